// Decision 096: what a flood of beacons can cost. One network (an IPv4 address, an IPv6 /64) is
// limited a minute and gets at most its day's events kept; everyone together is shed past the
// ceiling a second, before the body is read; a lead's visit is read with a bound whatever the
// visitor sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { analyticsDaily, analyticsEvents, analyticsSalts } from '@/server/db/schema';
import { csvCell } from '@/features/leads/csv';
import { createTestDatabase } from '@/test/database';
import { INTAKE_DEFAULTS, createVisitIntake, type VisitIntake, type VisitIntakeOptions } from './intake';
import { findVisit, MAX_VISIT_EVENTS } from './lead-visit';
import { analyticsCsvStream } from './export';
import { exportBatches } from './queries';
import { MAX_VALUES_PER_DAY, OTHER, rollUpDay } from './rollup';
import { saltOf, visitorHash } from './visitor';

let db: Database;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const open: VisitIntake[] = [];

beforeAll(async () => {
  db = (await createTestDatabase()).db;
});
beforeEach(async () => {
  await db.delete(analyticsEvents);
  await db.delete(analyticsSalts);
  await db.delete(analyticsDaily);
});
afterEach(async () => {
  for (const intake of open.splice(0)) await intake.stop();
});

function intake(options: Partial<VisitIntakeOptions> = {}) {
  const made = createVisitIntake({ getDb: async () => db, flushIntervalMs: 60_000, ...options });
  open.push(made);
  return made;
}

const stored = async () => (await db.select({ n: count() }).from(analyticsEvents))[0]!.n;

function beacon(made: VisitIntake, ip: string, now: Date, options: { ua?: string; path?: string } = {}) {
  return made.take({
    method: 'POST',
    headers: { host: 'axionlabs.dev', 'user-agent': options.ua ?? CHROME },
    body: JSON.stringify({ n: 'pageview', p: options.path ?? '/', w: 1440 }),
    ip,
    now,
  });
}

/** An address of the /64 2001:db8:aa:bb::/64 with a different interface id each time. */
const inSubnet = (i: number) =>
  `2001:db8:aa:bb:${(i * 7919) % 65536}:${i % 65536}:1:${(i * 31) % 65536}`.replace(/:(\d+)/g, (_, n: string) => `:${Number(n).toString(16)}`);

describe('one network', () => {
  it('an IPv6 /64 is one sender: past the minute limit, any address of it is refused with 429 and Retry-After, another /64 is not', async () => {
    const made = intake({ perNetworkPerMinute: 5 });
    const now = new Date('2026-11-25T10:00:30Z');
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await beacon(made, inSubnet(i), now));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    expect(answers[5]).toMatchObject({ message: 'Too many events from this network; try again in a minute.', retryAfter: 30 });
    expect((await beacon(made, '2001:db8:aa:bc::1', now)).status).toBe(202);
    // IPv4: each address is its own network.
    for (let i = 0; i < 5; i++) await beacon(made, '203.0.113.1', now);
    expect((await beacon(made, '203.0.113.1', now)).status).toBe(429);
    expect((await beacon(made, '203.0.113.2', now)).status).toBe(202);
    // The next minute, the /64 may send again.
    expect((await beacon(made, inSubnet(99), new Date('2026-11-25T10:01:00Z'))).status).toBe(202);
    await made.flush();
    expect(await stored()).toBe(5 + 1 + 5 + 1 + 1);
  });

  it(`a flood from one /64, within the minute limit all day, with other browsers each time, stores the day's cap (${INTAKE_DEFAULTS.perNetworkPerDay}) and no more`, async () => {
    const made = intake();
    const start = new Date('2026-11-25T08:00:00Z').getTime();
    const statuses = new Map<number, number>();
    let last: Awaited<ReturnType<typeof beacon>> | undefined;
    // The most a minute allows, for 25 minutes: 3,000 beacons.
    for (let i = 0; i < 25 * INTAKE_DEFAULTS.perNetworkPerMinute; i++) {
      const now = new Date(start + Math.floor(i / INTAKE_DEFAULTS.perNetworkPerMinute) * 60_000 + (i % 60) * 1000);
      last = await beacon(made, inSubnet(i), now, { ua: `${CHROME} build/${i}`, path: `/flood-${i}` });
      statuses.set(last.status, (statuses.get(last.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({
      202: INTAKE_DEFAULTS.perNetworkPerDay,
      429: 25 * INTAKE_DEFAULTS.perNetworkPerMinute - INTAKE_DEFAULTS.perNetworkPerDay,
    });
    expect(last).toMatchObject({ status: 429, message: 'This network has sent all the events counted in a day; try again tomorrow.' });
    // Until midnight in the site's time zone (UTC here): from 08:24:59.
    expect(last!.retryAfter).toBe(15 * 3600 + 35 * 60 + 1);
    await made.flush();
    expect(await stored()).toBe(INTAKE_DEFAULTS.perNetworkPerDay);
    // Another network is counted meanwhile, and the /64 again tomorrow.
    expect((await beacon(made, '198.51.100.1', new Date(start + 30 * 60_000))).status).toBe(202);
    expect((await beacon(made, inSubnet(1), new Date('2026-11-26T00:00:01Z'))).status).toBe(202);
  }, 60_000);

  it('past the total of a day from everyone, nothing more is kept (202: not the sender’s fault)', async () => {
    const made = intake({ perDay: 30 });
    const now = new Date('2026-11-25T10:00:00Z');
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push((await beacon(made, `198.51.100.${i}`, now)).status);
    expect(answers.every((status) => status === 202)).toBe(true);
    await made.flush();
    expect(await stored()).toBe(30);
  });
});

describe('what one beacon carries', () => {
  it("a campaign with a NUL (utm_source=%00, which PostgreSQL's text refuses) does not lose the other visitors' events written with it", async () => {
    const made = intake();
    const now = new Date('2026-11-25T10:00:00Z');
    for (let i = 0; i < 10; i++) await beacon(made, `198.51.100.${i}`, now);
    const poisoned = await made.take({
      method: 'POST',
      headers: { host: 'axionlabs.dev', 'user-agent': CHROME },
      body: JSON.stringify({ n: 'pageview', p: '/', q: '?utm_source=news%00letter&utm_campaign=%00' }),
      ip: '203.0.113.9',
      now,
    });
    expect(poisoned.status).toBe(202);
    await made.flush();
    expect(await stored()).toBe(11);
    expect(
      await db
        .select({ source: analyticsEvents.utmSource, campaign: analyticsEvents.utmCampaign })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.utmSource, 'newsletter')),
    ).toEqual([{ source: 'newsletter', campaign: null }]);
  });
});

describe('everyone together', () => {
  it('past the ceiling a second, beacons are answered 202 and not kept; the next second takes them again', async () => {
    const made = intake({ perSecond: 100 });
    const now = new Date('2026-11-25T10:00:00.100Z');
    const answers = [];
    for (let i = 0; i < 300; i++) answers.push((await beacon(made, `10.0.${i >> 8}.${i & 255}`, now)).status);
    expect(answers.every((status) => status === 202)).toBe(true);
    await made.flush();
    expect(await stored()).toBe(100);
    for (let i = 0; i < 50; i++) await beacon(made, `10.1.0.${i}`, new Date('2026-11-25T10:00:01.000Z'));
    await made.flush();
    expect(await stored()).toBe(150);
  });

  it('over HTTP, a beacon past the ceiling is answered before its body has arrived (shed, not queued), a 429 says when to come back', async () => {
    const made = intake({ perSecond: 1, perNetworkPerMinute: 3 });
    const server = http.createServer((req, res) => void made.serve(req, res, req.headers['x-test-ip'] as string));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const post = (ip: string, body: string | null) =>
      new Promise<{ status: number; retryAfter?: string }>((resolve, reject) => {
        const request = http.request(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/api/visit',
            headers: { 'user-agent': CHROME, 'x-test-ip': ip, 'content-length': '40', 'content-type': 'text/plain' },
          },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] as string | undefined });
          },
        );
        request.on('error', reject);
        // null: the headers only; the body never comes.
        if (body !== null) request.end(body.padEnd(40));
        else request.flushHeaders();
      });
    try {
      const body = JSON.stringify({ n: 'pageview', p: '/' });
      // Within the same second (the test runs it well under one), the first is kept, the second shed unread.
      let second = Math.floor(Date.now() / 1000);
      let answers: { status: number }[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        while (Math.floor(Date.now() / 1000) === second) await new Promise((resolve) => setTimeout(resolve, 5));
        second = Math.floor(Date.now() / 1000);
        answers = [await post('203.0.113.50', body), await post('203.0.113.51', null)];
        if (Math.floor(Date.now() / 1000) === second) break;
      }
      expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
      // One network over its minute: 429 with Retry-After, also before the body.
      for (let i = 0; i < 3; i++) await post('203.0.113.60', body);
      const refused = await post('203.0.113.60', null);
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("a lead's visit, whatever the visitor sent", () => {
  it('with 100,000 events of one visitor today, is the last visit and reads at most a bounded number of rows', async () => {
    const now = new Date('2026-11-25T20:00:00Z');
    const day = '2026-11-25';
    const visitor = visitorHash(await saltOf(db, day), '203.0.113.77', CHROME);
    // 100,000 events from midnight, one a quarter second, then 40 minutes of nothing...
    await db.execute(sql`
      INSERT INTO analytics_events (occurred_at, day, visitor, name, path, device, browser)
      SELECT ${day}::timestamptz + make_interval(secs => i * 0.25), ${day}, ${visitor}, 'pageview', '/flood-' || i, 'desktop', 'Chrome'
      FROM generate_series(0, 99999) AS i`);
    // ...and the visit that led to the lead: from a campaign, 60 pages and an event a minute apart, ending 2 minutes ago.
    const visitStart = now.getTime() - 62 * 60_000;
    await db.insert(analyticsEvents).values(
      Array.from({ length: 61 }, (_, i) => ({
        occurredAt: new Date(visitStart + i * 60_000),
        day,
        visitor,
        name: i === 60 ? ('contact_started' as const) : ('pageview' as const),
        path: i === 60 ? '/contact' : `/page-${i}`,
        utmSource: i === 0 ? 'newsletter' : null,
        device: 'desktop' as const,
        browser: 'Chrome',
      })),
    );
    // Someone else's events in between: not theirs.
    await db.execute(sql`
      INSERT INTO analytics_events (occurred_at, day, visitor, name, path, device, browser)
      SELECT ${new Date(visitStart)}::timestamptz + make_interval(secs => i), ${day}, ${visitor + 1}, 'pageview', '/other', 'mobile', 'Safari'
      FROM generate_series(0, 999) AS i`);

    // Read in one transaction, with the database's own count of the rows fetched from the table
    // before and after: PostgreSQL 15 also shows counts of the connection's earlier transactions
    // there until it flushes them (at most once a second), so only the difference is this read's.
    const { visit, fetched } = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const rowsFetched = async () => {
        const result = await tx.execute(
          sql`SELECT coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0) AS fetched FROM pg_stat_xact_user_tables WHERE relname = 'analytics_events'`,
        );
        // node-postgres answers { rows }, PGlite's driver the same shape.
        const [stats] = (result as unknown as { rows: { fetched: string | number }[] }).rows;
        return Number(stats?.fetched ?? 0);
      };
      const before = await rowsFetched();
      const found = await findVisit(tx, { ip: '203.0.113.77', userAgent: CHROME }, now);
      return { visit: found, fetched: (await rowsFetched()) - before };
    });
    expect(visit).toMatchObject({ startedAt: new Date(visitStart).toISOString(), landingPage: '/page-0', source: 'newsletter' });
    // The last 50 of its 60 pages (the most a lead keeps), oldest first.
    expect(visit!.pages).toHaveLength(50);
    expect(visit!.pages[0]!.path).toBe('/page-10');
    expect(visit!.pages.at(-1)!.path).toBe('/page-59');
    // The newest events, read backwards along the index: 200, not 100,000.
    expect(fetched).toBeGreaterThan(0);
    expect(fetched).toBeLessThanOrEqual(MAX_VISIT_EVENTS);
  }, 120_000);

  it('a visit longer than the events read (a script) is shown from the first page among them', async () => {
    const now = new Date('2026-11-25T20:00:00Z');
    const day = '2026-11-25';
    const visitor = visitorHash(await saltOf(db, day), '203.0.113.78', CHROME);
    await db.execute(sql`
      INSERT INTO analytics_events (occurred_at, day, visitor, name, path, utm_source, device, browser)
      SELECT ${now}::timestamptz - make_interval(secs => 1000 - i), ${day}, ${visitor}, 'pageview', '/p-' || i, CASE WHEN i = 0 THEN 'ads' END, 'desktop', 'Chrome'
      FROM generate_series(0, 999) AS i`);
    const visit = await findVisit(db, { ip: '203.0.113.78', userAgent: CHROME }, now);
    expect(visit).toMatchObject({ landingPage: `/p-${1000 - MAX_VISIT_EVENTS}`, source: '' });
    expect(await db.select({ n: count() }).from(analyticsEvents).where(eq(analyticsEvents.visitor, visitor))).toEqual([{ n: 1000 }]);
  });
});

describe("a day's roll-up, whatever the visitors sent", () => {
  it(`keeps the ${MAX_VALUES_PER_DAY} busiest values of a dimension and adds up the rest as one row, so the dashboard reads a bounded number of rows a day`, async () => {
    const day = '2026-11-25';
    // A real page seen 1,000 times in 100 visits (of 10 minutes) from a newsletter; 1,000 made-up paths,
    // campaigns and outbound hosts, one each, from 1,000 other 'visitors'.
    await db.execute(sql`
      INSERT INTO analytics_events (occurred_at, day, visitor, name, path, utm_source, utm_campaign, device, browser)
      SELECT ${day}::timestamptz + make_interval(secs => i * 60), ${day}, i / 10, 'pageview', '/services', CASE WHEN i % 10 = 0 THEN 'newsletter' END, NULL, 'desktop', 'Chrome'
      FROM generate_series(0, 999) AS i`);
    await db.execute(sql`
      INSERT INTO analytics_events (occurred_at, day, visitor, name, path, utm_source, utm_campaign, device, browser)
      SELECT ${day}::timestamptz + make_interval(secs => i), ${day}, 1000 + i, 'pageview', '/junk-' || i, 'spam-' || i, 'spam-' || i, 'desktop', 'Chrome'
      FROM generate_series(0, 999) AS i`);
    await db.execute(sql`
      INSERT INTO analytics_events (occurred_at, day, visitor, name, path, value, device, browser)
      SELECT ${day}::timestamptz + make_interval(secs => i + 1), ${day}, 1000 + i, 'outbound', '/junk-' || i, 'host-' || i || '.example', 'desktop', 'Chrome'
      FROM generate_series(0, 999) AS i`);
    await db.transaction((tx) => rollUpDay(tx, day, new Date('2026-11-26T01:00:00Z')));
    const rows = (dimension: string) =>
      db
        .select()
        .from(analyticsDaily)
        .where(sql`${analyticsDaily.day} = ${day} AND ${analyticsDaily.dimension} = ${dimension}`);
    const [total] = await rows('total');
    expect(total).toMatchObject({ visitors: 1100, visits: 1100, pageviews: 2000 });
    for (const [dimension, sumOf] of [
      ['page', 'pageviews'],
      ['landing', 'visits'],
      ['source', 'visits'],
      ['event:outbound', 'events'],
    ] as const) {
      const list = await rows(dimension);
      expect(list.length, dimension).toBeLessThanOrEqual(MAX_VALUES_PER_DAY + 1);
      // Nothing is lost: the rows add up to the day's figures, the rest in one row.
      expect(
        list.reduce((sum, row) => sum + row[sumOf], 0),
        dimension,
      ).toBe(dimension === 'page' ? 2000 : dimension === 'event:outbound' ? 1000 : 1100);
      expect(
        list.find((row) => row.value === OTHER),
        dimension,
      ).toBeDefined();
    }
    expect((await rows('page')).find((row) => row.value === '/services')).toMatchObject({ pageviews: 1000, visitors: 100 });
    expect((await rows('source')).find((row) => row.value === 'newsletter')).toMatchObject({ visits: 100 });
    expect((await rows('page')).find((row) => row.value === OTHER)).toMatchObject({
      pageviews: 1000 - (MAX_VALUES_PER_DAY - 1),
      visitors: 1000 - (MAX_VALUES_PER_DAY - 1),
    });
    // The campaigns: 1,000 made-up ones, 500 rows and the rest.
    expect(await rows('campaign')).toHaveLength(MAX_VALUES_PER_DAY + 1);
  });
});

describe('the CSV export', () => {
  it('streams every roll-up row of the period once, in order, in batches read one after another', async () => {
    const values = ['', ' ', '(other)', '/', '/a', '/A', '/a-b', '/a/b', 'Zebra', 'zebra', '\u00e9t\u00e9'];
    const rows = ['2026-11-23', '2026-11-24', '2026-11-25'].flatMap((day) =>
      ['campaign', 'event:outbound', 'page', 'source'].flatMap((dimension) =>
        Array.from({ length: 40 }, (_, i) => ({ day, dimension, value: `${values[i % values.length]}${i}`, visitors: i })),
      ),
    );
    await db.insert(analyticsDaily).values(rows);
    const expected = await db
      .select()
      .from(analyticsDaily)
      .where(sql`${analyticsDaily.day} BETWEEN '2026-11-24' AND '2026-11-25'`)
      .orderBy(analyticsDaily.day, analyticsDaily.dimension, analyticsDaily.value);
    const batches = [];
    for await (const batch of exportBatches(db, { from: '2026-11-24', to: '2026-11-25' }, 7)) batches.push(batch);
    expect(batches.every((batch) => batch.length <= 7)).toBe(true);
    expect(batches.flat()).toEqual(expected);
    expect(expected).toHaveLength(2 * 4 * 40);

    const csv = await new Response(analyticsCsvStream(db, { from: '2026-11-24', to: '2026-11-25' })).text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Day,Dimension,Value,Visitors,Visits,Page views,Bounces,Visit seconds,Events');
    expect(lines).toHaveLength(1 + 320 + 1);
    expect(lines.slice(1, -1)).toEqual(expected.map((row) => [row.day, row.dimension, csvCell(row.value), row.visitors, 0, 0, 0, 0, 0].join(',')));
  });
});
