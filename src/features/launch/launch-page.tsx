import Link from 'next/link';
import { cardClasses } from '@/components/site/sections';
import type { LaunchCheck, LaunchReport, LaunchState } from './checks';
import { PrelaunchSwitch, TestEmailButton } from './launch-controls';

const STATE: Record<LaunchState, { label: string; className: string }> = {
  blocking: { label: 'Blocks the launch', className: 'bg-rose-700 text-white' },
  advice: { label: 'Worth doing', className: 'bg-amber-300 text-slate-950' },
  done: { label: 'Done', className: 'bg-emerald-700 text-white' },
};

function Check({ check }: { check: LaunchCheck }) {
  const state = STATE[check.state];
  return (
    <li className={cardClasses}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-white">{check.title}</h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state.className}`}>{state.label}</span>
      </div>
      <p className="mt-2 text-sm text-slate-200">{check.now}</p>
      <p className="mt-1 text-sm text-slate-400">{check.why}</p>
      {check.items && check.items.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" aria-label={`${check.title}: what to fix`}>
          {check.items.map((item) => (
            <li key={`${item.href}:${item.label}`}>
              <Link href={item.href} className="break-words text-brand-300 underline-offset-4 hover:underline">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {check.fix && check.state !== 'done' && (
        <Link href={check.fix.href} className="mt-3 inline-block text-sm font-semibold text-brand-300 underline-offset-4 hover:underline">
          {check.fix.label}
        </Link>
      )}
      {check.id === 'mail' && (
        <div className="mt-3">
          <TestEmailButton />
        </div>
      )}
    </li>
  );
}

/** /admin/launch: what stands between this install and a public site, and Pre-launch mode. */
export function LaunchPage({ report }: { report: LaunchReport }) {
  const order: LaunchState[] = ['blocking', 'advice', 'done'];
  const checks = [...report.checks].sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state));
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Launch Ready</h1>
        <p className="mt-1 text-slate-400">
          {report.blocking > 0
            ? `${report.blocking === 1 ? 'One item blocks' : `${report.blocking} items block`} the launch. Each says why it matters and where to fix it.`
            : 'Nothing blocks the launch. The advice below is still worth a look.'}
        </p>
      </div>
      <section aria-labelledby="prelaunch-heading" className={cardClasses}>
        <h2 id="prelaunch-heading" className="text-lg font-semibold text-white">
          Pre-launch mode: {report.prelaunch ? 'on' : 'off'}
        </h2>
        <p className="mt-1 text-sm text-slate-300">
          {report.prelaunch
            ? 'Every public page asks search engines not to index it, and robots.txt turns all crawlers away. It can be turned off once nothing blocks the launch.'
            : 'Search engines may index the site. Turn it on to keep an unfinished site out of search results.'}
        </p>
        <div className="mt-3">
          <PrelaunchSwitch on={report.prelaunch} />
        </div>
      </section>
      <ol className="space-y-4">
        {checks.map((check) => (
          <Check key={check.id} check={check} />
        ))}
      </ol>
    </div>
  );
}
