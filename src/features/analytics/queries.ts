// The dashboard's reads (decision 093). Every figure of visits comes from the roll-ups
// (analytics_daily, analytics_hourly), never from the raw events: a year of a busy site is a few
// thousand rows per table. Conversions are the leads themselves, counted by their visit's source
// and landing page, so that each number links to the leads behind it.
import 'server-only';
import { and, type AnyColumn, between, eq, gte, inArray, like, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { analyticsDaily, analyticsHourly, leads } from '@/server/db/schema';
import { INQUIRY_LEAD_KINDS } from '@/features/leads/list-params';
import type { Range } from './range';
import { dayStart, nextDay } from './visitor';

export type Totals = { visitors: number; visits: number; pageviews: number; bounces: number; durationSeconds: number };
export type Summary = Totals & { bounceRate: number | null; averageSeconds: number | null };
/** A bar of the chart: an hour (its instant) or a day ('2026-11-25'). */
export type Point = { start: string; visitors: number; pageviews: number };
export type Row = { value: string; visitors: number; visits: number; pageviews: number; bounces: number; events: number };
export type FunnelStep = { step: number; visitors: number };
export type ConversionRow = { value: string; inquiries: number; estimates: number; visits: number };

const sum = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

function summarize(totals: Totals): Summary {
  return {
    ...totals,
    bounceRate: totals.visits > 0 ? totals.bounces / totals.visits : null,
    averageSeconds: totals.visits > 0 ? totals.durationSeconds / totals.visits : null,
  };
}

async function totals(db: Database, from: string, to: string): Promise<Summary> {
  const [row] = await db
    .select({
      visitors: sum(analyticsDaily.visitors),
      visits: sum(analyticsDaily.visits),
      pageviews: sum(analyticsDaily.pageviews),
      bounces: sum(analyticsDaily.bounces),
      durationSeconds: sum(analyticsDaily.durationSeconds),
    })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.dimension, 'total'), between(analyticsDaily.day, from, to)));
  return summarize(row ?? { visitors: 0, visits: 0, pageviews: 0, bounces: 0, durationSeconds: 0 });
}

/** Visitors and page views over time: per hour for a period of up to two days, else per day (every day, zeros included). */
async function series(db: Database, range: Range, timeZone: string): Promise<{ unit: 'hour' | 'day'; points: Point[] }> {
  if (range.days <= 2) {
    const rows = await db
      .select({ hour: analyticsHourly.hour, visitors: sum(analyticsHourly.visitors), pageviews: sum(analyticsHourly.pageviews) })
      .from(analyticsHourly)
      .where(between(analyticsHourly.day, range.from, range.to))
      .groupBy(analyticsHourly.hour);
    const byHour = new Map(rows.map((row) => [row.hour.getTime(), row]));
    const points: Point[] = [];
    const end = dayStart(nextDay(range.to), timeZone).getTime();
    for (let at = dayStart(range.from, timeZone).getTime(); at < end; at += 3_600_000) {
      const row = byHour.get(at);
      points.push({ start: new Date(at).toISOString(), visitors: row?.visitors ?? 0, pageviews: row?.pageviews ?? 0 });
    }
    return { unit: 'hour', points };
  }
  const rows = await db
    .select({ day: analyticsDaily.day, visitors: analyticsDaily.visitors, pageviews: analyticsDaily.pageviews })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.dimension, 'total'), between(analyticsDaily.day, range.from, range.to)));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const points: Point[] = [];
  for (let day = range.from; day <= range.to; day = nextDay(day)) {
    const row = byDay.get(day);
    points.push({ start: day, visitors: row?.visitors ?? 0, pageviews: row?.pageviews ?? 0 });
  }
  return { unit: 'day', points };
}

/** The top values of a dimension over the period (pages by page views, the rest by visitors). */
export async function topValues(db: Database, dimension: string, range: Pick<Range, 'from' | 'to'>, limit = 10): Promise<Row[]> {
  const visitors = sum(analyticsDaily.visitors);
  const pageviews = sum(analyticsDaily.pageviews);
  return db
    .select({
      value: analyticsDaily.value,
      visitors,
      visits: sum(analyticsDaily.visits),
      pageviews,
      bounces: sum(analyticsDaily.bounces),
      events: sum(analyticsDaily.events),
    })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.dimension, dimension), between(analyticsDaily.day, range.from, range.to)))
    .groupBy(analyticsDaily.value)
    .orderBy(sql`${dimension === 'page' ? pageviews : visitors} DESC`, analyticsDaily.value)
    .limit(limit);
}

/** How many visitors reached each of the estimator's seven steps. */
async function funnel(db: Database, range: Range): Promise<FunnelStep[]> {
  const rows = await db
    .select({ value: analyticsDaily.value, visitors: sum(analyticsDaily.visitors) })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.dimension, 'event:estimator_step'), between(analyticsDaily.day, range.from, range.to)))
    .groupBy(analyticsDaily.value);
  const byStep = new Map(rows.map((row) => [row.value, row.visitors]));
  return Array.from({ length: 7 }, (_, index) => ({ step: index + 1, visitors: byStep.get(String(index + 1)) ?? 0 }));
}

/** Every event's count and visitors over the period (estimates, PDFs, forms, sign-ups, clicks). */
async function events(db: Database, range: Range): Promise<{ name: string; events: number; visitors: number }[]> {
  return db
    .select({ name: sql<string>`substr(${analyticsDaily.dimension}, 7)`, events: sum(analyticsDaily.events), visitors: sum(analyticsDaily.visitors) })
    .from(analyticsDaily)
    .where(and(like(analyticsDaily.dimension, 'event:%'), between(analyticsDaily.day, range.from, range.to)))
    .groupBy(analyticsDaily.dimension);
}

/** Inquiries and estimates of the period by their visit's source or landing page (spam left out). */
async function conversions(db: Database, by: 'source' | 'landing', range: Range, timeZone: string, visits: Map<string, number>): Promise<ConversionRow[]> {
  const column = by === 'source' ? leads.visitSource : leads.landingPage;
  const rows = await db
    .select({
      value: column,
      inquiries: sql<number>`count(*) FILTER (WHERE ${inArray(leads.kind, [...INQUIRY_LEAD_KINDS])})::int`,
      estimates: sql<number>`count(*) FILTER (WHERE ${leads.kind} = 'estimate')::int`,
    })
    .from(leads)
    .where(
      and(
        eq(leads.isSpam, false),
        inArray(leads.kind, [...INQUIRY_LEAD_KINDS, 'estimate']),
        gte(leads.createdAt, dayStart(range.from, timeZone)),
        lt(leads.createdAt, dayStart(nextDay(range.to), timeZone)),
      ),
    )
    .groupBy(column);
  return rows
    .filter((row) => row.value !== null || by === 'source')
    .map((row) => ({
      value: row.value ?? '(not recorded)',
      inquiries: row.inquiries,
      estimates: row.estimates,
      visits: row.value === null ? 0 : (visits.get(row.value) ?? 0),
    }))
    .sort((a, b) => b.inquiries + b.estimates - (a.inquiries + a.estimates) || a.value.localeCompare(b.value));
}

export type AnalyticsDashboard = {
  summary: Summary;
  previous: Summary;
  series: { unit: 'hour' | 'day'; points: Point[] };
  pages: Row[];
  landingPages: Row[];
  sources: Row[];
  campaigns: Row[];
  devices: Row[];
  browsers: Row[];
  funnel: FunnelStep[];
  events: { name: string; events: number; visitors: number }[];
  conversionsBySource: ConversionRow[];
  conversionsByLanding: ConversionRow[];
};

export async function loadAnalyticsDashboard(db: Database, range: Range, timeZone: string): Promise<AnalyticsDashboard> {
  const [summary, previous, chart, pages, landingPages, sources, campaigns, devices, browsers, steps, eventTotals, allSources, allLandings] = await Promise.all(
    [
      totals(db, range.from, range.to),
      totals(db, range.previous.from, range.previous.to),
      series(db, range, timeZone),
      topValues(db, 'page', range),
      topValues(db, 'landing', range),
      topValues(db, 'source', range),
      topValues(db, 'campaign', range),
      topValues(db, 'device', range, 3),
      topValues(db, 'browser', range, 8),
      funnel(db, range),
      events(db, range),
      topValues(db, 'source', range, 1000),
      topValues(db, 'landing', range, 1000),
    ],
  );
  const [conversionsBySource, conversionsByLanding] = await Promise.all([
    conversions(db, 'source', range, timeZone, new Map(allSources.map((row) => [row.value, row.visits]))),
    conversions(db, 'landing', range, timeZone, new Map(allLandings.map((row) => [row.value, row.visits]))),
  ]);
  return {
    summary,
    previous,
    series: chart,
    pages,
    landingPages,
    sources,
    campaigns,
    devices,
    browsers,
    funnel: steps,
    events: eventTotals,
    conversionsBySource,
    conversionsByLanding,
  };
}

/**
 * The period's roll-up rows for the CSV export, per day, dimension and value, in batches along the
 * primary key: up to two years of a day's few hundred rows (a flood's at most some thousands,
 * decision 096), each batch read when the previous one has been sent.
 */
export async function* exportBatches(db: Database, range: Pick<Range, 'from' | 'to'>, size = 1000) {
  let after: { day: string; dimension: string; value: string } | null = null;
  for (;;) {
    const rows: (typeof analyticsDaily.$inferSelect)[] = await db
      .select()
      .from(analyticsDaily)
      .where(
        and(
          between(analyticsDaily.day, range.from, range.to),
          after
            ? sql`(${analyticsDaily.day}, ${analyticsDaily.dimension}, ${analyticsDaily.value}) > (${after.day}::date, ${after.dimension}, ${after.value})`
            : undefined,
        ),
      )
      .orderBy(analyticsDaily.day, analyticsDaily.dimension, analyticsDaily.value)
      .limit(size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows.at(-1)!;
    after = { day: last.day, dimension: last.dimension, value: last.value };
  }
}

/** The main dashboard's cards: the last 7 days' visitors and page views, and the 7 before. */
export async function weekAtAGlance(db: Database, today: string) {
  const from = nextDay(today, -6);
  const [current, before] = await Promise.all([totals(db, from, today), totals(db, nextDay(from, -7), nextDay(from, -1))]);
  return { current, before };
}
