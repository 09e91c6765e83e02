import { Suspense } from 'react';
import { SavedEstimateStep } from '@/features/estimator/saved-estimate-step';
import { savedEstimate } from '@/features/estimator/saved-estimate';
import { EstimatorLoader } from '@/features/estimator/wizard/estimator-loader';
import { WizardSkeleton } from '@/features/estimator/wizard/skeleton';
import { parseStep } from '@/features/estimator/wizard/state';
import type { BlockProps } from '../render-context';
import { BlockSection } from '../parts';

/**
 * The 7-step estimator. Steps 1 to 6 run in the browser (the one part that ships JavaScript);
 * a saved estimate's link (?estimate=) shows step 7, rendered here on the server. An unknown
 * estimate is the page's 404, answered by the route before the blocks are drawn.
 */
export async function EstimatorBlock({ block, context }: BlockProps<'estimator'>) {
  const { step, estimate } = context.searchParams ?? {};
  const saved = typeof estimate === 'string' ? await savedEstimate(estimate) : null;
  const content = saved ? (
    <SavedEstimateStep row={saved} />
  ) : (
    <Suspense fallback={<WizardSkeleton step={parseStep(typeof step === 'string' ? step : null)} />}>
      <EstimatorLoader />
    </Suspense>
  );
  if (block.title) return <BlockSection block={block}>{content}</BlockSection>;
  // Under the page's hero, without a heading of its own: it follows the hero closely.
  return (
    <div id={block.anchor || undefined} className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
      {content}
    </div>
  );
}
