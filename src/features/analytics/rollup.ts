// The roll-up job (decision 093): a day's raw events become its rows of analytics_daily and
// analytics_hourly, which every read of the dashboard uses. A run is claimed through the one row
// of analytics_job (locked, and moved on to the next run's time in the run's own transaction), so
// however many processes run the job, one of them does each run; a crash rolls the claim back.
// A day's rows are computed afresh from its raw events each time (delete, then insert), so a run
// repeated is harmless. Days are final once rolled up after they ended; raw events of final days
// are deleted when they are older than the retention setting. No 'server-only': the bench fills
// a data directory's roll-ups with it.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { startLoop } from '@/server/background-jobs';
import type { Database } from '@/server/db/client';
import { analyticsDaily, analyticsDays, analyticsEvents, analyticsHourly, analyticsJob, siteSettings } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { DEFAULT_RETENTION_DAYS } from '@/features/settings/admin-schema';
import { siteTimeZone } from '@/features/settings/time-zone';
import { dayIn, dayStart, nextDay } from './visitor';

/** A visit ends after 30 minutes without a page view or event (as Google Analytics and Plausible count). */
export const VISIT_GAP_MINUTES = 30;
/** Events arrive up to a quarter second late (the collection's buffer): a day is final a little after it ends. */
const FINAL_AFTER_MS = 5 * 60_000;
const JOB = 'rollup';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The events of one day, each with the visit it belongs to (visitor and running number), and the
 * visits: start, end, page views, landing page, and where it came from (its first event's).
 */
function visitsOf(day: string) {
  return sql`
    marked AS (
      SELECT e.*, CASE WHEN lag(e.occurred_at) OVER w IS NULL OR e.occurred_at - lag(e.occurred_at) OVER w > interval '${sql.raw(String(VISIT_GAP_MINUTES))} minutes' THEN 1 ELSE 0 END AS starts
      FROM analytics_events e WHERE e.day = ${day}
      WINDOW w AS (PARTITION BY e.visitor ORDER BY e.occurred_at, e.id)
    ),
    numbered AS (
      SELECT m.*, sum(m.starts) OVER (PARTITION BY m.visitor ORDER BY m.occurred_at, m.id) AS visit FROM marked m
    ),
    visits AS (
      SELECT visitor, visit,
        min(occurred_at) AS started_at,
        extract(epoch FROM max(occurred_at) - min(occurred_at))::bigint AS seconds,
        count(*) FILTER (WHERE name = 'pageview')::int AS pageviews,
        coalesce((array_agg(path ORDER BY occurred_at, id) FILTER (WHERE name = 'pageview'))[1], (array_agg(path ORDER BY occurred_at, id))[1]) AS landing,
        coalesce((array_agg(coalesce(utm_source, referrer_host) ORDER BY occurred_at, id))[1], '') AS source,
        (array_agg(utm_campaign ORDER BY occurred_at, id))[1] AS campaign,
        (array_agg(device ORDER BY occurred_at, id))[1] AS device,
        (array_agg(browser ORDER BY occurred_at, id))[1] AS browser
      FROM numbered GROUP BY visitor, visit
    )`;
}

/**
 * The most values a dimension keeps a day (pages, landing pages, sources, campaigns, an event's
 * values), the busiest; the rest are one row, OTHER (decision 096). A real site has far fewer in a
 * day; a flood of made-up paths or campaigns would otherwise add a row per event, and every
 * dashboard read over a year would add them all up.
 */
export const MAX_VALUES_PER_DAY = 500;
export const OTHER = '(other)';

/** Rolls up one day: its daily rows (total and per dimension) and its hourly rows, replaced. */
export async function rollUpDay(tx: Tx, day: string, now = new Date()) {
  await tx.delete(analyticsDaily).where(eq(analyticsDaily.day, day));
  await tx.delete(analyticsHourly).where(eq(analyticsHourly.day, day));
  const cap = sql.raw(String(MAX_VALUES_PER_DAY));
  // Per visit: the total, and the visit's landing page, source, campaign, device and browser.
  const perVisit = (dimension: string, column: string | null) => {
    const counts = sql`count(DISTINCT visitor)::int, count(*)::int, coalesce(sum(pageviews), 0)::int, count(*) FILTER (WHERE pageviews <= 1)::int, coalesce(sum(seconds), 0)::bigint, 0`;
    if (!column) return sql`SELECT ${day}::date, ${dimension}::text, '', ${counts} FROM visits`;
    const value = sql.raw(column);
    return sql`
      SELECT ${day}::date, ${dimension}::text, folded, ${counts}
      FROM (
        SELECT visits.*, CASE WHEN ${value} IN (SELECT ${value} FROM visits WHERE ${value} IS NOT NULL GROUP BY ${value} ORDER BY count(*) DESC, ${value} LIMIT ${cap}) THEN ${value} ELSE ${OTHER} END AS folded
        FROM visits WHERE ${value} IS NOT NULL
      ) AS visits
      GROUP BY folded`;
  };
  await tx.execute(sql`
    WITH ${visitsOf(day)},
    pages AS (
      SELECT path, visitor FROM analytics_events WHERE day = ${day} AND name = 'pageview'
    ),
    event_values AS (
      SELECT name, coalesce(value, '') AS value, row_number() OVER (PARTITION BY name ORDER BY count(*) DESC, coalesce(value, '')) AS rank
      FROM analytics_events WHERE day = ${day} AND name <> 'pageview' GROUP BY name, coalesce(value, '')
    )
    INSERT INTO analytics_daily (day, dimension, value, visitors, visits, pageviews, bounces, duration_seconds, events)
    ${perVisit('total', null)}
    UNION ALL ${perVisit('landing', 'landing')}
    UNION ALL ${perVisit('source', 'source')}
    UNION ALL ${perVisit('campaign', 'campaign')}
    UNION ALL ${perVisit('device', 'device')}
    UNION ALL ${perVisit('browser', 'browser')}
    UNION ALL
      SELECT ${day}::date, 'page', folded, count(DISTINCT visitor)::int, 0, count(*)::int, 0, 0, 0
      FROM (
        SELECT visitor, CASE WHEN path IN (SELECT path FROM pages GROUP BY path ORDER BY count(*) DESC, path LIMIT ${cap}) THEN path ELSE ${OTHER} END AS folded FROM pages
      ) AS pages
      GROUP BY folded
    UNION ALL
      SELECT ${day}::date, 'event:' || e.name, CASE WHEN v.rank <= ${cap} THEN v.value ELSE ${OTHER} END, count(DISTINCT e.visitor)::int, 0, 0, 0, 0, count(*)::int
      FROM analytics_events e JOIN event_values v ON v.name = e.name AND v.value = coalesce(e.value, '')
      WHERE e.day = ${day} AND e.name <> 'pageview'
      GROUP BY e.name, 3`);
  await tx.execute(sql`
    WITH ${visitsOf(day)},
    hours AS (
      SELECT date_trunc('hour', occurred_at) AS hour, count(DISTINCT visitor)::int AS visitors, count(*) FILTER (WHERE name = 'pageview')::int AS pageviews, count(*) FILTER (WHERE name <> 'pageview')::int AS events
      FROM analytics_events WHERE day = ${day} GROUP BY 1
    ),
    visit_hours AS (
      SELECT date_trunc('hour', started_at) AS hour, count(*)::int AS visits, count(*) FILTER (WHERE pageviews <= 1)::int AS bounces, sum(seconds)::bigint AS seconds
      FROM visits GROUP BY 1
    )
    INSERT INTO analytics_hourly (day, hour, visitors, visits, pageviews, bounces, duration_seconds, events)
    SELECT ${day}::date, h.hour, h.visitors, coalesce(v.visits, 0), h.pageviews, coalesce(v.bounces, 0), coalesce(v.seconds, 0), h.events
    FROM hours h LEFT JOIN visit_hours v ON v.hour = h.hour`);
  const timeZone = await siteTimeZone(tx as unknown as Database);
  const final = now.getTime() >= dayStart(nextDay(day), timeZone).getTime() + FINAL_AFTER_MS;
  await tx
    .insert(analyticsDays)
    .values({ day, rolledAt: now, final })
    .onConflictDoUpdate({ target: analyticsDays.day, set: { rolledAt: now, final } });
}

/**
 * The days a run rolls up: today, and every earlier day not final yet (yesterday until a run after
 * its end has rolled it). A final day is not rolled again: on the embedded database a day of
 * 100,000 events takes about 0.65 s to roll up, in the server's own thread.
 */
async function daysToRoll(tx: Tx, today: string): Promise<string[]> {
  const yesterday = nextDay(today, -1);
  const open = await tx.select({ day: analyticsDays.day }).from(analyticsDays).where(eq(analyticsDays.final, false));
  const [yesterdayFinal] = await tx
    .select({ day: analyticsDays.day })
    .from(analyticsDays)
    .where(and(eq(analyticsDays.day, yesterday), eq(analyticsDays.final, true)));
  const [oldest] = await tx.select({ day: sql<string | null>`min(${analyticsEvents.day})::text` }).from(analyticsEvents);
  const days = new Set([today, ...(yesterdayFinal ? [] : [yesterday]), ...open.map((row) => row.day)]);
  // Events of a day no run has seen (the processes were stopped before its first run).
  if (oldest?.day && !(await tx.select({ day: analyticsDays.day }).from(analyticsDays).where(eq(analyticsDays.day, oldest.day))).length) days.add(oldest.day);
  return [...days].filter((day) => day <= today).sort();
}

/** Deletes raw events of final days older than the retention: their roll-ups stay. */
async function pruneRawEvents(tx: Tx, today: string, retentionDays: number) {
  const cutoff = nextDay(today, -retentionDays);
  const finalOld = tx
    .select({ day: analyticsDays.day })
    .from(analyticsDays)
    .where(and(eq(analyticsDays.final, true), lt(analyticsDays.day, cutoff)));
  await tx.delete(analyticsEvents).where(and(lt(analyticsEvents.day, cutoff), inArray(analyticsEvents.day, finalOld)));
}

/** The retention setting (Settings, Visit statistics), or the default when unset or unreadable. */
export async function retentionDays(db: Database): Promise<number> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'analytics_retention_days'));
  const days = Number(row?.value);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_RETENTION_DAYS;
}

export type RollupRun = { ran: false } | { ran: true; days: string[] };

/**
 * One run, if it is this process's turn: claims the job's row (skipping it when another process
 * holds it, or when the next run is not due), rolls up, prunes, and sets the next run's time.
 */
export async function runRollup(db: Database, options: { now?: Date; intervalMs?: number; retentionDays?: number; runner?: string } = {}): Promise<RollupRun> {
  const now = options.now ?? new Date();
  const intervalMs = options.intervalMs ?? 60_000;
  await db
    .insert(analyticsJob)
    .values({ name: JOB, nextRunAt: new Date(0) })
    .onConflictDoNothing();
  return db.transaction(async (tx): Promise<RollupRun> => {
    const [job] = await tx.select().from(analyticsJob).where(eq(analyticsJob.name, JOB)).for('update', { skipLocked: true });
    if (!job || job.nextRunAt.getTime() > now.getTime()) return { ran: false };
    const today = dayIn(now, await siteTimeZone(tx as unknown as Database));
    const days = await daysToRoll(tx, today);
    for (const day of days) await rollUpDay(tx, day, now);
    await pruneRawEvents(tx, today, options.retentionDays ?? DEFAULT_RETENTION_DAYS);
    await tx
      .update(analyticsJob)
      .set({ nextRunAt: new Date(now.getTime() + intervalMs), lastRunAt: now, lastRunBy: options.runner ?? null })
      .where(eq(analyticsJob.name, JOB));
    return { ran: true, days };
  });
}

/** Runs the roll-up every `intervalMs` (each process; the claim makes one of them do it). */
export function startRollupWorker(options: { getDb: () => Promise<Database>; intervalMs?: number }) {
  const intervalMs = options.intervalMs ?? 60_000;
  const runner = `${process.pid}:${randomUUID().slice(0, 8)}`;
  return startLoop({
    name: 'analytics-rollup',
    // A little more often than the interval: the claim decides, and a stopped process's turn passes quickly.
    everyMs: Math.max(1_000, Math.floor(intervalMs / 4)),
    failed: 'visit statistics roll-up failed',
    run: async () => {
      const db = await options.getDb();
      const result = await runRollup(db, { intervalMs, retentionDays: await retentionDays(db), runner });
      if (result.ran) logger.debug({ days: result.days }, 'visit statistics rolled up');
    },
  });
}
