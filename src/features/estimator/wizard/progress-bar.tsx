import { TOTAL_STEPS } from '../options';
import { percentComplete } from './state';

/** "Step N of 7", the percent complete and a progress bar. */
export function ProgressBar({ step }: { step: number }) {
  const percent = percentComplete(step);
  return (
    <div>
      <div className="flex items-center justify-between text-sm font-medium">
        <p className="text-slate-200">
          Step {step} of {TOTAL_STEPS}
        </p>
        <p className="text-slate-300">{percent}% complete</p>
      </div>
      <div
        role="progressbar"
        aria-label="Estimator progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of ${TOTAL_STEPS}, ${percent}% complete`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div className={`h-full rounded-full bg-gradient-to-r from-brand-500 to-fuchsia-500 transition-all duration-500 motion-reduce:transition-none ${WIDTHS[step] ?? 'w-0'}`} />
      </div>
    </div>
  );
}

/** Widths as whole classes (Tailwind only generates classes it can see), one per step. */
const WIDTHS: Record<number, string> = {
  1: 'w-[14%]',
  2: 'w-[29%]',
  3: 'w-[43%]',
  4: 'w-[57%]',
  5: 'w-[71%]',
  6: 'w-[86%]',
  7: 'w-full',
};
