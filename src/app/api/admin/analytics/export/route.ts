import { analyticsCsvStream } from '@/features/analytics/export';
import { readRange } from '@/features/analytics/range';
import { dayIn } from '@/features/analytics/visitor';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForRoute } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { cachePolicy, declareCaching } from '@/server/cache-policy';
import { csvDownload } from '@/server/csv-download';

/** The period's daily figures as CSV: the same period /admin/analytics shows. */
export async function GET(request: Request) {
  declareCaching(cachePolicy.private('staff only'));
  const user = await requireRoleForRoute('editor');
  if (user instanceof Response) return user;
  const timeZone = await getSiteTimeZone();
  const range = readRange(Object.fromEntries(new URL(request.url).searchParams), dayIn(new Date(), timeZone));
  return csvDownload(analyticsCsvStream(await getDb(), range), `analytics-${range.from}-to-${range.to}.csv`);
}
