// Cache invalidation between app processes through PostgreSQL LISTEN/NOTIFY. Each listener here
// stands for one app process; it needs a PostgreSQL server (TEST_DATABASE_URL, as in .ci/run).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cached, clearCache, invalidateCacheTags, type CacheTag } from './cache';
import { APPLICATION_NAME, createCacheSync, startCacheSync, type CacheSync } from './cache-sync';
import { openPostgres } from './db/client';

const serverUrl = process.env.TEST_DATABASE_URL;
const NEEDS_SERVER = 'needs TEST_DATABASE_URL (a PostgreSQL server): PGlite runs in one process, where there is nothing to sync';

/** What a listener heard; `heard(n)` resolves once it has heard n messages. */
function recorder() {
  const received: CacheTag[][] = [];
  let wake = () => {};
  return {
    received,
    onRemoteInvalidation: (tags: CacheTag[]) => {
      received.push(tags);
      wake();
    },
    heard: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (received.length >= count ? resolve() : (wake = check));
        check();
      }),
  };
}

describe('cache invalidation across processes', () => {
  // Notifications stay within one database: a fresh one keeps other test runs out of the channel.
  let databaseUrl: string;
  let databaseName: string;
  const syncs: CacheSync[] = [];

  beforeAll(async () => {
    if (!serverUrl) return;
    databaseName = `test_cache_${randomBytes(5).toString('hex')}`;
    const admin = await openPostgres(serverUrl);
    await admin.db.execute(sql.raw(`create database ${databaseName}`));
    await admin.close();
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    await Promise.all(syncs.map((sync) => sync.stop()));
    clearCache();
    if (!serverUrl) return;
    const admin = await openPostgres(serverUrl);
    await admin.db.execute(sql.raw(`drop database if exists ${databaseName} with (force)`));
    await admin.close();
  });

  it('a notification from one process reaches the other, and not the sender itself', async (context) => {
    if (!serverUrl) context.skip(NEEDS_SERVER);
    const a = recorder();
    const b = recorder();
    const syncA = await createCacheSync({ databaseUrl, onRemoteInvalidation: a.onRemoteInvalidation });
    const syncB = await createCacheSync({ databaseUrl, onRemoteInvalidation: b.onRemoteInvalidation });
    syncs.push(syncA, syncB);

    await syncA.publish(['jobs', 'site']);
    await b.heard(1);
    expect(b.received).toEqual([['jobs', 'site']]);

    // Notifications arrive in the order they were sent: once A hears B's, it would have heard its own.
    await syncB.publish(['pages']);
    await a.heard(1);
    expect(a.received).toEqual([['pages']]);
  });

  it("with the server's wiring, another process's invalidation drops this process's cached reads, and ours reach it", async (context) => {
    if (!serverUrl) context.skip(NEEDS_SERVER);
    const here = await startCacheSync(databaseUrl);
    const other = recorder();
    const otherSync = await createCacheSync({ databaseUrl, onRemoteInvalidation: other.onRemoteInvalidation });
    syncs.push(here, otherSync);

    let reads = 0;
    const jobsList = cached('cache-sync-test-jobs', ['jobs'], async () => ++reads);
    const partnersList = cached('cache-sync-test-partners', ['partners'], async () => ++reads);
    expect(await jobsList()).toBe(1);
    expect(await partnersList()).toBe(2);
    expect(await jobsList()).toBe(1);

    await otherSync.publish(['jobs']);
    // The next read after the notification is handled runs the query again.
    await expect.poll(() => jobsList(), { timeout: 20_000 }).toBe(3);
    expect(await partnersList()).toBe(2);

    invalidateCacheTags('partners', 'navigation');
    await other.heard(1);
    expect(other.received).toEqual([['partners', 'navigation']]);
  });

  it('a listener whose connection the server closed reconnects and hears the next message', async (context) => {
    if (!serverUrl) context.skip(NEEDS_SERVER);
    const listener = recorder();
    let reconnected = () => {};
    const back = new Promise<void>((resolve) => (reconnected = resolve));
    const sync = await createCacheSync({ databaseUrl, onRemoteInvalidation: listener.onRemoteInvalidation, onReconnect: () => reconnected() });
    const sender = await createCacheSync({ databaseUrl, onRemoteInvalidation: () => {} });
    syncs.push(sync, sender);

    // As a server restart or an administrator would: every listening connection of this database goes.
    const admin = await openPostgres(databaseUrl);
    await admin.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${APPLICATION_NAME}`,
    );
    await admin.close();
    await back;
    // The sender lost its connection too; wait until it publishes over a new one.
    await expect
      .poll(
        async () => {
          await sender.publish(['case-studies']);
          return listener.received.length;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    expect(listener.received[0]).toEqual(['case-studies']);
  }, 60_000);
});
