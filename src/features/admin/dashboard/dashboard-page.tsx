import { ShieldAlert } from 'lucide-react';
import type { SessionUser } from '@/server/auth/session';
import { weekAtAGlance } from '@/features/analytics/queries';
import { dayIn } from '@/features/analytics/visitor';
import { getSiteTimeZone } from '@/features/settings/queries';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { getDashboardSummary, getLeadsPerDay, getSiteHealth } from '../queries';
import { DashboardTabs } from './dashboard-tabs';
import { LeadsChart } from './leads-chart';
import { SiteHealthList } from './site-health-list';
import { hasRole } from '@/server/auth/roles';
import { SummaryCards, type WeekOfVisits } from './summary-cards';

async function loadWeek(): Promise<WeekOfVisits | null> {
  try {
    const { current, before } = await weekAtAGlance(await getDb(), dayIn(new Date(), await getSiteTimeZone()));
    return { visitors: current.visitors, pageviews: current.pageviews, previousVisitors: before.visitors, previousPageviews: before.pageviews };
  } catch (error) {
    logger.error({ err: error }, 'dashboard: visit figures failed to load');
    return null;
  }
}

/** The dashboard, at /admin and /admin/dashboard. `denied`: the guard sent the user here from a screen above their role. */
export async function DashboardPage({ user, denied = false }: { user: SessionUser; denied?: boolean }) {
  const [summary, health, series, week] = await Promise.all([getDashboardSummary(), getSiteHealth(), getLeadsPerDay(), loadWeek()]);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-slate-400">Welcome back{user.name ? `, ${user.name}` : ''}. Here is how the site is doing.</p>
      </div>
      {denied && (
        <p role="alert" className="flex items-center gap-2 rounded-lg border border-amber-400/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-200">
          <ShieldAlert aria-hidden className="size-5 shrink-0" />
          Your role does not give access to that screen. Ask a super admin if you need it.
        </p>
      )}
      <DashboardTabs role={user.role} />
      <SummaryCards summary={summary} health={health} week={week} />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <LeadsChart series={series} />
        </div>
        <SiteHealthList health={health} showLaunch={hasRole(user.role, 'admin')} />
      </div>
    </div>
  );
}
