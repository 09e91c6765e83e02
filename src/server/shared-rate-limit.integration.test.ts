import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import type { Database } from './db/client';
import { rateLimits } from './db/schema';
import { resetSharedRateLimits, shareRateLimitsThrough, syncRateLimits, takeSharedRateLimit } from './shared-rate-limit';

let db: Database;
const MINUTE = 60_000;
// The middle of the next minute's window: a sync drops the windows that have ended by the clock,
// and this one ends 60 to 120 s after the file loads, however long the suite takes to reach it.
const now = Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE + 30_000;
const windowStart = now - 30_000;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  // Shared when the test says so, not by the clock.
  shareRateLimitsThrough(async () => db, { intervalMs: 0 });
});
beforeEach(async () => {
  resetSharedRateLimits();
  await db.delete(rateLimits);
});

const take = (key: string, limit: number) => takeSharedRateLimit(key, { limit, windowMs: MINUTE, now });

describe('a rate limit counted in memory', () => {
  it('allows the limit a window and refuses the rest, saying when the window ends; another key has its own count', () => {
    const answers = Array.from({ length: 7 }, () => take('api:ip:203.0.113.1', 5));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, true, true, false, false]);
    expect(answers[5]!.retryAfterMs).toBe(30_000);
    expect(take('api:ip:203.0.113.2', 5).allowed).toBe(true);
  });

  it('writes nothing to the database per hit, and a second its hits, in one row per key and window', async () => {
    for (let i = 0; i < 3; i++) take('api:key:k1', 100);
    expect(await db.select().from(rateLimits)).toEqual([]);
    await syncRateLimits();
    expect(await db.select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits)).toEqual([{ key: `api:key:k1@${windowStart}`, count: 3 }]);
    take('api:key:k1', 100);
    await syncRateLimits();
    await syncRateLimits();
    expect(await db.select({ count: rateLimits.count }).from(rateLimits)).toEqual([{ count: 4 }]);
  });

  it("counts the other processes' hits once it has shared its own: together they are held to the limit", async () => {
    expect(take('api:ip:203.0.113.9', 10).allowed).toBe(true);
    // Another process took 8 of this window meanwhile (what its own sync wrote).
    await db
      .insert(rateLimits)
      .values({ key: `api:ip:203.0.113.9@${windowStart}`, count: 8, windowStartedAt: new Date(windowStart) })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 8` } });
    await syncRateLimits();
    // 1 of ours and 8 of theirs: one left in the window for everyone.
    expect(take('api:ip:203.0.113.9', 10).allowed).toBe(true);
    expect(take('api:ip:203.0.113.9', 10).allowed).toBe(false);
  });
});
