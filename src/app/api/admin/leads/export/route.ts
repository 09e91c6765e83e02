import { exportInboxCsv } from '@/features/leads/export';
import { parseInboxParams } from '@/features/leads/list-params';
import { authorizationResponse, requireRole } from '@/server/auth/session';
import { getDb } from '@/server/db/client';

/**
 * The inbox as CSV: exactly the rows the same query parameters show on /admin/leads (filters and
 * page), so what staff see is what they download.
 */
export async function GET(request: Request) {
  try {
    await requireRole('editor');
  } catch (error) {
    const response = authorizationResponse(error);
    if (response) return response;
    throw error;
  }
  const params = parseInboxParams(new URL(request.url).searchParams);
  const csv = await exportInboxCsv(await getDb(), params);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
