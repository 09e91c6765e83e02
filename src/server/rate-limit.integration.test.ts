import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import type { Database } from './db/client';
import { hitRateLimit, peekRateLimit, startRateLimitPruning } from './rate-limit';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

describe('rate limits', () => {
  it('allows 5 hits in 10 minutes, refuses the 6th, and starts over when the window has passed', async () => {
    const windowMs = 10 * 60_000;
    const start = new Date('2026-11-22T10:00:00Z');
    for (let i = 1; i <= 5; i++) {
      expect(await hitRateLimit(db, 'contact:203.0.113.9', { limit: 5, windowMs, now: new Date(start.getTime() + i * 1000) })).toMatchObject({
        allowed: true,
        count: i,
      });
    }
    const sixth = await hitRateLimit(db, 'contact:203.0.113.9', { limit: 5, windowMs, now: new Date(start.getTime() + 60_000) });
    expect(sixth).toMatchObject({ allowed: false, count: 6 });
    expect(sixth.retryAfterMs).toBe(windowMs - 60_000 + 1000);

    // Another address has its own counter.
    expect((await hitRateLimit(db, 'contact:198.51.100.7', { limit: 5, windowMs, now: start })).allowed).toBe(true);

    const later = await hitRateLimit(db, 'contact:203.0.113.9', { limit: 5, windowMs, now: new Date(start.getTime() + windowMs + 2_000) });
    expect(later).toMatchObject({ allowed: true, count: 1 });
  });

  it('prunes counters whose day has passed, and keeps those of the last day', async () => {
    const now = Date.now();
    await hitRateLimit(db, 'old:198.51.100.1', { limit: 5, windowMs: 60_000, now: new Date(now - 26 * 60 * 60_000) });
    await hitRateLimit(db, 'day:198.51.100.2', { limit: 3, windowMs: 24 * 60 * 60_000, now: new Date(now - 23 * 60 * 60_000) });
    const pruning = startRateLimitPruning({ getDb: async () => db });
    await pruning.stop();
    expect(await peekRateLimit(db, 'old:198.51.100.1', { windowMs: 48 * 60 * 60_000 })).toBe(0);
    expect(await peekRateLimit(db, 'day:198.51.100.2', { windowMs: 24 * 60 * 60_000 })).toBe(1);
  });
});
