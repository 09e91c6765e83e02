// Throughput and latency of /, /careers, /contact (a fresh form token per response) and a campaign
// link (/?utm_source=x) (20 connections, gzip, wrk), next to nginx serving the same HTML saved to
// files (precompressed, gzip_static: the fastest nginx can serve it) on another loopback port. wrk
// is C and uses little CPU per request, so on a small machine the figures are the server's, not the
// load generator's. Each page's answer must come from the page cache (its X-Page-Cache header).
// Budget: the app serves / at least 0.04 times as fast as nginx.
//   npx tsx bench/throughput.ts [--duration=8]      (needs nginx and wrk: apt-get install -y nginx wrk)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { findFreePort } from '../e2e/support/server';
import { ensureBuild, makeDataDir, numberArg, startServer } from './lib';

export const THROUGHPUT_PAGES = ['/', '/careers', '/contact', '/?utm_source=x'] as const;
export const MIN_NGINX_RATIO = 0.04;

export type Rate = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };
export type ThroughputResult = { page: string; app: Rate; nginx: Rate; ratio: number; fromPageCache: boolean };

/** A wrk latency such as '812.00us', '1.25ms' or '1.02s', in milliseconds. */
function wrkMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!match) throw new Error(`wrk printed a latency we cannot read: ${value}`);
  const scale = { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  return Number(match[1]) * scale;
}

/** wrk's report (with --latency) as a Rate. */
export function parseWrk(output: string): Rate {
  const line = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk's report lacks ${pattern}:\n${output}`);
    return match;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(line(/Requests\/sec:\s+([\d.]+)/)[1]),
    p50Ms: wrkMs(line(/^\s+50%\s+(\S+)\s*$/m)[1]!),
    p99Ms: wrkMs(line(/^\s+99%\s+(\S+)\s*$/m)[1]!),
    errors: (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + (non2xx ? Number(non2xx[1]) : 0),
  };
}

function wrkBinary(): string {
  const candidate = process.env.WRK ?? 'wrk';
  // wrk -v prints its version and exits 1.
  if (!spawnSync(candidate, ['-v']).error) return candidate;
  throw new Error('wrk is not installed: apt-get install -y wrk (or set WRK to its path)');
}

export async function measure(url: string, duration: number): Promise<Rate> {
  const wrk = spawn(wrkBinary(), ['-t2', '-c20', `-d${duration}s`, '--latency', '-H', 'Accept-Encoding: gzip', url], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  wrk.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  wrk.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => wrk.on('close', resolve));
  if (code !== 0) throw new Error(`wrk exited with ${code}:\n${output}`);
  return parseWrk(output);
}

function nginxBinary(): string {
  for (const candidate of [process.env.NGINX, 'nginx', '/usr/sbin/nginx'].filter(Boolean) as string[]) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  throw new Error('nginx is not installed: apt-get install -y nginx (or set NGINX to its path)');
}

/** nginx in the foreground on `port`, serving `root` (each page as <path>/index.html, with its .gz). */
async function startNginx(root: string, port: number): Promise<ChildProcess> {
  const conf = path.join(root, '..', 'nginx.conf');
  const temp = path.join(root, '..', 'temp');
  fs.mkdirSync(temp, { recursive: true });
  fs.writeFileSync(
    conf,
    `worker_processes auto;
daemon off;
pid ${path.join(temp, 'nginx.pid')};
error_log ${path.join(temp, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp}; uwsgi_temp_path ${temp}; scgi_temp_path ${temp};
  default_type text/html;
  charset utf-8;
  gzip on;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri/index.html =404; }
  }
}
`,
  );
  const nginx = spawn(nginxBinary(), ['-e', path.join(temp, 'error.log'), '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false);
    if (ok) return nginx;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  nginx.kill();
  throw new Error(`nginx did not start: ${output}`);
}

export async function throughput(appUrl: string, duration = numberArg('duration', 8)): Promise<ThroughputResult[]> {
  // World-readable: nginx's workers run as another user when started by root.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-nginx-'));
  fs.chmodSync(dir, 0o755);
  const root = path.join(dir, 'html');
  for (const page of THROUGHPUT_PAGES) {
    const html = Buffer.from(await (await fetch(`${appUrl}${page}`)).arrayBuffer());
    // nginx serves the path's file whatever the query.
    const folder = path.join(root, page.split('?')[0]!);
    fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(folder, 'index.html'), html, { mode: 0o644 });
    fs.writeFileSync(path.join(folder, 'index.html.gz'), gzipSync(html, { level: 9 }), { mode: 0o644 });
  }
  const port = findFreePort();
  const nginx = await startNginx(root, port);
  try {
    const results: ThroughputResult[] = [];
    for (const page of THROUGHPUT_PAGES) {
      // Asked twice: the first may render it (an entry lasts a minute), the second must not.
      const ask = () => fetch(`${appUrl}${page}`, { headers: { 'accept-encoding': 'gzip' } }).then(async (response) => (await response.arrayBuffer(), response.headers.get('x-page-cache')));
      await ask();
      const fromPageCache = (await ask()) === 'hit';
      const app = await measure(`${appUrl}${page}`, duration);
      const reference = await measure(`http://127.0.0.1:${port}${page}`, duration);
      results.push({ page, app, nginx: reference, ratio: app.requestsPerSecond / reference.requestsPerSecond, fromPageCache });
    }
    return results;
  } finally {
    nginx.kill('SIGQUIT');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printThroughput(results: ThroughputResult[]) {
  console.log('\nThroughput (wrk, 2 threads, 20 connections, gzip)');
  console.table(
    results.map((r) => ({
      page: r.page,
      'app req/s': Math.round(r.app.requestsPerSecond),
      'app p50 ms': r.app.p50Ms,
      'app p99 ms': r.app.p99Ms,
      'nginx req/s': Math.round(r.nginx.requestsPerSecond),
      'nginx p50 ms': r.nginx.p50Ms,
      'nginx p99 ms': r.nginx.p99Ms,
      'app / nginx': Number(r.ratio.toFixed(3)),
      'page cache': r.fromPageCache ? 'hit' : 'MISS',
      errors: r.app.errors + r.nginx.errors,
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const server = await startServer(makeDataDir(), { env: { LOG_LEVEL: 'warn' } });
  try {
    const results = await throughput(server.url);
    printThroughput(results);
    const home = results.find((r) => r.page === '/')!;
    if (home.ratio < MIN_NGINX_RATIO) {
      console.error(`FAIL: / at ${home.ratio.toFixed(3)} of nginx's rate, the budget is ${MIN_NGINX_RATIO}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}
