// Throughput and latency of every kind of public answer (20 connections, gzip, wrk): pages, a page
// with a form (a fresh token per response), a campaign link, Insights and a post, the feeds and the
// sitemap, the 404 page of an unknown address, a search, and the content API's reads without a key;
// each next to nginx serving the same bytes saved to files (precompressed, gzip_static: the
// fastest nginx can serve them) on another loopback port. wrk is C and uses little CPU per
// request, so on a small machine the figures are the server's, not the load generator's. Each
// answer must come from the answer cache (its X-Page-Cache header).
// Budget (issue 34): every answer at least 0.25 times nginx's rate, p99 under 50 ms, no errors.
//   npx tsx bench/throughput.ts [--duration=5]      (needs nginx and wrk: apt-get install -y nginx wrk)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { findFreePort } from '../e2e/support/server';
import { API_BENCH_ENV, ensureBuild, makeDataDir, numberArg, startServer } from './lib';

export const MIN_NGINX_RATIO = 0.25;
export const MAX_P99_MS = 50;

/** What is measured: each answer as a visitor or a client asks for it (a post's and a page's address found on the server). */
async function measuredAnswers(appUrl: string): Promise<{ page: string; status: number }[]> {
  const posts = (await (await fetch(`${appUrl}/api/v1/pages?kind=post&limit=1`)).json()) as { data: { slug: string }[] };
  const pages = (await (await fetch(`${appUrl}/api/v1/pages?kind=page&limit=1`)).json()) as { data: { id: string }[] };
  // The header's island, as every page loads it (decision 100), and the icon sprite (decision 101).
  const home = await (await fetch(`${appUrl}/`)).text();
  const island = /src="(\/islands\/site-header\.[\w-]+\.js)"/.exec(home)![1]!;
  const sprite = /href="(\/icons\/sprite\.[\w-]+\.svg)#/.exec(home)![1]!;
  return [
    { page: '/', status: 200 },
    { page: '/?utm_source=x', status: 200 },
    { page: '/careers', status: 200 },
    { page: '/contact', status: 200 },
    { page: '/services/web-development', status: 200 },
    { page: '/case-studies', status: 200 },
    { page: '/insights', status: 200 },
    { page: `/insights/${posts.data[0]!.slug}`, status: 200 },
    { page: '/insights/rss.xml', status: 200 },
    { page: '/sitemap.xml', status: 200 },
    { page: '/an-address-nobody-made', status: 404 },
    { page: '/search?q=ai', status: 200 },
    { page: `/api/v1/pages/${pages.data[0]!.id}`, status: 200 },
    { page: '/api/v1/pages?limit=20', status: 200 },
    { page: '/api/v1/jobs', status: 200 },
    { page: island, status: 200 },
    { page: sprite, status: 200 },
  ];
}

export type Rate = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };
export type ThroughputResult = { page: string; status: number; app: Rate; nginx: Rate; ratio: number; fromPageCache: boolean };

/** A wrk latency such as '812.00us', '1.25ms' or '1.02s', in milliseconds. */
function wrkMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!match) throw new Error(`wrk printed a latency we cannot read: ${value}`);
  const scale = { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  return Number(match[1]) * scale;
}

/** wrk's report (with --latency) as a Rate; answers other than 2xx and 3xx are errors unless `notFoundExpected` (a 404 page measured). */
export function parseWrk(output: string, notFoundExpected = false): Rate {
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
    errors: (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + (non2xx && !notFoundExpected ? Number(non2xx[1]) : 0),
  };
}

function wrkBinary(): string {
  const candidate = process.env.WRK ?? 'wrk';
  // wrk -v prints its version and exits 1.
  if (!spawnSync(candidate, ['-v']).error) return candidate;
  throw new Error('wrk is not installed: apt-get install -y wrk (or set WRK to its path)');
}

export async function measure(url: string, duration: number, options: { notFoundExpected?: boolean; headers?: Record<string, string> } = {}): Promise<Rate> {
  const headers = Object.entries({ 'Accept-Encoding': 'gzip', ...options.headers }).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const wrk = spawn(wrkBinary(), ['-t2', '-c20', `-d${duration}s`, '--latency', ...headers, url], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  wrk.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  wrk.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => wrk.on('close', resolve));
  if (code !== 0) throw new Error(`wrk exited with ${code}:\n${output}`);
  return parseWrk(output, options.notFoundExpected);
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
  types { application/xml xml; application/json json; text/javascript js; image/svg+xml svg; }
  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp}; uwsgi_temp_path ${temp}; scgi_temp_path ${temp};
  default_type text/html;
  charset utf-8;
  gzip on;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri/index.html =404; }
    location ~ \.(xml|json|js|svg)$ { try_files $uri =404; }
  }
}
`,
  );
  const nginx = spawn(nginxBinary(), ['-e', path.join(temp, 'error.log'), '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return nginx;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  nginx.kill();
  throw new Error(`nginx did not start: ${output}`);
}

/** Where nginx keeps the bytes of `page`: files by name (feeds), pages as <path>/index.html; the query apart (nginx serves the path's file whatever it is). */
function nginxFile(root: string, page: string): string {
  const pathname = page.split('?')[0]!;
  if (/\.(xml|json|js|svg)$/.test(pathname)) return path.join(root, pathname);
  // The content API's answers differ by query: one file each.
  const folder = pathname.startsWith('/api/') && page.includes('?') ? `${pathname}/q-${page.split('?')[1]!.replace(/\W/g, '_')}` : pathname;
  return path.join(root, folder, 'index.html');
}

export async function throughput(appUrl: string, duration = numberArg('duration', 5)): Promise<ThroughputResult[]> {
  // World-readable: nginx's workers run as another user when started by root.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-nginx-'));
  fs.chmodSync(dir, 0o755);
  const root = path.join(dir, 'html');
  const answers = await measuredAnswers(appUrl);
  for (const { page } of answers) {
    const bytes = Buffer.from(await (await fetch(`${appUrl}${page}`)).arrayBuffer());
    const file = nginxFile(root, page);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    fs.writeFileSync(file, bytes, { mode: 0o644 });
    fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }), { mode: 0o644 });
  }
  const port = findFreePort();
  const nginx = await startNginx(root, port);
  try {
    const results: ThroughputResult[] = [];
    for (const { page, status } of answers) {
      // Asked until it comes from memory: a route's first answer teaches the server its policy, the next fills the cache.
      const ask = () =>
        fetch(`${appUrl}${page}`, { headers: { 'accept-encoding': 'gzip' } }).then(
          async (response) => (await response.arrayBuffer(), response.headers.get('x-page-cache')),
        );
      // 'stale': kept longer than its lifetime (Lighthouse ran first), served from memory while it is rendered again.
      let fromPageCache = false;
      for (let attempt = 0; attempt < 3 && !fromPageCache; attempt++) fromPageCache = ['hit', 'stale'].includes((await ask()) ?? '');
      const app = await measure(`${appUrl}${page}`, duration, { notFoundExpected: status === 404 });
      const nginxPath = path.relative(root, nginxFile(root, page)).replace(/(^|\/)index\.html$/, '');
      const reference = await measure(`http://127.0.0.1:${port}/${nginxPath}`, duration);
      results.push({ page, status, app, nginx: reference, ratio: app.requestsPerSecond / reference.requestsPerSecond, fromPageCache });
    }
    return results;
  } finally {
    nginx.kill('SIGQUIT');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printThroughput(results: ThroughputResult[]) {
  console.log('\nThroughput of every kind of public answer (wrk, 2 threads, 20 connections, gzip), beside nginx serving the same bytes');
  console.table(
    results.map((r) => ({
      page: r.status === 404 ? `${r.page} (404)` : r.page,
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
  const server = await startServer(makeDataDir(), { env: { LOG_LEVEL: 'warn', ...API_BENCH_ENV } });
  try {
    const results = await throughput(server.url);
    printThroughput(results);
    const slow = results.filter((r) => r.ratio < MIN_NGINX_RATIO || r.app.p99Ms >= MAX_P99_MS || r.app.errors > 0 || !r.fromPageCache);
    for (const r of slow)
      console.error(
        `MISSED: ${r.page} at ${r.ratio.toFixed(3)} of nginx's rate, p99 ${r.app.p99Ms} ms, ${r.app.errors} errors, ${r.fromPageCache ? 'from memory' : 'not from memory'}`,
      );
    if (slow.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
