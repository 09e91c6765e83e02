import { getDatabaseHandle } from '@/server/db/client';
import { checkReadiness } from '@/server/db/readiness';
import { logger } from '@/server/logger';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const dynamic = 'force-dynamic';

/** Readiness, for a load balancer: 200 when the database answers and has every migration, else 503. */
export async function GET() {
  declareCaching(cachePolicy.private('the live state of this process'));
  const headers = { 'Cache-Control': 'no-store' };
  let reason: string;
  let error: unknown;
  try {
    const readiness = await checkReadiness((await getDatabaseHandle()).db);
    if (readiness.ready) return Response.json({ status: 'ready' }, { headers });
    ({ reason, error } = readiness);
  } catch (failure) {
    // getDatabaseHandle() could not open (or reopen) the database.
    reason = 'database unreachable';
    error = failure;
  }
  logger.warn({ reason, err: error }, 'not ready');
  return Response.json({ status: 'not_ready', reason }, { status: 503, headers });
}
