// Visit statistics (decision 093), two budgets of issue 23:
// 1. Event intake: wrk posts page view beacons to /api/visit (each from its own address through
//    X-Forwarded-For, TRUST_PROXY on, as many visitors behind a proxy) while a second wrk asks for
//    / at the same time; the events written are counted in the database afterwards, so that a 202
//    that kept nothing would not pass. Budget: at least 2,000 events a second, with pages answered.
// 2. The dashboard over 1,000,000 events: a data directory filled with a million events over 90
//    days (rolled up), then GET /admin/analytics?range=90d and ?range=12m signed in, timed.
//    Budget: the median under 300 ms.
//   npx tsx bench/analytics.ts [--duration=10] [--events=1000000] [--count=20]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { count, sql } from 'drizzle-orm';
import { prepareDataDir } from '../e2e/support/data-dir';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { openPglite } from '../src/server/db/client';
import { analyticsEvents } from '../src/server/db/schema';
import { rollUpDay } from '../src/features/analytics/rollup';
import { nextDay } from '../src/features/analytics/visitor';
import { ensureBuild, makeDataDir, numberArg, percentile, signIn, startServer } from './lib';
import { parseWrk, type Rate } from './throughput';

export const INTAKE_BUDGET_PER_SECOND = 2_000;
export const DASHBOARD_BUDGET_MS = 300;

const EDITOR = { email: 'bench.analytics@axionlabs.dev', password: 'a bench analytics passphrase', name: 'Bench Analytics' };

export type IntakeReport = { seconds: number; beacons: Rate; pagesMeanwhile: Rate; written: number; writtenPerSecond: number };
export type DashboardReport = { events: number; days: number; fillSeconds: number; timings: { path: string; p50Ms: number; p95Ms: number; ok: boolean }[] };

/** wrk with a Lua script (a POST body and a header per request), resolving with its report. */
function wrk(args: string[]): Promise<Rate> {
  const child = spawn(process.env.WRK ?? 'wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${output}`));
      resolve(parseWrk(output));
    }),
  );
}

// Each request: a page view of one of five pages, from one of 50,000 addresses, a desktop Chrome.
const BEACON_LUA = `
local pages = { "/", "/services", "/careers", "/insights", "/estimator" }
local n = 0
request = function()
  n = n + 1
  local body = '{"n":"pageview","p":"' .. pages[(n % 5) + 1] .. '","w":1440}'
  local ip = "10." .. (n % 200) .. "." .. (math.floor(n / 200) % 250) .. ".1"
  return wrk.format("POST", "/api/visit", { ["Content-Type"] = "text/plain;charset=UTF-8", ["X-Forwarded-For"] = ip, ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" }, body)
end
`;

export async function intakeThroughput(duration = numberArg('duration', 10)): Promise<IntakeReport> {
  ensureBuild();
  const dataDir = makeDataDir();
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-')), 'beacons.lua');
  fs.writeFileSync(script, BEACON_LUA);
  const server = await startServer(dataDir, { env: { LOG_LEVEL: 'warn', TRUST_PROXY: 'true' } });
  let report: Omit<IntakeReport, 'written' | 'writtenPerSecond'>;
  try {
    // Warm: the page cache has /, the visitor salt exists.
    await fetch(`${server.url}/`);
    const [beacons, pagesMeanwhile] = await Promise.all([
      wrk(['-t1', '-c20', `-d${duration}s`, '--latency', '-s', script, server.url]),
      wrk(['-t1', '-c4', `-d${duration}s`, '--latency', '-H', 'Accept-Encoding: gzip', `${server.url}/`]),
    ]);
    report = { seconds: duration, beacons, pagesMeanwhile };
  } finally {
    await server.stop();
  }
  // Counted in the database, after the server has written its buffer and stopped.
  const handle = await openPglite(dataDir);
  const [row] = await handle.db.select({ n: count() }).from(analyticsEvents);
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const written = row?.n ?? 0;
  return { ...report, written, writtenPerSecond: written / duration };
}

/** A million page views and events over `days` days: 40 paths, 12 sources, three devices, the estimator's steps. */
async function fillEvents(dataDir: string, total: number, days: number): Promise<void> {
  const handle = await openPglite(dataDir);
  const db = handle.db;
  const today = new Date().toISOString().slice(0, 10);
  const first = nextDay(today, -days);
  const perDay = Math.ceil(total / days);
  for (let day = 0; day < days; day++) {
    const date = nextDay(first, day);
    // About 6 events per visitor, 0-12 minutes apart: visits, bounces and durations like a real site's.
    await db.execute(sql`
      INSERT INTO analytics_events (occurred_at, day, visitor, name, path, value, referrer_host, utm_source, utm_campaign, device, browser)
      SELECT ${date}::date + make_interval(secs => (i / 6) * 7 + (i % 6) * (i % 120)),
        ${date}::date, ((i / 6) * 7919 + ${day}) % 281474976710655,
        CASE WHEN i % 6 = 5 AND i % 4 = 0 THEN 'estimator_step' ELSE 'pageview' END,
        CASE WHEN i % 6 = 5 AND i % 4 = 0 THEN '/estimator' ELSE '/page-' || (i % 40) END,
        CASE WHEN i % 6 = 5 AND i % 4 = 0 THEN (1 + (i / 24) % 7)::text END,
        CASE WHEN i % 6 = 0 AND (i / 6) % 3 = 0 THEN 'site-' || ((i / 6) % 12) || '.example' END,
        CASE WHEN i % 6 = 0 AND (i / 6) % 5 = 0 THEN 'newsletter' END,
        CASE WHEN i % 6 = 0 AND (i / 6) % 5 = 0 THEN 'campaign-' || ((i / 6) % 4) END,
        (ARRAY['desktop', 'mobile', 'tablet'])[1 + (i / 6) % 3],
        (ARRAY['Chrome', 'Safari', 'Firefox', 'Edge'])[1 + (i / 6) % 4]
      FROM generate_series(0, ${perDay - 1}) AS i`);
    await db.transaction((tx) => rollUpDay(tx, date));
  }
  await handle.close();
}

async function timeDashboard(base: string, cookie: string, route: string, requests: number) {
  const durations: number[] = [];
  let ok = true;
  for (let i = 0; i < 3 + requests; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${route}`, { headers: { cookie }, redirect: 'manual' });
    const html = await response.text();
    if (i >= 3) durations.push(performance.now() - started);
    ok &&= response.status === 200 && html.includes('Top pages') && html.includes('/page-1') && !html.includes('Failed to load the statistics');
  }
  durations.sort((a, b) => a - b);
  return { path: route, p50Ms: percentile(durations, 50), p95Ms: percentile(durations, 95), ok };
}

export async function dashboardOverAMillion(total = numberArg('events', 1_000_000), requests = numberArg('count', 20)): Promise<DashboardReport> {
  ensureBuild();
  const days = 90;
  const started = performance.now();
  const dataDir = await prepareDataDir((db) => createAdministrator(db, { ...EDITOR, role: 'editor' }));
  await fillEvents(dataDir, total, days);
  const fillSeconds = (performance.now() - started) / 1000;
  const server = await startServer(dataDir, { env: { LOG_LEVEL: 'warn', SMTP_URL: '' } });
  try {
    const cookie = await signIn(server.url, EDITOR, '/admin/analytics');
    const timings = [];
    for (const route of ['/admin/analytics?range=90d', '/admin/analytics?range=12m', '/admin/analytics?range=7d'])
      timings.push(await timeDashboard(server.url, cookie, route, requests));
    return { events: total, days, fillSeconds, timings };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printAnalytics(intake: IntakeReport, dashboard: DashboardReport) {
  console.log(`visit statistics: ${intake.seconds} s of beacons (20 connections) with / asked at the same time (4 connections):`);
  console.table([
    {
      load: 'POST /api/visit',
      'req/s': Math.round(intake.beacons.requestsPerSecond),
      'p50 / p99 ms': `${intake.beacons.p50Ms.toFixed(1)} / ${intake.beacons.p99Ms.toFixed(1)}`,
      errors: intake.beacons.errors,
    },
    {
      load: 'GET / meanwhile',
      'req/s': Math.round(intake.pagesMeanwhile.requestsPerSecond),
      'p50 / p99 ms': `${intake.pagesMeanwhile.p50Ms.toFixed(1)} / ${intake.pagesMeanwhile.p99Ms.toFixed(1)}`,
      errors: intake.pagesMeanwhile.errors,
    },
  ]);
  console.log(`events written to the database: ${intake.written} (${Math.round(intake.writtenPerSecond)} a second)`);
  console.log(
    `dashboard over ${dashboard.events.toLocaleString('en-US')} events in ${dashboard.days} days (filled and rolled up in ${dashboard.fillSeconds.toFixed(0)} s):`,
  );
  console.table(dashboard.timings.map((t) => ({ page: t.path, 'p50 ms': Math.round(t.p50Ms), 'p95 ms': Math.round(t.p95Ms), ok: t.ok })));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const intake = await intakeThroughput();
  const dashboard = await dashboardOverAMillion();
  printAnalytics(intake, dashboard);
}
