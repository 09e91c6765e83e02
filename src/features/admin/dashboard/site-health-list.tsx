import { CircleAlert, CircleCheck } from 'lucide-react';
import { cardClasses } from '@/components/site/sections';
import type { SiteHealth } from '../site-health';

/** The checks behind the Site Health figure, each with a hint when it fails. */
export function SiteHealthList({ health }: { health: SiteHealth }) {
  return (
    <section aria-labelledby="site-health-heading" className={cardClasses}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="site-health-heading" className="text-lg font-semibold text-white">
          Site health
        </h2>
        <p className="text-sm text-slate-400">
          {health.passed} of {health.checks.length} checks passed
        </p>
      </div>
      <ul className="mt-4 space-y-3">
        {health.checks.map((check) => (
          <li key={check.id} className="flex gap-3">
            {check.passed ? (
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-400" />
            ) : (
              <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-400" />
            )}
            <div>
              <p className="text-sm font-medium text-slate-100">
                {check.label}
                <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-medium ${check.passed ? 'bg-emerald-500/10 text-emerald-300' : 'bg-amber-500/10 text-amber-300'}`}>
                  {check.passed ? 'Passed' : 'Failed'}
                </span>
              </p>
              {check.hint && <p className="mt-0.5 text-sm text-slate-400">{check.hint}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
