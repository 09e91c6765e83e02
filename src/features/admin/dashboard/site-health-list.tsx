import Link from 'next/link';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { cardClasses } from '@/components/site/sections';
import type { HealthStatus, SiteHealth } from '../site-health';
import { healthSummary } from './health-summary';

const STATUS: Record<HealthStatus, { text: string; badge: string; icon: typeof CircleCheck; iconClass: string }> = {
  passed: { text: 'Passed', badge: 'bg-emerald-500/10 text-emerald-300', icon: CircleCheck, iconClass: 'text-emerald-400' },
  warning: { text: 'Warning', badge: 'bg-amber-500/10 text-amber-300', icon: TriangleAlert, iconClass: 'text-amber-400' },
  failed: { text: 'Failed', badge: 'bg-rose-500/10 text-rose-300', icon: CircleAlert, iconClass: 'text-rose-400' },
};

/** The checks behind the Site Health figure, each with a hint unless it passed; admins also get the way to Launch Ready. */
export function SiteHealthList({ health, showLaunch = false }: { health: SiteHealth; showLaunch?: boolean }) {
  return (
    <section aria-labelledby="site-health-heading" className={cardClasses}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="site-health-heading" className="text-lg font-semibold text-white">
          Site health
        </h2>
        <p className="text-sm text-slate-400">{healthSummary(health)}</p>
      </div>
      <ul className="mt-4 space-y-3">
        {health.checks.map((check) => {
          const status = STATUS[check.status];
          return (
            <li key={check.id} className="flex gap-3">
              <status.icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${status.iconClass}`} />
              <div className="min-w-0">
                <p className="break-words text-sm font-medium text-slate-100">
                  {check.label}
                  <span className={`ml-2 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${status.badge}`}>{status.text}</span>
                </p>
                {check.hint && <p className="mt-0.5 break-words text-sm text-slate-400">{check.hint}</p>}
              </div>
            </li>
          );
        })}
      </ul>
      {showLaunch && (
        <Link href="/admin/launch" className="mt-4 inline-block text-sm font-semibold text-brand-300 underline-offset-4 hover:underline">
          Before going public: Launch Ready
        </Link>
      )}
    </section>
  );
}
