// Shared by the bench scripts: a production server of its own on loopback, timings, reports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hiddenInputs } from '../e2e/support/forms';
import { makeDataDir as makeE2eDataDir, startServer as startE2eServer, type RunningServer } from '../e2e/support/server';

const dataDirs: string[] = [];
// Each bench server's database is thrown away (tens of MB each) when the script ends.
process.on('exit', () => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A throw-away data directory, removed when the bench script exits. */
/** A bench server's environment where a script reads the content API without a key faster than a client may (past the limit a minute per address, it would measure 429s). */
export const API_BENCH_ENV = { API_ANONYMOUS_RATE_LIMIT: '1000000' };

export function makeDataDir(): string {
  const dir = makeE2eDataDir();
  dataDirs.push(dir);
  return dir;
}

const peaks = new Map<number, number>();

/** The most memory (resident) each bench server used so far, in MiB, from the kernel's high-water mark. */
export function serverMemoryPeaksMiB(): number[] {
  return [...peaks.values()];
}

/** A memory figure of a process from the kernel (VmRSS: resident now, VmHWM: its peak), in MiB; 0 once it is gone (or not on Linux). */
export function processMemoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function recordPeakMemory(pid: number) {
  // stop() runs twice: the second read finds the process gone and keeps the first figure.
  const mib = processMemoryMiB(pid, 'VmHWM');
  if (mib > 0) peaks.set(pid, mib);
}

/** The production server (as e2e starts it); its peak memory is recorded when it is stopped or killed. */
export async function startServer(dataDir: string, options?: Parameters<typeof startE2eServer>[1]): Promise<RunningServer> {
  // As npm start runs it (its glibc memory settings come with the command: e2e/support/server.ts).
  const server = await startE2eServer(dataDir, options);
  return {
    ...server,
    stop: () => {
      recordPeakMemory(server.pid);
      return server.stop();
    },
    kill: (signal) => {
      recordPeakMemory(server.pid);
      return server.kill(signal);
    },
  };
}

/** Builds the site unless a build exists (npm run bench always builds first). */
export function ensureBuild() {
  if (fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) return;
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('next build failed');
}

/** Signs in the way a browser without JavaScript posts the form; returns the Cookie header to send. */
export async function signIn(base: string, account: { email: string; password: string }, next = '/admin'): Promise<string> {
  const page = await (await fetch(`${base}/ax-admin-panel?next=${next}`)).text();
  const body = new FormData();
  for (const [name, value] of hiddenInputs(page, 'aria-label="Sign in"')) body.append(name, value);
  body.append('email', account.email);
  body.append('password', account.password);
  const response = await fetch(`${base}/ax-admin-panel`, { method: 'POST', body, redirect: 'manual' });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (!cookies.some((cookie) => cookie.includes('axion.session_token='))) throw new Error(`sign-in failed: HTTP ${response.status}, no session cookie`);
  return cookies.join('; ');
}

export function numberArg(name: string, fallback: number) {
  const raw = process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? process.env[`BENCH_${name.toUpperCase()}`];
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : fallback;
}

export function percentile(sortedMs: number[], p: number) {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1)]!;
}

export type LoadReport = {
  name: string;
  requests: number;
  succeeded: number;
  stored: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
};

/** Runs `count` calls, `concurrency` at a time (all at once by default), and times each. */
export async function runConcurrently(count: number, call: (i: number) => Promise<boolean>, concurrency = count) {
  const durations: number[] = [];
  let succeeded = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        const ok = await call(i).catch(() => false);
        durations.push(performance.now() - t);
        if (ok) succeeded++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return { succeeded, seconds, p50Ms: percentile(durations, 50), p95Ms: percentile(durations, 95) };
}

/** The action id Next.js gave an exported server action (from the build's manifest). */
export function serverActionId(filename: string, exportedName: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  const entry = Object.entries(manifest.node).find(([, v]) => v.filename === filename && v.exportedName === exportedName);
  if (!entry) throw new Error(`No server action ${exportedName} in ${filename}: is the build current?`);
  return entry[0];
}

export function printReport(report: LoadReport) {
  console.log(
    `${report.name}: ${report.succeeded}/${report.requests} succeeded, ${report.stored} stored, ` +
      `${report.perSecond.toFixed(1)}/s, p50 ${report.p50Ms.toFixed(0)} ms, p95 ${report.p95Ms.toFixed(0)} ms (${report.seconds.toFixed(1)} s)`,
  );
}
