// Shared by the bench scripts: a production server of its own on loopback, timings, reports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeDataDir, startServer } from '../e2e/support/server';

export { makeDataDir, startServer };

/** Builds the site unless a build exists (npm run bench always builds first). */
export function ensureBuild() {
  if (fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) return;
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('next build failed');
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

export type LoadReport = { name: string; requests: number; succeeded: number; stored: number; seconds: number; perSecond: number; p50Ms: number; p95Ms: number };

/** Runs `count` calls at once and times each. */
export async function runConcurrently(count: number, call: (i: number) => Promise<boolean>) {
  const durations: number[] = [];
  let succeeded = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const t = performance.now();
      const ok = await call(i).catch(() => false);
      durations.push(performance.now() - t);
      if (ok) succeeded++;
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
