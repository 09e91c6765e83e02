// Reads of the content API (a page by id, a list of 20 pages) at 20 connections with wrk, beside
// the rate of / from the page cache on the same server: the API answers every request from the
// database (a key lookup, a rate-limit count, the rows), the page cache from memory. Without a
// key (what a build pipeline of the public site reads); the server runs with the per-address
// limit raised, or the run would measure 429s.
//   npx tsx bench/api-reads.ts [--duration=8]      (needs wrk: apt-get install -y wrk)
import { ensureBuild, makeDataDir, numberArg, startServer } from './lib';
import { measure, type Rate } from './throughput';

export type ApiReadResult = { read: string; rate: Rate; ok: boolean };

/** The environment the bench's server needs for this script. */
export const API_BENCH_ENV = { API_ANONYMOUS_RATE_LIMIT: '1000000' };

export async function apiReads(appUrl: string, duration = numberArg('duration', 8)): Promise<ApiReadResult[]> {
  const list = (await (await fetch(`${appUrl}/api/v1/pages?limit=20`)).json()) as { data: { id: string }[] };
  const id = list.data[0]?.id;
  if (!id || list.data.length !== 20) throw new Error(`the API listed ${list.data.length} pages, the bench needs 20`);
  const reads = [`/api/v1/pages/${id}`, '/api/v1/pages?limit=20'];
  const results: ApiReadResult[] = [];
  for (const read of reads) {
    const ok = (await fetch(`${appUrl}${read}`)).status === 200;
    results.push({ read, rate: await measure(`${appUrl}${read}`, duration), ok });
  }
  return results;
}

export function printApiReads(results: ApiReadResult[], pageCacheRate?: Rate) {
  console.log('\nContent API reads (wrk, 2 threads, 20 connections, no key)');
  console.table([
    ...results.map((r) => ({ read: r.read, 'req/s': Math.round(r.rate.requestsPerSecond), 'p50 ms': r.rate.p50Ms, 'p99 ms': r.rate.p99Ms, errors: r.rate.errors, status: r.ok ? 200 : 'not 200' })),
    ...(pageCacheRate ? [{ read: '/ (page cache, for comparison)', 'req/s': Math.round(pageCacheRate.requestsPerSecond), 'p50 ms': pageCacheRate.p50Ms, 'p99 ms': pageCacheRate.p99Ms, errors: pageCacheRate.errors, status: 200 }] : []),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const server = await startServer(makeDataDir(), { env: { LOG_LEVEL: 'warn', ...API_BENCH_ENV } });
  try {
    const duration = numberArg('duration', 8);
    const home = await measure(`${server.url}/`, duration);
    printApiReads(await apiReads(server.url, duration), home);
  } finally {
    await server.stop();
  }
}
