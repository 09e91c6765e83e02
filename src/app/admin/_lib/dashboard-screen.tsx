import 'server-only';
import { connection } from 'next/server';
import { DashboardPage } from '@/features/admin/dashboard/dashboard-page';
import { requireRoleForPage } from '@/server/auth/session';

export type DashboardProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The dashboard, at /admin and at /admin/dashboard: `path` is where signing in comes back to, and
 * ?denied=1 says the screen asked for needs a higher role.
 */
export async function dashboardScreen(path: '/admin' | '/admin/dashboard', searchParams: DashboardProps['searchParams']) {
  await connection();
  const user = await requireRoleForPage('editor', path);
  const { denied } = await searchParams;
  return <DashboardPage user={user} denied={denied === '1'} />;
}
