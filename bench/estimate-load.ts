// Estimate generation under load: N calls (default 200) of the wizard's server action on loopback,
// 20 at a time (the budget: p95 <= 50 ms), each from its own address, then a count of the stored
// estimates: every success must be one estimate.
//   npx tsx bench/estimate-load.ts [--count=200] [--concurrency=20]
// With BENCH_DATABASE_URL (a PostgreSQL server the bench may create databases on), the server
// runs on a throw-away database there instead of the embedded one.
import { count, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client';
import { estimates } from '../src/server/db/schema';
import { seedDatabase } from '../src/seed/seed';
import { getEstimatorDataFrom } from './estimator-data';
import { ensureBuild, makeDataDir, numberArg, printReport, runConcurrently, serverActionId, startServer, type LoadReport } from './lib';

export const ESTIMATE_P95_BUDGET_MS = 50;

export async function estimateLoad(total = numberArg('count', 200), concurrency = numberArg('concurrency', 20)): Promise<LoadReport & { concurrency: number }> {
  ensureBuild();
  const actionId = serverActionId('src/features/estimator/actions.ts', 'generateEstimate');
  const dataDir = makeDataDir();
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const databaseUrl = serverUrl ? await createDatabase(serverUrl) : undefined;
  const open = () => (databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir));
  // Seed first, to read the ids the choices refer to.
  const database = await open();
  await database.migrate();
  await seedDatabase(database.db);
  const data = await getEstimatorDataFrom(database.db);
  await database.close();

  const server = await startServer(dataDir, { databaseUrl, env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' } });
  try {
    const choices = (i: number) => ({
      requestId: crypto.randomUUID(),
      projectTypeId: data.projectTypeId,
      features: data.featureIds.slice(0, 3).map((id, n) => ({ id, complexity: (n % 3) + 1 })),
      complexity: { scale: 0.6, complexity: 0.5, platforms: 0.25, performance: 0.3 },
      designLevel: 'premium',
      delivery: { timeline: 'asap', support: 'standard', phases: 0.5 },
      contact: { name: `Load Test ${i}`, email: `estimate${i}@example.com` },
    });
    const generate = async (i: number) => {
      const response = await fetch(`${server.url}/estimator`, {
        method: 'POST',
        headers: {
          'Next-Action': actionId,
          'Content-Type': 'text/plain;charset=UTF-8',
          Accept: 'text/x-component',
          'x-forwarded-for': `10.1.${i >> 8}.${i & 255}`,
        },
        body: JSON.stringify([choices(i)]),
      });
      return response.ok && (await response.text()).includes('"status":"success"');
    };
    // A few first, so that the timings are of a warm server (compiled code, cached data).
    const warmUp = 10;
    const warm = await runConcurrently(warmUp, (i) => generate(total + i), 1);
    const result = await runConcurrently(total, generate, concurrency);

    await server.stop();
    const check = await open();
    const [row] = await check.db.select({ n: count() }).from(estimates);
    await check.close();
    return {
      name: `estimate generation, ${concurrency} at a time${databaseUrl ? ' (PostgreSQL)' : ''}`,
      requests: total,
      stored: (row?.n ?? 0) - warm.succeeded,
      perSecond: result.succeeded / result.seconds,
      ...result,
      concurrency,
    };
  } finally {
    await server.stop();
    if (serverUrl && databaseUrl) await dropDatabase(serverUrl, databaseUrl);
  }
}

async function onServer<T>(serverUrl: string, run: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openPostgres(serverUrl);
  try {
    return await run(handle);
  } finally {
    await handle.close();
  }
}

async function createDatabase(serverUrl: string): Promise<string> {
  const name = `agency_bench_${Date.now()}`;
  await onServer(serverUrl, (handle) => handle.db.execute(sql.raw(`create database ${name}`)));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(serverUrl: string, databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  await onServer(serverUrl, (handle) => handle.db.execute(sql.raw(`drop database if exists ${name} with (force)`)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await estimateLoad();
  printReport(report);
  if (report.stored !== report.succeeded) console.error(`FAIL: ${report.succeeded} successful answers but ${report.stored} estimates stored`);
  if (report.p95Ms > ESTIMATE_P95_BUDGET_MS) console.error(`FAIL: p95 ${report.p95Ms.toFixed(0)} ms is over the budget of ${ESTIMATE_P95_BUDGET_MS} ms`);
  if (report.stored !== report.succeeded || report.p95Ms > ESTIMATE_P95_BUDGET_MS) process.exit(1);
}
