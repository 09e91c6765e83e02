import { sql } from 'drizzle-orm';
import { getDatabaseHandle } from '@/server/db/client';
import { logger } from '@/server/logger';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const dynamic = 'force-dynamic';

/** Liveness: the process answers; the body says whether the database does too. */
export async function GET() {
  declareCaching(cachePolicy.private('the live state of this process'));
  let database: { status: 'up' | 'down'; driver?: string } = { status: 'down' };
  try {
    const handle = await getDatabaseHandle();
    await handle.db.execute(sql`select 1`);
    database = { status: 'up', driver: handle.driver };
  } catch (error) {
    logger.error({ err: error }, 'health check: database unreachable');
  }
  return Response.json({ status: 'ok', database }, { headers: { 'Cache-Control': 'no-store' } });
}
