import { Suspense } from 'react';
import { Container, PageHero } from '@/components/site/sections';
import { pageMetadata } from '@/features/seo/metadata';
import { EstimatorLoader } from '@/features/estimator/wizard/estimator-loader';
import { WizardSkeleton } from '@/features/estimator/wizard/skeleton';
import { parseStep } from '@/features/estimator/wizard/state';

export const metadata = pageMetadata({
  title: 'Project Cost Estimator',
  description:
    'Estimate the cost of your software project in minutes: choose the project type, features, scale, design level and delivery, and get a detailed breakdown by role.',
  path: '/estimator',
});

export default async function EstimatorPage({ searchParams }: { searchParams: Promise<{ step?: string | string[] }> }) {
  const { step } = await searchParams;
  return (
    <>
      <PageHero
        eyebrow="Free, no obligation"
        title="Project Cost Estimator"
        subtitle="Answer a few questions about your project and get a transparent estimate with hours, rates and cost for every role. It takes about five minutes."
      />
      <Container className="pb-24">
        <Suspense fallback={<WizardSkeleton step={parseStep(typeof step === 'string' ? step : null)} />}>
          <EstimatorLoader />
        </Suspense>
      </Container>
    </>
  );
}
