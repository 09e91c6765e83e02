// Estimate generation under load: N concurrent calls (default 100) of the wizard's server action
// on loopback, each from its own address, then a count of the stored estimates. Also the client
// JavaScript the wizard page loads (gzip), in all and beyond what the home page already loads.
//   npx tsx bench/estimate-load.ts [--count=100]
import { gzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { estimates } from '../src/server/db/schema';
import { seedDatabase } from '../src/server/db/seed';
import { getEstimatorDataFrom } from './estimator-data';
import { ensureBuild, makeDataDir, numberArg, printReport, runConcurrently, serverActionId, startServer, type LoadReport } from './lib';

async function scriptBytes(base: string, path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
  const sizes = new Map<string, number>();
  for (const src of sources) sizes.set(src, gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length);
  return sizes;
}

export async function estimateLoad(total = numberArg('count', 100)): Promise<LoadReport & { wizardJsKiB: number; wizardOwnJsKiB: number }> {
  ensureBuild();
  const actionId = serverActionId('src/features/estimator/actions.ts', 'generateEstimate');
  const dataDir = makeDataDir();
  // Seed first, to read the ids the choices refer to.
  const database = await openPglite(dataDir);
  await database.migrate();
  await seedDatabase(database.db);
  const data = await getEstimatorDataFrom(database.db);
  await database.close();

  const server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' } });
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
    const result = await runConcurrently(total, async (i) => {
      const response = await fetch(`${server.url}/estimator`, {
        method: 'POST',
        headers: { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` },
        body: JSON.stringify([choices(i)]),
      });
      return response.ok && (await response.text()).includes('"status":"success"');
    });

    const wizard = await scriptBytes(server.url, '/estimator');
    const home = await scriptBytes(server.url, '/');
    const sum = (sizes: Iterable<number>) => [...sizes].reduce((a, b) => a + b, 0) / 1024;
    const own = [...wizard].filter(([src]) => !home.has(src)).map(([, size]) => size);

    await server.stop();
    const check = await openPglite(dataDir);
    const [row] = await check.db.select({ n: count() }).from(estimates);
    await check.close();
    return {
      name: 'estimate generation',
      requests: total,
      stored: row?.n ?? 0,
      perSecond: result.succeeded / result.seconds,
      ...result,
      wizardJsKiB: sum(wizard.values()),
      wizardOwnJsKiB: sum(own),
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await estimateLoad();
  printReport(report);
  console.log(`wizard page JavaScript: ${report.wizardJsKiB.toFixed(1)} KiB gzip in all, ${report.wizardOwnJsKiB.toFixed(1)} KiB beyond the home page`);
  if (report.stored !== report.succeeded) {
    console.error(`FAIL: ${report.succeeded} successful answers but ${report.stored} estimates stored`);
    process.exit(1);
  }
}
