// Throughput and latency of / and /careers (20 connections, gzip, autocannon), next to nginx serving
// the same HTML saved to files (precompressed, gzip_static: the fastest nginx can serve it) on
// another loopback port. Budget: the app serves / at least 0.04 times as fast as nginx.
//   npx tsx bench/throughput.ts [--duration=8]      (needs nginx: apt-get install -y nginx)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { findFreePort } from '../e2e/support/server';
import { ensureBuild, makeDataDir, numberArg, startServer } from './lib';

export const THROUGHPUT_PAGES = ['/', '/careers'] as const;
export const MIN_NGINX_RATIO = 0.04;

export type Rate = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };
export type ThroughputResult = { page: string; app: Rate; nginx: Rate; ratio: number };

async function measure(url: string, duration: number): Promise<Rate> {
  const result = await autocannon({ url, connections: 20, duration, headers: { 'accept-encoding': 'gzip' } });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
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
    const folder = path.join(root, page);
    fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(folder, 'index.html'), html, { mode: 0o644 });
    fs.writeFileSync(path.join(folder, 'index.html.gz'), gzipSync(html, { level: 9 }), { mode: 0o644 });
  }
  const port = findFreePort();
  const nginx = await startNginx(root, port);
  try {
    const results: ThroughputResult[] = [];
    for (const page of THROUGHPUT_PAGES) {
      const app = await measure(`${appUrl}${page}`, duration);
      const reference = await measure(`http://127.0.0.1:${port}${page}`, duration);
      results.push({ page, app, nginx: reference, ratio: app.requestsPerSecond / reference.requestsPerSecond });
    }
    return results;
  } finally {
    nginx.kill('SIGQUIT');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printThroughput(results: ThroughputResult[]) {
  console.log('\nThroughput (autocannon, 20 connections, gzip)');
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
