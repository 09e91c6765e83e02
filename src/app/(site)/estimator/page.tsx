import type { Metadata } from 'next';
import { cache, Suspense } from 'react';
import { NOT_FOUND_METADATA, notFoundPage } from '@/components/site/not-found-page';
import { Container, PageHero } from '@/components/site/sections';
import { findEstimateByToken } from '@/features/estimator/estimates';
import { getDb } from '@/server/db/client';
import { builtInPageMetadata } from '@/features/seo/public-pages';
import { SavedEstimateStep } from '@/features/estimator/saved-estimate-step';
import { EstimatorLoader } from '@/features/estimator/wizard/estimator-loader';
import { WizardSkeleton } from '@/features/estimator/wizard/skeleton';
import { parseStep } from '@/features/estimator/wizard/state';

/** The saved estimate of `?estimate=`, read once for the metadata and the page. */
const savedEstimate = cache(async (token: string) => findEstimateByToken(await getDb(), token));

type Props = { searchParams: Promise<{ step?: string | string[]; estimate?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { estimate } = await searchParams;
  const metadata = builtInPageMetadata('/estimator');
  if (estimate === undefined) return metadata;
  if (typeof estimate !== 'string' || !(await savedEstimate(estimate))) return NOT_FOUND_METADATA;
  // A saved estimate is private to whoever has its link.
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function EstimatorPage({ searchParams }: Props) {
  const { step, estimate } = await searchParams;
  const saved = typeof estimate === 'string' ? await savedEstimate(estimate) : undefined;
  if (saved === null || Array.isArray(estimate)) return notFoundPage();
  return (
    <>
      <PageHero
        eyebrow="Free, no obligation"
        title="Project Cost Estimator"
        subtitle="Answer a few questions about your project and get a transparent estimate with hours, rates and cost for every role. It takes about five minutes."
      />
      <Container className="pb-24">
        {/* Step 7, the saved estimate, is rendered here on the server; steps 1 to 6 run in the browser. */}
        {saved ? (
          <SavedEstimateStep row={saved} />
        ) : (
          <Suspense fallback={<WizardSkeleton step={parseStep(typeof step === 'string' ? step : null)} />}>
            <EstimatorLoader />
          </Suspense>
        )}
      </Container>
    </>
  );
}
