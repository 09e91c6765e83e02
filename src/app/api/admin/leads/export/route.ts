import { inboxCsvStream } from '@/features/leads/export';
import { parseInboxParams } from '@/features/leads/list-params';
import { requireRoleForRoute } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { cachePolicy, declareCaching } from '@/server/cache-policy';
import { csvDownload, datedCsvName } from '@/server/csv-download';

/**
 * The inbox as CSV: every row the same filters show on /admin/leads (all pages), streamed.
 */
export async function GET(request: Request) {
  declareCaching(cachePolicy.private('staff only'));
  const user = await requireRoleForRoute('editor');
  if (user instanceof Response) return user;
  const params = parseInboxParams(new URL(request.url).searchParams);
  const csv = inboxCsvStream(await getDb(), params);
  return csvDownload(csv, datedCsvName('leads'));
}
