import { analyticsCsv } from '@/features/analytics/export';
import { readRange } from '@/features/analytics/range';
import { dayIn } from '@/features/analytics/visitor';
import { getSiteTimeZone } from '@/features/settings/queries';
import { authorizationResponse, requireRole } from '@/server/auth/session';
import { getDb } from '@/server/db/client';

/** The period's daily figures as CSV: the same period /admin/analytics shows. */
export async function GET(request: Request) {
  try {
    await requireRole('editor');
  } catch (error) {
    const response = authorizationResponse(error);
    if (response) return response;
    throw error;
  }
  const timeZone = await getSiteTimeZone();
  const range = readRange(Object.fromEntries(new URL(request.url).searchParams), dayIn(new Date(), timeZone));
  return new Response(await analyticsCsv(await getDb(), range), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="analytics-${range.from}-to-${range.to}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
