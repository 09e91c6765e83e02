// The content API read with a key (what an editor's tool or a build pipeline with a key reads), at
// 20 connections with wrk: reads of collections whose writes invalidate the cache are kept per key
// role (decision 099), so a key's reads come from memory once its role is known. The reads without
// a key are measured with the other public answers beside nginx (throughput.ts).
// Budget (issue 34): at least 1,000 reads a second.
//   npx tsx bench/api-reads.ts [--duration=5]      (needs wrk: apt-get install -y wrk)
import { execFileSync } from 'node:child_process';
import { prepareDataDir } from '../e2e/support/data-dir';
import { API_BENCH_ENV, ensureBuild, numberArg, startServer } from './lib';
import { measure, type Rate } from './throughput';

export const KEYED_READS_BUDGET_PER_SECOND = 1000;

export type ApiReadResult = { read: string; rate: Rate; ok: boolean; fromCache: boolean };

export async function keyedApiReads(duration = numberArg('duration', 5)): Promise<ApiReadResult[]> {
  const dataDir = await prepareDataDir(async () => {});
  // As an operator makes one (README, API keys), before the server opens the embedded database.
  const printed = execFileSync('npm', ['run', '--silent', 'api-key:create', '--', '--name', 'Bench pipeline', '--role', 'editor'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const key = /^(ak_\S+)$/m.exec(printed)![1]!;
  const headers = { authorization: `Bearer ${key}` };
  const server = await startServer(dataDir, { env: { LOG_LEVEL: 'warn', ...API_BENCH_ENV, API_RATE_LIMIT: '1000000' } });
  try {
    const jobs = (await (await fetch(`${server.url}/api/v1/jobs?limit=1`, { headers })).json()) as { data: { id: string }[] };
    const results: ApiReadResult[] = [];
    for (const read of ['/api/v1/jobs', `/api/v1/jobs/${jobs.data[0]!.id}`, '/api/v1/partners?limit=50']) {
      let answer: Response | undefined;
      // The key's first read teaches the server its role, the next fills the cache, the one after is from it.
      for (let attempt = 0; attempt < 4 && answer?.headers.get('x-page-cache') !== 'hit'; attempt++) {
        answer = await fetch(`${server.url}${read}`, { headers });
        await answer.arrayBuffer();
      }
      results.push({
        read,
        rate: await measure(`${server.url}${read}`, duration, { headers }),
        ok: answer!.status === 200,
        fromCache: answer!.headers.get('x-page-cache') === 'hit',
      });
    }
    return results;
  } finally {
    await server.stop();
  }
}

export function printApiReads(results: ApiReadResult[]) {
  console.log('\nContent API reads with an editor key (wrk, 2 threads, 20 connections)');
  console.table(
    results.map((r) => ({
      read: r.read,
      'req/s': Math.round(r.rate.requestsPerSecond),
      'p50 ms': r.rate.p50Ms,
      'p99 ms': r.rate.p99Ms,
      errors: r.rate.errors,
      status: r.ok ? 200 : 'not 200',
      'from memory': r.fromCache ? 'yes' : 'NO',
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const results = await keyedApiReads();
  printApiReads(results);
  if (results.some((r) => !r.ok || r.rate.errors > 0 || r.rate.requestsPerSecond < KEYED_READS_BUDGET_PER_SECOND)) process.exitCode = 1;
}
