import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '@/server/db/client';
import { analyticsDaily, analyticsDays, analyticsEvents, analyticsHourly, analyticsJob, analyticsSalts, siteSettings } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { createVisitIntake } from './intake';
import { findVisit, visitColumns } from './lead-visit';
import { rollUpDay, runRollup } from './rollup';
import { dayIn } from './visitor';

const ROOT = path.resolve(import.meta.dirname, '../../..');

let db: Database;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  db = (await createTestDatabase()).db;
});
beforeEach(async () => {
  for (const table of [analyticsEvents, analyticsDaily, analyticsHourly, analyticsDays, analyticsJob, analyticsSalts]) await db.delete(table);
  await db.delete(siteSettings).where(eq(siteSettings.key, 'time_zone'));
});

const at = (iso: string) => new Date(iso);

/** Beacons through the real intake (hash, salt, buffer), at set times; then written. */
async function beacons(list: { ip: string; ua?: string; at: string; body: Record<string, unknown>; headers?: Record<string, string> }[]) {
  const intake = createVisitIntake({ getDb: async () => db, flushIntervalMs: 60_000 });
  const answers = [];
  for (const beacon of list) {
    answers.push(
      await intake.take({
        method: 'POST',
        headers: { host: 'axionlabs.dev', 'user-agent': beacon.ua ?? CHROME, ...beacon.headers },
        body: JSON.stringify(beacon.body),
        ip: beacon.ip,
        now: at(beacon.at),
      }),
    );
  }
  await intake.stop();
  return answers.map((answer) => answer.status);
}

const daily = (day: string, dimension: string) =>
  db
    .select({
      value: analyticsDaily.value,
      visitors: analyticsDaily.visitors,
      visits: analyticsDaily.visits,
      pageviews: analyticsDaily.pageviews,
      bounces: analyticsDaily.bounces,
      durationSeconds: analyticsDaily.durationSeconds,
      events: analyticsDaily.events,
    })
    .from(analyticsDaily)
    .where(sql`${analyticsDaily.day} = ${day} AND ${analyticsDaily.dimension} = ${dimension}`)
    .orderBy(asc(analyticsDaily.value));

describe('the roll-up of a day', () => {
  it('counts visitors, visits, bounces and durations, and per page, landing page, source, campaign, device and event', async () => {
    expect(
      await beacons([
        // Visitor A: from a search engine, three pages in 4 minutes, then again 2 hours later (a second visit, one page).
        { ip: '203.0.113.1', at: '2026-11-20T09:00:00Z', body: { n: 'pageview', p: '/', r: 'https://www.google.com/search?q=x', w: 1440 } },
        { ip: '203.0.113.1', at: '2026-11-20T09:02:00Z', body: { n: 'pageview', p: '/services', w: 1440 } },
        { ip: '203.0.113.1', at: '2026-11-20T09:04:00Z', body: { n: 'pageview', p: '/estimator', w: 1440 } },
        { ip: '203.0.113.1', at: '2026-11-20T09:04:10Z', body: { n: 'estimator_step', p: '/estimator', v: '1', w: 1440 } },
        { ip: '203.0.113.1', at: '2026-11-20T11:00:00Z', body: { n: 'pageview', p: '/', w: 1440 } },
        // Visitor B: a newsletter campaign on a phone, one page (a bounce).
        {
          ip: '203.0.113.2',
          ua: IPHONE,
          at: '2026-11-20T10:30:00Z',
          body: { n: 'pageview', p: '/insights', q: '?utm_source=Newsletter&utm_campaign=nov', w: 390 },
        },
        // Same address, another browser: another visitor.
        { ip: '203.0.113.1', ua: IPHONE, at: '2026-11-20T10:45:00Z', body: { n: 'pageview', p: '/', w: 390 } },
      ]),
    ).toEqual([202, 202, 202, 202, 202, 202, 202]);
    await db.transaction((tx) => rollUpDay(tx, '2026-11-20', at('2026-11-20T12:00:00Z')));

    expect(await daily('2026-11-20', 'total')).toEqual([{ value: '', visitors: 3, visits: 4, pageviews: 6, bounces: 3, durationSeconds: 250, events: 0 }]);
    expect(await daily('2026-11-20', 'page')).toEqual([
      { value: '/', visitors: 2, visits: 0, pageviews: 3, bounces: 0, durationSeconds: 0, events: 0 },
      { value: '/estimator', visitors: 1, visits: 0, pageviews: 1, bounces: 0, durationSeconds: 0, events: 0 },
      { value: '/insights', visitors: 1, visits: 0, pageviews: 1, bounces: 0, durationSeconds: 0, events: 0 },
      { value: '/services', visitors: 1, visits: 0, pageviews: 1, bounces: 0, durationSeconds: 0, events: 0 },
    ]);
    expect((await daily('2026-11-20', 'source')).map(({ value, visits, visitors }) => ({ value, visits, visitors }))).toEqual([
      { value: '', visits: 2, visitors: 2 },
      { value: 'google.com', visits: 1, visitors: 1 },
      { value: 'newsletter', visits: 1, visitors: 1 },
    ]);
    expect((await daily('2026-11-20', 'campaign')).map(({ value, visits }) => ({ value, visits }))).toEqual([{ value: 'nov', visits: 1 }]);
    expect((await daily('2026-11-20', 'landing')).map(({ value, visits, bounces }) => ({ value, visits, bounces }))).toEqual([
      { value: '/', visits: 3, bounces: 2 },
      { value: '/insights', visits: 1, bounces: 1 },
    ]);
    expect((await daily('2026-11-20', 'device')).map(({ value, visitors }) => ({ value, visitors }))).toEqual([
      { value: 'desktop', visitors: 1 },
      { value: 'mobile', visitors: 2 },
    ]);
    expect((await daily('2026-11-20', 'browser')).map(({ value, visitors }) => ({ value, visitors }))).toEqual([
      { value: 'Chrome', visitors: 1 },
      { value: 'Safari', visitors: 2 },
    ]);
    expect(await daily('2026-11-20', 'event:estimator_step')).toEqual([
      { value: '1', visitors: 1, visits: 0, pageviews: 0, bounces: 0, durationSeconds: 0, events: 1 },
    ]);

    const hours = await db.select().from(analyticsHourly).where(eq(analyticsHourly.day, '2026-11-20')).orderBy(asc(analyticsHourly.hour));
    expect(hours.map((h) => [h.hour.toISOString().slice(11, 13), h.visitors, h.pageviews, h.visits])).toEqual([
      ['09', 1, 3, 1],
      ['10', 2, 2, 2],
      ['11', 1, 1, 1],
    ]);
    // The hours add up to the day's page views and visits.
    expect(hours.reduce((sum, h) => sum + h.pageviews, 0)).toBe(6);
    expect(hours.reduce((sum, h) => sum + h.visits, 0)).toBe(4);
  });
});

describe('the switch in Settings', () => {
  it('turned off, keeps nothing a beacon sends (a cached page may still send one); turned on, counts again', async () => {
    await db.insert(siteSettings).values({ key: 'analytics_enabled', value: false });
    try {
      expect(await beacons([{ ip: '203.0.113.70', at: '2026-11-20T09:00:00Z', body: { n: 'pageview', p: '/' } }])).toEqual([202]);
      expect(await db.select().from(analyticsEvents)).toHaveLength(0);
    } finally {
      await db.delete(siteSettings).where(eq(siteSettings.key, 'analytics_enabled'));
    }
    expect(await beacons([{ ip: '203.0.113.70', at: '2026-11-20T09:00:00Z', body: { n: 'pageview', p: '/' } }])).toEqual([202]);
    expect(await db.select().from(analyticsEvents)).toHaveLength(1);
  });
});

describe('the roll-ups of any day', () => {
  // Visits recomputed here from the raw rows, as the dashboard defines them: a visitor's events
  // with no gap over 30 minutes; a bounce is a visit with at most one page view.
  function visitsOf(rows: { visitor: number; occurredAt: Date; name: string }[]) {
    const byVisitor = new Map<number, { occurredAt: Date; name: string }[]>();
    for (const row of rows) byVisitor.set(row.visitor, [...(byVisitor.get(row.visitor) ?? []), row]);
    let visits = 0;
    let bounces = 0;
    let seconds = 0;
    for (const events of byVisitor.values()) {
      events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
      let start = 0;
      for (let index = 1; index <= events.length; index++) {
        if (index < events.length && events[index]!.occurredAt.getTime() - events[index - 1]!.occurredAt.getTime() <= 30 * 60_000) continue;
        const visit = events.slice(start, index);
        visits++;
        if (visit.filter((event) => event.name === 'pageview').length <= 1) bounces++;
        seconds += Math.floor((visit.at(-1)!.occurredAt.getTime() - visit[0]!.occurredAt.getTime()) / 1000);
        start = index;
      }
    }
    return { visitors: byVisitor.size, visits, bounces, seconds };
  }

  const beacon = fc.record({
    visitor: fc.integer({ min: 0, max: 7 }),
    minute: fc.integer({ min: 0, max: 1439 }),
    second: fc.integer({ min: 0, max: 59 }),
    name: fc.constantFrom('pageview', 'pageview', 'pageview', 'estimator_step', 'contact_started', 'booking_click'),
    path: fc.constantFrom('/', '/services', '/estimator', '/insights'),
    referrer: fc.option(fc.constantFrom('https://www.google.com/', 'https://linkedin.com/feed'), { nil: undefined }),
    query: fc.option(fc.constantFrom('?utm_source=newsletter&utm_campaign=nov', '?utm_source=ads'), { nil: undefined }),
    width: fc.constantFrom(390, 800, 1440),
  });

  it('add up to the raw events: totals, every dimension, the hours and the visits counted apart', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(beacon, { minLength: 1, maxLength: 40 }), async (list) => {
        for (const table of [analyticsEvents, analyticsDaily, analyticsHourly, analyticsDays]) await db.delete(table);
        const sorted = [...list].sort((a, b) => a.minute * 60 + a.second - (b.minute * 60 + b.second));
        await beacons(
          sorted.map((b) => ({
            ip: `198.51.100.${b.visitor}`,
            at: new Date(Date.UTC(2026, 10, 20, 0, b.minute, b.second)).toISOString(),
            body: { n: b.name, p: b.path, v: b.name === 'estimator_step' ? '1' : undefined, r: b.referrer, q: b.query, w: b.width },
          })),
        );
        await db.transaction((tx) => rollUpDay(tx, '2026-11-20', at('2026-11-21T01:00:00Z')));
        const raw = await db
          .select({ visitor: analyticsEvents.visitor, occurredAt: analyticsEvents.occurredAt, name: analyticsEvents.name })
          .from(analyticsEvents);
        const pageviews = raw.filter((row) => row.name === 'pageview').length;
        const expected = visitsOf(raw);

        const [total] = await daily('2026-11-20', 'total');
        expect(total).toEqual({
          value: '',
          visitors: expected.visitors,
          visits: expected.visits,
          pageviews,
          bounces: expected.bounces,
          durationSeconds: expected.seconds,
          events: 0,
        });
        const sum = (rows: { visits: number; pageviews: number; events: number }[], key: 'visits' | 'pageviews' | 'events') =>
          rows.reduce((n, row) => n + row[key], 0);
        expect(sum(await daily('2026-11-20', 'page'), 'pageviews')).toBe(pageviews);
        // Every visit has one landing page, source, device and browser.
        for (const dimension of ['landing', 'source', 'device', 'browser'])
          expect(sum(await daily('2026-11-20', dimension), 'visits'), dimension).toBe(expected.visits);
        const events = await db
          .select()
          .from(analyticsDaily)
          .where(sql`${analyticsDaily.day} = '2026-11-20' AND ${analyticsDaily.dimension} LIKE 'event:%'`);
        expect(sum(events, 'events')).toBe(raw.length - pageviews);
        const hours = await db.select().from(analyticsHourly).where(eq(analyticsHourly.day, '2026-11-20'));
        expect({ pageviews: sum(hours, 'pageviews'), visits: sum(hours, 'visits'), events: sum(hours, 'events') }).toEqual({
          pageviews,
          visits: expected.visits,
          events: raw.length - pageviews,
        });
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});

describe('the roll-up job', () => {
  it('equals the raw counts, however many runs, and is claimed by one of two runners at once', async () => {
    const now = at('2026-11-25T15:00:00Z');
    const list = Array.from({ length: 120 }, (_, index) => ({
      ip: `198.51.100.${index % 40}`,
      at: new Date(now.getTime() - (index % 7) * 60_000).toISOString(),
      body: { n: 'pageview', p: index % 3 ? '/' : '/careers' },
    }));
    await beacons(list);
    const [runA, runB] = await Promise.all([runRollup(db, { now, runner: 'a' }), runRollup(db, { now, runner: 'b' })]);
    expect([runA.ran, runB.ran].filter(Boolean)).toHaveLength(1);
    // Not due again until the interval has passed.
    expect(await runRollup(db, { now: new Date(now.getTime() + 30_000) })).toEqual({ ran: false });
    const [raw] = await db
      .select({ pageviews: sql<number>`count(*)::int`, visitors: sql<number>`count(DISTINCT ${analyticsEvents.visitor})::int` })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.day, '2026-11-25'));
    const [total] = await daily('2026-11-25', 'total');
    expect({ pageviews: total!.pageviews, visitors: total!.visitors }).toEqual(raw);
    expect(total!.visitors).toBe(40);
    // A later run rolls the day again: the same figures, not twice them.
    expect((await runRollup(db, { now: new Date(now.getTime() + 61_000) })).ran).toBe(true);
    expect((await daily('2026-11-25', 'total'))[0]!.pageviews).toBe(120);
    expect((await daily('2026-11-25', 'page')).map((row) => [row.value, row.pageviews])).toEqual([
      ['/', 80],
      ['/careers', 40],
    ]);
  });

  it('marks a day final after it ended, then deletes its raw events past the retention, keeping its figures', async () => {
    await beacons([{ ip: '203.0.113.9', at: '2026-10-01T12:00:00Z', body: { n: 'pageview', p: '/about' } }]);
    expect((await runRollup(db, { now: at('2026-10-01T12:01:00Z') })).ran).toBe(true);
    expect((await db.select().from(analyticsDays).where(eq(analyticsDays.day, '2026-10-01')))[0]).toMatchObject({ final: false });
    // The next day: yesterday is rolled up once more and is final.
    await runRollup(db, { now: at('2026-10-02T01:00:00Z') });
    expect((await db.select().from(analyticsDays).where(eq(analyticsDays.day, '2026-10-01')))[0]!.final).toBe(true);
    // A final day is not rolled again: the next run rolls today alone.
    expect(await runRollup(db, { now: at('2026-10-02T01:02:00Z') })).toEqual({ ran: true, days: ['2026-10-02'] });
    // 31 days later the raw event is gone, its day's figures stay.
    await runRollup(db, { now: at('2026-11-02T01:00:00Z'), retentionDays: 30 });
    expect(await db.select().from(analyticsEvents)).toHaveLength(0);
    expect((await daily('2026-10-01', 'page'))[0]).toMatchObject({ value: '/about', pageviews: 1, visitors: 1 });
  });

  it("counts days in the site's time zone", async () => {
    await db.insert(siteSettings).values({ key: 'time_zone', value: 'America/New_York' });
    // 02:00 UTC on 21 Nov is still 20 Nov in New York.
    await beacons([{ ip: '203.0.113.5', at: '2026-11-21T02:00:00Z', body: { n: 'pageview', p: '/' } }]);
    expect((await db.select({ day: analyticsEvents.day }).from(analyticsEvents))[0]!.day).toBe('2026-11-20');
    expect(dayIn(at('2026-11-21T02:00:00Z'), 'America/New_York')).toBe('2026-11-20');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes (PostgreSQL)', () => {
  it('roll up once: of two processes started together, one runs, and the figures equal the raw counts', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(serverUrl);
    await admin.db.execute(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const shared = await openPostgres(url.toString());
    try {
      await shared.migrate();
      const now = '2026-11-25T15:00:00.000Z';
      const intake = createVisitIntake({ getDb: async () => shared.db, flushIntervalMs: 60_000 });
      for (let index = 0; index < 300; index++) {
        await intake.take({
          method: 'POST',
          headers: { host: 'axionlabs.dev', 'user-agent': CHROME },
          body: JSON.stringify({ n: 'pageview', p: `/page-${index % 4}` }),
          ip: `198.51.100.${index % 60}`,
          now: new Date(now),
        });
      }
      await intake.stop();
      const run = (runner: string) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', '--import', './scripts/allow-server-only.mjs', 'src/test/analytics-rollup-runner.ts'], {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: url.toString(), ROLLUP_NOW: now, RUNNER: runner, LOG_LEVEL: 'silent' },
        }).then(({ stdout }) => JSON.parse(stdout.trim().split('\n').at(-1)!) as { ran: boolean });
      const results = await Promise.all([run('one'), run('two')]);
      expect(results.filter((result) => result.ran)).toHaveLength(1);
      const [total] = await shared.db
        .select()
        .from(analyticsDaily)
        .where(sql`${analyticsDaily.day} = '2026-11-25' AND ${analyticsDaily.dimension} = 'total'`);
      expect({ pageviews: total!.pageviews, visitors: total!.visitors }).toEqual({ pageviews: 300, visitors: 60 });
      const [job] = await shared.db.select().from(analyticsJob);
      expect(['one', 'two']).toContain(job!.lastRunBy);
    } finally {
      await shared.close();
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    }
  }, 60_000);
});

describe("a lead's visit", () => {
  it("is the sender's latest visit today: landing page, source and pages seen; none for DNT, a bot or a stranger", async () => {
    const now = at('2026-11-25T15:00:00Z');
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    await beacons([
      // An earlier visit (over 30 minutes before): not the one that led to the lead.
      { ip: '203.0.113.40', at: minutesAgo(90), body: { n: 'pageview', p: '/careers', r: 'https://news.ycombinator.com/' } },
      { ip: '203.0.113.40', at: minutesAgo(10), body: { n: 'pageview', p: '/services', q: '?utm_source=linkedin&utm_campaign=ai-week', w: 390 } },
      { ip: '203.0.113.40', at: minutesAgo(8), body: { n: 'pageview', p: '/estimator', w: 390 } },
      { ip: '203.0.113.40', at: minutesAgo(7), body: { n: 'estimator_step', p: '/estimator', v: '1', w: 390 } },
    ]);
    const visit = await findVisit(db, { ip: '203.0.113.40', userAgent: CHROME }, now);
    expect(visit).toMatchObject({ landingPage: '/services', source: 'linkedin', utmCampaign: 'ai-week', device: 'mobile', browser: 'Chrome' });
    expect(visit!.pages.map((page) => page.path)).toEqual(['/services', '/estimator']);
    expect(await findVisit(db, { ip: '203.0.113.40', userAgent: CHROME, dnt: '1' }, now)).toBeNull();
    expect(await findVisit(db, { ip: '203.0.113.40', userAgent: 'curl/8.5.0' }, now)).toBeNull();
    expect(await findVisit(db, { ip: '203.0.113.99', userAgent: CHROME }, now)).toBeNull();
    expect(await visitColumns(db, { ip: '203.0.113.40', userAgent: CHROME }, {}, now)).toMatchObject({ visitSource: 'linkedin', landingPage: '/services' });
    // Not seen by the statistics: the source the form carried, if any.
    expect(await visitColumns(db, { ip: '203.0.113.99', userAgent: CHROME }, { utmSource: 'Newsletter' }, now)).toEqual({ visitSource: 'newsletter' });
    expect(await visitColumns(db, null, { referrer: 'https://www.google.com/search?q=agency' }, now)).toEqual({ visitSource: 'google.com' });
    expect(await visitColumns(db, null, {}, now)).toEqual({});
  });
});
