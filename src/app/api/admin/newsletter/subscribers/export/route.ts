import { subscribersCsvStream } from '@/features/newsletter/export';
import { parseSubscriberParams } from '@/features/newsletter/subscriber-params';
import { authorizationResponse, requireRole } from '@/server/auth/session';
import { getDb } from '@/server/db/client';

/** The newsletter's subscribers as CSV: every row the same filters show on /admin/newsletter/subscribers. */
export async function GET(request: Request) {
  try {
    await requireRole('editor');
  } catch (error) {
    const response = authorizationResponse(error);
    if (response) return response;
    throw error;
  }
  const csv = subscribersCsvStream(await getDb(), parseSubscriberParams(new URL(request.url).searchParams));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
