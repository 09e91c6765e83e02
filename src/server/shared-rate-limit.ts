// Rate limits counted in memory, shared between app processes through the database once a second
// (decision 099): a hit costs no query, so a limit can stand in front of answers served from memory
// (the content API's reads). Windows are aligned to the clock (each minute from :00), so that every
// process counts the same window; each second a process adds the hits it took to the window's row in
// `rate_limits` and reads back the total of all processes. Tolerance: a process learns of the others'
// hits within about a second, so with N processes a client gets at most the limit plus what it can
// send to the other N - 1 in that second. With one process (the embedded database) the count is exact.
// Kept on globalThis: our HTTP server and Next.js' bundles count in the same place.
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { rateLimits } from './db/schema';
import { logger } from './logger';

export type SharedLimitResult = { allowed: boolean; retryAfterMs: number };

/** A key's window: the hits of every process as of the last sync, and this process's since. */
type Counter = { windowStart: number; windowMs: number; synced: number; unsynced: number };

const SYNC_MS = 1_000;
/** Keys held at once: addresses are many; past this the oldest windows are forgotten (their rows stay). */
const MAX_KEYS = 50_000;

type Limiter = {
  counters: Map<string, Counter>;
  getDb?: () => Promise<Database>;
  timer?: NodeJS.Timeout;
  syncing?: Promise<void>;
};

const KEY = Symbol.for('agency.shared-rate-limit');
const globalStore = globalThis as unknown as { [KEY]?: Limiter };
const limiter: Limiter = (globalStore[KEY] ??= { counters: new Map() });

/**
 * Where the counts are shared: the process's database (set once at start; without it, counts stay
 * in this process), every `intervalMs` (0: only when syncRateLimits is called, for tests).
 */
export function shareRateLimitsThrough(getDb: () => Promise<Database>, { intervalMs = SYNC_MS } = {}) {
  limiter.getDb = getDb;
  if (limiter.timer || intervalMs === 0) return;
  limiter.timer = setInterval(() => void syncRateLimits(), intervalMs);
  limiter.timer.unref();
}

/** Counts one hit on `key` if the window still has room for it; allowed while at most `limit` hits fall in the current window. */
export function takeSharedRateLimit(key: string, { limit, windowMs, now = Date.now() }: { limit: number; windowMs: number; now?: number }): SharedLimitResult {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  let counter = limiter.counters.get(key);
  if (!counter || counter.windowStart !== windowStart) {
    if (counter) limiter.counters.delete(key);
    counter = { windowStart, windowMs, synced: 0, unsynced: 0 };
    limiter.counters.set(key, counter);
    if (limiter.counters.size > MAX_KEYS) limiter.counters.delete(limiter.counters.keys().next().value as string);
  }
  const retryAfterMs = windowStart + windowMs - now;
  if (counter.synced + counter.unsynced >= limit) return { allowed: false, retryAfterMs };
  counter.unsynced++;
  return { allowed: true, retryAfterMs };
}

/**
 * Adds each counter's new hits to its window's row and reads back every process's total. A key with
 * no new hits here is not read: this process decides nothing for it until its next hit, after which
 * it learns the others' count within a second.
 */
export async function syncRateLimits(): Promise<void> {
  if (!limiter.getDb) return;
  limiter.syncing ??= (async () => {
    const db = await limiter.getDb!();
    const now = Date.now();
    for (const [key, counter] of limiter.counters) {
      if (counter.windowStart + counter.windowMs <= now) {
        limiter.counters.delete(key);
        continue;
      }
      if (counter.unsynced === 0) continue;
      const adding = counter.unsynced;
      counter.unsynced = 0;
      const windowStartedAt = new Date(counter.windowStart);
      // One row per key and window: the window in the key, so that processes never reset each other's count.
      const [row] = await db
        .insert(rateLimits)
        .values({ key: `${key}@${counter.windowStart}`, count: adding, windowStartedAt })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + ${adding}` } })
        .returning({ count: rateLimits.count });
      counter.synced = row?.count ?? counter.synced + adding;
    }
  })()
    .catch((error: unknown) => logger.warn({ err: error }, 'rate limits not shared this time'))
    .finally(() => (limiter.syncing = undefined));
  await limiter.syncing;
}

/** Forgets every count of this process (tests). */
export function resetSharedRateLimits() {
  limiter.counters.clear();
}
