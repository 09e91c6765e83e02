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
      <progress
        aria-label="Estimator progress"
        aria-valuetext={`Step ${step} of ${TOTAL_STEPS}, ${percent}% complete`}
        max={100}
        value={percent}
        className={`mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full border-0 bg-white/10 ${BAR}`}
      />
    </div>
  );
}

/** The native bar, styled in each engine's own way: the track, then the filled part. */
const BAR =
  '[&::-webkit-progress-bar]:bg-white/10 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-gradient-to-r [&::-webkit-progress-value]:from-brand-500 [&::-webkit-progress-value]:to-fuchsia-500 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-gradient-to-r [&::-moz-progress-bar]:from-brand-500 [&::-moz-progress-bar]:to-fuchsia-500';
