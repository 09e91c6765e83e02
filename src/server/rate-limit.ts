// Fixed-window rate limits with the counters in the database, so that every app process and a
// restart see the same counts.
import { eq, lt, sql } from 'drizzle-orm';
import { startLoop } from './background-jobs';
import type { Database } from './db/client';
import { rateLimits } from './db/schema';

export type RateLimitResult = { allowed: boolean; count: number; retryAfterMs: number };

/** Counts one hit on `key`; allowed while the window holds at most `limit` hits. */
export async function hitRateLimit(
  db: Pick<Database, 'insert'>,
  key: string,
  { limit, windowMs, now = new Date() }: { limit: number; windowMs: number; now?: Date },
): Promise<RateLimitResult> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowSql} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning();
  const count = row?.count ?? 1;
  const windowEnds = (row?.windowStartedAt ?? now).getTime() + windowMs;
  return { allowed: count <= limit, count, retryAfterMs: Math.max(0, windowEnds - now.getTime()) };
}

/** The longest window of any limit (a recipient's emails, a sign-in throttle's memory: a day), and an hour to spare. */
const LONGEST_WINDOW_MS = 25 * 60 * 60_000;

/** Drops counters whose window ended long ago. */
export async function pruneRateLimits(db: Database, olderThanMs = LONGEST_WINDOW_MS) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, new Date(Date.now() - olderThanMs)));
}

/**
 * Prunes the counters every `intervalMs`: every address, key and recipient that ever hit a limit
 * leaves a row, so without it the table grows by a row per visitor for ever. Any number of
 * processes may run it: a delete of what has expired is the same done twice.
 */
export function startRateLimitPruning({ getDb, intervalMs = 60 * 60_000 }: { getDb: () => Promise<Database>; intervalMs?: number }) {
  return startLoop({
    name: 'rate-limit-pruning',
    everyMs: intervalMs,
    run: async () => pruneRateLimits(await getDb()),
    failed: 'rate limit counters not pruned',
    level: 'warn',
  });
}

/** How many hits `key` has in its current window, without counting one. */
export async function peekRateLimit(db: Database, key: string, { windowMs, now = new Date() }: { windowMs: number; now?: Date }): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row || row.windowStartedAt.getTime() <= now.getTime() - windowMs) return 0;
  return row.count;
}
