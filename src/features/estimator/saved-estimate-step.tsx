// Step 7 at its own address, /estimator?estimate={token}: the wizard goes here once the estimate
// is saved, so a reload, Back and Forward, or the address opened in another tab all show the same
// saved estimate. Rendered on the server from the database: it needs no JavaScript and no state
// kept in the browser.
import 'server-only';
import { EstimateResult } from '@/features/blocks/lazy';
import { shareUrlOf, toEstimateView, type SavedEstimateRow } from './estimates';
import { TOTAL_STEPS } from './options';
import { STEP_COPY } from './wizard/copy';
import { FocusOnArrival } from './wizard/focus-on-arrival';
import { ProgressBar } from './wizard/progress-bar';
import { ReportStep } from './wizard/report-step';

const HEADING_ID = 'estimator-step-heading';

export function SavedEstimateStep({ row }: { row: SavedEstimateRow }) {
  const estimate = toEstimateView(row);
  const copy = STEP_COPY[TOTAL_STEPS]!;
  return (
    <div className="mx-auto max-w-6xl">
      <ProgressBar step={TOTAL_STEPS} />
      <section aria-labelledby={HEADING_ID} className="mt-8">
        <h2 id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold tracking-tight text-white focus:outline-none sm:text-3xl">
          {copy.title}
        </h2>
        <p className="mt-2 mb-8 text-slate-300">Estimate {estimate.number} has been saved. Download it, email it to yourself or share its link.</p>
        <EstimateResult estimate={estimate} shareUrl={shareUrlOf(estimate.shareToken)} />
        <FocusOnArrival targetId={HEADING_ID} />
        <ReportStep step={TOTAL_STEPS} />
      </section>
    </div>
  );
}
