import { Suspense } from 'react';
import { Container, PageHero } from '@/components/site/sections';
import { builtInPageMetadata } from '@/features/seo/public-pages';
import { EstimatorLoader } from '@/features/estimator/wizard/estimator-loader';
import { WizardSkeleton } from '@/features/estimator/wizard/skeleton';
import { parseStep } from '@/features/estimator/wizard/state';

export const metadata = builtInPageMetadata('/estimator');

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
