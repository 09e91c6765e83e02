import { subscribersCsvStream } from '@/features/newsletter/export';
import { parseSubscriberParams } from '@/features/newsletter/subscriber-params';
import { requireRoleForRoute } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { cachePolicy, declareCaching } from '@/server/cache-policy';
import { csvDownload, datedCsvName } from '@/server/csv-download';

/** The newsletter's subscribers as CSV: every row the same filters show on /admin/newsletter/subscribers. */
export async function GET(request: Request) {
  declareCaching(cachePolicy.private('staff only'));
  const user = await requireRoleForRoute('editor');
  if (user instanceof Response) return user;
  const csv = subscribersCsvStream(await getDb(), parseSubscriberParams(new URL(request.url).searchParams));
  return csvDownload(csv, datedCsvName('newsletter-subscribers'));
}
