import type { Metadata } from 'next';
import { connection } from 'next/server';
import { launchReport } from '@/features/launch/checks';
import { LaunchPage } from '@/features/launch/launch-page';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';

export const metadata: Metadata = { title: 'Launch Ready' };

/** Launch Ready: the checks before the site goes public, and Pre-launch mode. Admins only. */
export default async function AdminLaunchPage() {
  await connection();
  await requireRoleForPage('admin', '/admin/launch');
  return <LaunchPage report={await launchReport(await getDb(), await getSiteTimeZone())} />;
}
