import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Container, PageHero } from '@/components/site/sections';
import { builtInPageMetadata } from '@/features/seo/public-pages';
import { SavedEstimateStep } from '@/features/estimator/saved-estimate-step';
import { EstimatorLoader } from '@/features/estimator/wizard/estimator-loader';
import { WizardSkeleton } from '@/features/estimator/wizard/skeleton';
import { parseStep } from '@/features/estimator/wizard/state';

type Props = { searchParams: Promise<{ step?: string | string[]; estimate?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { estimate } = await searchParams;
  const metadata = builtInPageMetadata('/estimator');
  // A saved estimate is private to whoever has its link.
  return estimate === undefined ? metadata : { ...metadata, robots: { index: false, follow: false } };
}

export default async function EstimatorPage({ searchParams }: Props) {
  const { step, estimate } = await searchParams;
  return (
    <>
      <PageHero
        eyebrow="Free, no obligation"
        title="Project Cost Estimator"
        subtitle="Answer a few questions about your project and get a transparent estimate with hours, rates and cost for every role. It takes about five minutes."
      />
      <Container className="pb-24">
        {/* Step 7, the saved estimate, is rendered here on the server; steps 1 to 6 run in the browser. */}
        {typeof estimate === 'string' ? (
          <SavedEstimateStep token={estimate} />
        ) : (
          <Suspense fallback={<WizardSkeleton step={parseStep(typeof step === 'string' ? step : null)} />}>
            <EstimatorLoader />
          </Suspense>
        )}
      </Container>
    </>
  );
}
