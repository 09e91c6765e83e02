import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AnalyticsPage } from '@/features/analytics/dashboard/analytics-page';
import { loadAnalyticsDashboard } from '@/features/analytics/queries';
import { readRange } from '@/features/analytics/range';
import { dayIn } from '@/features/analytics/visitor';
import { getSiteInfo, getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { nullOnFailure } from '@/server/logger';

export const metadata: Metadata = { title: 'Analytics' };

export default async function AdminAnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  await requireRoleForPage('editor', '/admin/analytics');
  const timeZone = await getSiteTimeZone();
  const range = readRange(await searchParams, dayIn(new Date(), timeZone));
  const data = await nullOnFailure(loadAnalyticsDashboard(await getDb(), range, timeZone), 'analytics dashboard failed to load');
  return <AnalyticsPage data={data} range={range} timeZone={timeZone} counting={(await getSiteInfo()).visitStatistics} />;
}
