// npm run bench: builds the production site, runs every bench script against servers of its own on
// loopback (throw-away data directories), prints the figures and the budgets, writes them to
// bench/results/latest.json, and exits non-zero when a budget is missed or a check fails.
// Each script also runs alone (npx tsx bench/<name>.ts). Needs Chromium, nginx and wrk
// (apt-get install -y chromium nginx wrk).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminJobs, printAdminJobsReport } from './admin-jobs';
import { DASHBOARD_BUDGET_MS, dashboardOverAMillion, INTAKE_BUDGET_PER_SECOND, intakeThroughput, printAnalytics } from './analytics';
import { keyedApiReads, KEYED_READS_BUDGET_PER_SECOND, printApiReads } from './api-reads';
import { contactLoad } from './contact-load';
import { ESTIMATE_P95_BUDGET_MS, estimateLoad } from './estimate-load';
import { faultKill } from './fault-kill';
import { faultSmtp } from './fault-smtp';
import { printFaultReport } from './faults';
import { HOSTILE_P99_BUDGET_MS, hostileRun, printHostile } from './hostile';
import { lighthouseAudit, printLighthouse, type LighthouseResult } from './lighthouse';
import { API_BENCH_ENV, makeDataDir, printReport, serverMemoryPeaksMiB, startServer } from './lib';
import { MAX_P99_MS, MIN_NGINX_RATIO, printThroughput, throughput } from './throughput';

const MEMORY_BUDGET_MIB = 600;
const JS_BUDGET_KIB: Record<string, number> = { '/estimator': 200 };
// Issue 35: marketing pages, posts and case studies as HTML and islands (decision 100).
const MARKETING_JS_BUDGET_KIB = 20;
const MARKETING_PERFORMANCE_BUDGET = 98;
const MARKETING_TBT_BUDGET_MS = 50;

type Budget = { check: string; value: number | string; budget: string; ok: boolean };

const started = Date.now();
const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Lighthouse first, while nothing else runs; then the rates of the same server.
const site = await startServer(makeDataDir(), { env: { LOG_LEVEL: 'warn', ...API_BENCH_ENV } });
const { lighthouse, speed } = await (async () => {
  try {
    const audits = await lighthouseAudit(site.url);
    printLighthouse(audits);
    const rates = await throughput(site.url);
    printThroughput(rates);
    return { lighthouse: audits, speed: rates };
  } finally {
    await site.stop();
  }
})();
const api = await keyedApiReads();
printApiReads(api);

console.log('\nLoad');
const contact = await contactLoad();
printReport(contact);
const estimate = await estimateLoad();
printReport(estimate);
const jobsList = await adminJobs();
printAdminJobsReport(jobsList);
const intake = await intakeThroughput();
const dashboard = await dashboardOverAMillion();
printAnalytics(intake, dashboard);

console.log('\nFaults');
const faults = [await faultKill(), await faultSmtp()];
for (const fault of faults) printFaultReport(fault);

const hostile = await hostileRun();
printHostile(hostile);

const budgets: Budget[] = [];
/** The worst of `results` by `value` (lowest, or highest with `highest`), named by page. */
function worst(results: LighthouseResult[], value: (r: LighthouseResult) => number, highest = false) {
  const sorted = [...results].sort((a, b) => (highest ? value(b) - value(a) : value(a) - value(b)));
  return { value: value(sorted[0]!), where: `${sorted[0]!.formFactor} ${sorted[0]!.page}` };
}
const mobile = lighthouse.filter((r) => r.formFactor === 'mobile');
const marketing = mobile.filter((r) => !(r.page in JS_BUDGET_KIB));
const performance = worst(marketing, (r) => r.performance);
budgets.push({
  check: `Lighthouse mobile performance, marketing pages (lowest: ${performance.where})`,
  value: performance.value,
  budget: `>= ${MARKETING_PERFORMANCE_BUDGET}`,
  ok: performance.value >= MARKETING_PERFORMANCE_BUDGET,
});
const estimatorPerformance = mobile.find((r) => r.page === '/estimator')!.performance;
budgets.push({ check: 'Lighthouse mobile performance, /estimator', value: estimatorPerformance, budget: '>= 95', ok: estimatorPerformance >= 95 });
const tbt = worst(marketing, (r) => r.tbtMs, true);
budgets.push({
  check: `TBT ms, mobile, marketing pages (highest: ${tbt.where})`,
  value: Math.round(tbt.value),
  budget: `<= ${MARKETING_TBT_BUDGET_MS}`,
  ok: tbt.value <= MARKETING_TBT_BUDGET_MS,
});
for (const [name, get] of [
  ['accessibility', (r: LighthouseResult) => r.accessibility],
  ['best practices', (r: LighthouseResult) => r.bestPractices],
  ['SEO', (r: LighthouseResult) => r.seo],
] as const) {
  const lowest = worst(lighthouse, get);
  budgets.push({ check: `Lighthouse ${name}, mobile and desktop (lowest: ${lowest.where})`, value: lowest.value, budget: '= 100', ok: lowest.value === 100 });
}
const cls = worst(lighthouse, (r) => r.cls, true);
budgets.push({ check: `CLS (highest: ${cls.where})`, value: Number(cls.value.toFixed(3)), budget: '< 0.05', ok: cls.value < 0.05 });
const marketingJs = worst(marketing, (r) => r.jsKiB, true);
budgets.push({
  check: `JavaScript KiB as transferred, marketing pages (most: ${marketingJs.where.split(' ')[1]})`,
  value: Number(marketingJs.value.toFixed(1)),
  budget: `<= ${MARKETING_JS_BUDGET_KIB}`,
  ok: marketingJs.value <= MARKETING_JS_BUDGET_KIB,
});
for (const [page, limit] of Object.entries(JS_BUDGET_KIB)) {
  const js = mobile.find((r) => r.page === page)!.jsKiB;
  budgets.push({ check: `JavaScript KiB as transferred, ${page}`, value: Number(js.toFixed(1)), budget: `<= ${limit}`, ok: js <= limit });
}
const slowestRatio = [...speed].sort((a, b) => a.ratio - b.ratio)[0]!;
budgets.push({
  check: `public answers' throughput, app / nginx (lowest: ${slowestRatio.page})`,
  value: Number(slowestRatio.ratio.toFixed(3)),
  budget: `>= ${MIN_NGINX_RATIO}`,
  ok: slowestRatio.ratio >= MIN_NGINX_RATIO,
});
const slowestP99 = [...speed].sort((a, b) => b.app.p99Ms - a.app.p99Ms)[0]!;
budgets.push({
  check: `public answers' p99 ms (highest: ${slowestP99.page})`,
  value: slowestP99.app.p99Ms,
  budget: `< ${MAX_P99_MS}`,
  ok: slowestP99.app.p99Ms < MAX_P99_MS,
});
const answerErrors = speed.reduce((sum, r) => sum + r.app.errors, 0);
budgets.push({ check: "public answers' errors", value: answerErrors, budget: '0', ok: answerErrors === 0 });
const uncached = speed.filter((r) => !r.fromPageCache).map((r) => r.page);
budgets.push({
  check: 'public answers served from the answer cache',
  value: uncached.length ? `not: ${uncached.join(', ')}` : 'all',
  budget: 'all',
  ok: uncached.length === 0,
});
const slowestKeyed = [...api].sort((a, b) => a.rate.requestsPerSecond - b.rate.requestsPerSecond)[0]!;
budgets.push({
  check: `content API reads with a key a second (slowest: ${slowestKeyed.read})`,
  value: Math.round(slowestKeyed.rate.requestsPerSecond),
  budget: `>= ${KEYED_READS_BUDGET_PER_SECOND}, no errors`,
  ok: api.every((r) => r.ok && r.rate.errors === 0 && r.rate.requestsPerSecond >= KEYED_READS_BUDGET_PER_SECOND),
});
budgets.push({
  check: `estimate generation p95 ms (${estimate.concurrency} at a time)`,
  value: Math.round(estimate.p95Ms),
  budget: `<= ${ESTIMATE_P95_BUDGET_MS}`,
  ok: estimate.p95Ms <= ESTIMATE_P95_BUDGET_MS,
});
budgets.push({
  check: 'contact inquiries: every success stored once',
  value: `${contact.stored}/${contact.succeeded}`,
  budget: 'all',
  ok: contact.stored === contact.succeeded && contact.succeeded === contact.requests,
});
budgets.push({
  check: 'estimates: every success stored once',
  value: `${estimate.stored}/${estimate.succeeded}`,
  budget: 'all',
  ok: estimate.stored === estimate.succeeded && estimate.succeeded === estimate.requests,
});
budgets.push({
  check: 'admin jobs list: right answers',
  value: jobsList.timings.filter((t) => t.ok).length,
  budget: `${jobsList.timings.length}`,
  ok: jobsList.timings.every((t) => t.ok),
});
budgets.push({
  check: 'visit beacons written a second, / answered meanwhile',
  value: Math.round(intake.writtenPerSecond),
  budget: `>= ${INTAKE_BUDGET_PER_SECOND}`,
  ok:
    intake.writtenPerSecond >= INTAKE_BUDGET_PER_SECOND &&
    intake.beacons.errors === 0 &&
    intake.pagesMeanwhile.errors === 0 &&
    intake.pagesMeanwhile.requestsPerSecond > 0,
});
const slowestDashboard = [...dashboard.timings].sort((a, b) => b.p50Ms - a.p50Ms)[0]!;
budgets.push({
  check: `analytics dashboard p50 ms over ${dashboard.events.toLocaleString('en-US')} events (slowest: ${slowestDashboard.path})`,
  value: Math.round(slowestDashboard.p50Ms),
  budget: `< ${DASHBOARD_BUDGET_MS}`,
  ok: slowestDashboard.p50Ms < DASHBOARD_BUDGET_MS && dashboard.timings.every((t) => t.ok),
});
for (const fault of faults) {
  budgets.push({
    check: `${fault.name}: every acknowledged lead stored, every mail delivered once`,
    value: fault.pass ? 'yes' : fault.failures.join('; '),
    budget: 'yes',
    ok: fault.pass,
  });
}
const hostileTimings = [...hostile.during, ...hostile.after];
const hostileWorst = [...hostileTimings].sort((a, b) => b.p99Ms - a.p99Ms)[0]!;
const hostileErrors = hostileTimings.reduce((sum, t) => sum + t.errors, 0);
budgets.push({
  check: `hostile run: the visitor's p99 ms, errors (slowest: ${hostileWorst.path})`,
  value: `${Math.round(hostileWorst.p99Ms)}, ${hostileErrors} errors`,
  budget: `< ${HOSTILE_P99_BUDGET_MS}, 0 errors`,
  ok: hostileWorst.p99Ms < HOSTILE_P99_BUDGET_MS && hostileErrors === 0,
});
budgets.push({
  check: 'hostile run: server memory MiB during, after (before)',
  value: `${Math.round(hostile.memoryMiB.peak)}, ${Math.round(hostile.memoryMiB.after)} (${Math.round(hostile.memoryMiB.before)})`,
  budget: `<= ${MEMORY_BUDGET_MIB}`,
  ok: hostile.memoryMiB.peak <= MEMORY_BUDGET_MIB && hostile.memoryMiB.after <= MEMORY_BUDGET_MIB,
});
const memoryPeaks = serverMemoryPeaksMiB();
const memory = Math.max(0, ...memoryPeaks);
console.log(`\nServer peak memory (resident), each server in turn: ${memoryPeaks.map((m) => `${Math.round(m)} MiB`).join(', ')}`);
budgets.push({
  check: 'server peak memory MiB (highest of the bench servers)',
  value: Math.round(memory),
  budget: `<= ${MEMORY_BUDGET_MIB}`,
  ok: memory > 0 && memory <= MEMORY_BUDGET_MIB,
});

console.log('\nBudgets');
console.table(budgets.map((b) => ({ check: b.check, value: b.value, budget: b.budget, result: b.ok ? 'ok' : 'MISSED' })));
const missed = budgets.filter((b) => !b.ok);
const minutes = (Date.now() - started) / 60_000;
console.log(`${budgets.length - missed.length}/${budgets.length} budgets held; ${minutes.toFixed(1)} minutes in all.`);

const results = path.join(import.meta.dirname, 'results');
fs.mkdirSync(results, { recursive: true });
fs.writeFileSync(
  path.join(results, 'latest.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      minutes,
      lighthouse,
      throughput: speed,
      apiReads: api,
      contact,
      estimate,
      adminJobs: jobsList,
      analytics: { intake, dashboard },
      faults,
      hostile,
      serverMemoryPeaksMiB: memoryPeaks,
      budgets,
    },
    null,
    2,
  ),
);
console.log('Figures written to bench/results/latest.json');
if (missed.length > 0) {
  console.error(`MISSED: ${missed.map((b) => `${b.check} = ${b.value} (budget ${b.budget})`).join('; ')}`);
  process.exit(1);
}
