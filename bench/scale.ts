// npm run bench:scale: the site with a few years of data (issue 17). A fresh database on a
// PostgreSQL server, the production server on it (migrations, demo content), then generate_series
// fills 1,000,000 leads, 1,000,000 audit entries, 60,000 case studies and 5,000 jobs; then it times
// the inbox, the audit log, other admin screens, the CSV export of every lead, the public lists,
// the search and the sitemap, and prints each beside its budget. Writes bench/results/scale.json,
// drops the database, and exits non-zero when a budget is missed or a check fails.
//   npm run bench:scale -- [--leads=1000000] [--audit=1000000] [--case-studies=60000] [--jobs=5000]
//   SCALE_DATABASE_URL=postgres://user:password@host:5432/postgres (a role that may create databases)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createAdministrator } from '../src/server/auth/bootstrap';
import type { Database } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { seedPages } from '../src/content/pages';
import { ROUTE_PAGES } from '../src/features/seo/public-pages';
import type { RunningServer } from '../e2e/support/server';
import { ensureBuild, makeDataDir, numberArg, percentile, processMemoryMiB, serverMemoryPeaksMiB, signIn, startServer } from './lib';
import { fillDatabase, PUBLIC_SEARCH_WORDS, RARE_WORD, type FillCounts } from './scale-fill';

/** The sitemap's built-in URLs: the built-in pages' records (seeded) and the pages a route serves without one. */
const BUILT_IN_URLS = seedPages(() => null).filter((page) => page.builtIn).length + ROUTE_PAGES.length;

const ADMIN = { email: 'bench.admin@axionlabs.dev', password: 'a bench administrator with a long passphrase', name: 'Bench Admin' };
const INBOX_BUDGET_MS = 150;
const ADMIN_BUDGET_MS = 100;
const PUBLIC_BUDGET_MS = 300;
const MEMORY_BUDGET_MIB = 600;
const SITEMAP_MAX_URLS = 50_000;
const WARM_UP = 2;
const MEASURED = 5;
const REQUEST_TIMEOUT_MS = 120_000;
const EXPORT_TIMEOUT_MS = 15 * 60_000;

type Check = { check: string; value: string | number; budget: string; ok: boolean; problem?: string };
type Timing = { path: string; status: number; firstMs: number; medianMs: number; maxMs: number; kib: number; problem?: string };

const counts: FillCounts = {
  leads: numberArg('leads', 1_000_000),
  audit: numberArg('audit', 1_000_000),
  caseStudies: numberArg('case-studies', 60_000),
  jobs: numberArg('jobs', 5_000),
};
const adminUrl = process.env.SCALE_DATABASE_URL || 'postgres://agency_ci:agency_ci@127.0.0.1:5432/postgres';
const databaseName = `bench_scale_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

const checks: Check[] = [];
const timings: Timing[] = [];
const started = Date.now();

/** A connection to the bench database (or the server's admin database). */
async function connect(url = databaseUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

async function onAdminDatabase(statement: string) {
  const client = await connect(adminUrl);
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function dropDatabase() {
  try {
    await onAdminDatabase(`drop database if exists ${databaseName} with (force)`);
    console.log(`Dropped database ${databaseName}.`);
  } catch (error) {
    console.error(`Could not drop database ${databaseName}: ${(error as Error).message}`);
  }
}

// The server's resident memory, sampled through the whole run (its own high-water mark is read
// when it stops, serverMemoryPeaksMiB).
let serverPid = 0;
let sampledPeakMiB = 0;
const sampler = setInterval(() => {
  if (serverPid) sampledPeakMiB = Math.max(sampledPeakMiB, processMemoryMiB(serverPid, 'VmRSS'));
}, 100);

// The server under test; when it dies (a page that takes more memory than it has), the run says
// so, starts another on the same database and goes on with the next page.
let server: RunningServer | undefined;
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const lastLines = (text: string, count: number) => text.trim().split('\n').slice(-count).join('\n');

async function startBenchServer() {
  server = await startServer(makeDataDir(), { databaseUrl, env: { LOG_LEVEL: 'warn', SMTP_URL: '' } });
  serverPid = server.pid;
  return server;
}

/**
 * Why the last request failed when the server is gone: its last words; null while it runs. A
 * server out of memory closes its sockets before it has exited (it prints its stack first): wait.
 */
async function serverDeath(): Promise<string | null> {
  if (!server) return null;
  for (let waited = 0; waited < 10_000 && isAlive(server.pid); waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
  if (isAlive(server.pid)) return null;
  return `the server died: ${lastLines(server.output(), 3).replace(/\s*\n\s*/g, ' | ')}`;
}

/** A running server: the one we have, or a new one on the same database when it died. */
async function ensureServer(): Promise<string> {
  if (server && isAlive(server.pid)) return server.url;
  if (server) {
    console.log(
      `  The server (pid ${server.pid}) died; its last output:\n${lastLines(server.output(), 8).replace(/^/gm, '    ')}\n  Starting another on the same database.`,
    );
    checks.push({ check: `server pid ${server.pid} kept running`, value: 'died', budget: 'running', ok: false, problem: (await serverDeath()) ?? undefined });
    await server.stop();
  }
  return (await startBenchServer()).url;
}

async function get(url: string, cookie?: string, timeoutMs = REQUEST_TIMEOUT_MS) {
  const t = performance.now();
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - t };
}

/** The first request, then WARM_UP more, then MEASURED timed ones; `check` says what is wrong with an answer. */
async function measure(pagePath: string, options: { cookie?: string; check?: (html: string) => string | null } = {}): Promise<Timing> {
  const base = await ensureServer();
  const durations: number[] = [];
  let firstMs = 0;
  let status = 0;
  let kib = 0;
  let problem: string | undefined;
  try {
    for (let i = 0; i < 1 + WARM_UP + MEASURED; i++) {
      const answer = await get(`${base}${pagePath}`, options.cookie);
      if (i === 0) firstMs = answer.ms;
      if (i > WARM_UP) durations.push(answer.ms);
      status = answer.status;
      kib = Buffer.byteLength(answer.body) / 1024;
      if (!problem && answer.status !== 200)
        problem = `HTTP ${answer.status}${answer.status >= 300 && answer.status < 400 ? ' (redirect: not signed in?)' : ''}`;
      if (!problem && options.check) problem = options.check(answer.body.replace(/<!-- -->/g, '')) ?? undefined;
    }
  } catch (error) {
    problem = (await serverDeath()) ?? `request failed: ${(error as Error).message}`;
  }
  durations.sort((a, b) => a - b);
  const timing = { path: pagePath, status, firstMs, medianMs: percentile(durations, 50), maxMs: durations.at(-1) ?? 0, kib, problem };
  timings.push(timing);
  return timing;
}

const contains = (needle: string, what: string) => (html: string) => (html.includes(needle) ? null : `the page does not show ${what} (${needle})`);
const ms = (value: number) => Math.round(value);

function budgetCheck(name: string, timing: Timing, budgetMs: number, which: 'median' | 'first' = 'median') {
  const value = which === 'median' ? timing.medianMs : timing.firstMs;
  const ok = !timing.problem && value <= budgetMs && value > 0;
  checks.push({
    check: `${name} ${which === 'median' ? `(median of ${MEASURED})` : '(first request)'}`,
    value: `${ms(value)} ms`,
    budget: `<= ${budgetMs} ms`,
    ok,
    problem: timing.problem,
  });
}

type Expected = {
  newestLead: string;
  newestContacted: string | null;
  oldestLead: string;
  fragmentEmail: string;
  rareWordEmail: string | null;
  oldestAuditEntity: string;
  leadsTotal: number;
  subscribersTotal: number;
  activeCaseStudies: number;
  activeJobs: number;
  publishedPages: number;
  auditTotal: number;
};

async function readExpected(): Promise<Expected> {
  const client = await connect();
  try {
    const one = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows[0] as T | undefined;
    const email = async (where: string, order = 'desc', offset = 0, params: unknown[] = []) =>
      (
        await one<{ email: string }>(
          `select email from leads where not is_spam and ${where} order by created_at ${order}, id ${order} offset ${offset} limit 1`,
          params,
        )
      )?.email ?? null;
    const total = async (sql: string) => Number((await one<{ n: string }>(sql))?.n ?? 0);
    const leadsTotal = await total('select count(*) as n from leads');
    return {
      newestLead: (await email('true'))!,
      newestContacted: await email("status = 'contacted'"),
      oldestLead: (await email('true', 'asc'))!,
      fragmentEmail: (await email('true', 'desc', Math.floor(leadsTotal / 2)))!,
      rareWordEmail: await email('message ilike $1', 'desc', 0, [`%${RARE_WORD}%`]),
      oldestAuditEntity:
        (await one<{ entity_id: string }>('select entity_id from audit_log where entity_id is not null order by created_at asc, id asc limit 1'))?.entity_id ??
        '',
      leadsTotal,
      subscribersTotal: await total('select count(*) as n from newsletter_subscribers'),
      activeCaseStudies: await total('select count(*) as n from case_studies where is_active'),
      activeJobs: await total('select count(*) as n from jobs where is_active'),
      publishedPages: await total('select count(*) as n from pages where is_published'),
      auditTotal: await total('select count(*) as n from audit_log'),
    };
  } finally {
    await client.end();
  }
}

async function createAdmin() {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await createAdministrator(drizzle({ client: pool, schema }) as unknown as Database, { ...ADMIN, role: 'super_admin' });
  } finally {
    await pool.end();
  }
}

async function measurePublic() {
  console.log('\nPublic pages (first request after the fill: no page or data cache can hold it; then warm):');
  const word = PUBLIC_SEARCH_WORDS[0]!;
  const pages = [
    { name: '/case-studies', path: '/case-studies' },
    { name: '/careers', path: '/careers' },
    { name: `/search?q=${word}`, path: `/search?q=${word}` },
  ];
  for (const page of pages) {
    const timing = await measure(page.path, { check: (html) => (/<main\b/.test(html) ? null : 'no <main> in the page') });
    budgetCheck(`${page.name} cold`, timing, PUBLIC_BUDGET_MS, 'first');
    budgetCheck(`${page.name} warm`, timing, PUBLIC_BUDGET_MS);
    console.log(
      `  ${page.name.padEnd(24)} cold ${String(ms(timing.firstMs)).padStart(6)} ms, warm median ${String(ms(timing.medianMs)).padStart(6)} ms, ${timing.kib.toFixed(0)} KiB${timing.problem ? `  FAIL: ${timing.problem}` : ''}`,
    );
  }

  const base = await ensureServer();
  // 20 visitors searching at once, each for another word (none asked before but the first).
  const queries = PUBLIC_SEARCH_WORDS.slice(0, 20).map((q, i) => (i === 0 ? `${q} ${PUBLIC_SEARCH_WORDS[1]}` : q));
  const answers = await Promise.all(
    queries.map((q) => get(`${base}/search?q=${encodeURIComponent(q)}`).catch((error: Error) => ({ status: 0, body: error.message, ms: 0 }))),
  );
  const failed = answers.filter((answer) => answer.status !== 200);
  const death = failed.length ? await serverDeath() : null;
  const maxMs = Math.max(...answers.map((answer) => answer.ms));
  console.log(`  20 concurrent searches, distinct words: ${answers.length - failed.length}/20 answered 200, max ${ms(maxMs)} ms`);
  checks.push({
    check: '20 concurrent /search, distinct words: all 200',
    value: `${answers.length - failed.length}/20, max ${ms(maxMs)} ms`,
    budget: '20/20',
    ok: failed.length === 0,
    problem: failed.length ? `statuses ${failed.map((a) => a.status).join(', ')}${death ? `; ${death}` : ''}` : undefined,
  });
}

/** The <loc>s of a sitemap file, and how many <url> entries it has. */
function parseSitemap(xml: string) {
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  return { isIndex: /<sitemapindex\b/.test(xml), isUrlset: /<urlset\b/.test(xml), urls: xml.match(/<url>/g)?.length ?? 0, locs };
}

async function measureSitemap(expected: Expected) {
  const base = await ensureServer();
  console.log('\nSitemap:');
  const problems: string[] = [];
  const urls: string[] = [];
  const t = performance.now();
  let isIndex = false;
  let files = 0;
  try {
    const root = await get(`${base}/sitemap.xml`);
    if (root.status !== 200) throw new Error(`/sitemap.xml answered HTTP ${root.status}`);
    const parsed = parseSitemap(root.body);
    isIndex = parsed.isIndex;
    const listed = parsed.isIndex ? parsed.locs : [];
    if (!parsed.isIndex) {
      // One file is right while every URL fits in it (a quick run with small counts).
      if (expected.activeCaseStudies + expected.activeJobs + expected.publishedPages + BUILT_IN_URLS > SITEMAP_MAX_URLS)
        problems.push('/sitemap.xml is not a <sitemapindex>');
      if (!parsed.isUrlset) throw new Error('/sitemap.xml is neither a <sitemapindex> nor a <urlset>');
      files = 1;
      if (parsed.urls > SITEMAP_MAX_URLS) problems.push(`/sitemap.xml has ${parsed.urls} <url> entries (more than ${SITEMAP_MAX_URLS})`);
      urls.push(...parsed.locs);
    }
    for (const loc of listed) {
      const url = new URL(loc);
      const file = await get(`${base}${url.pathname}${url.search}`);
      files++;
      if (file.status !== 200) {
        problems.push(`${url.pathname} answered HTTP ${file.status}`);
        continue;
      }
      const sub = parseSitemap(file.body);
      if (!sub.isUrlset) problems.push(`${url.pathname} is not a <urlset>`);
      if (sub.urls > SITEMAP_MAX_URLS) problems.push(`${url.pathname} has ${sub.urls} <url> entries (more than ${SITEMAP_MAX_URLS})`);
      urls.push(...sub.locs);
    }
  } catch (error) {
    problems.push((await serverDeath()) ?? (error as Error).message);
  }
  const seconds = (performance.now() - t) / 1000;
  const paths = urls.map((loc) => new URL(loc).pathname);
  const caseStudyUrls = paths.filter((p) => /^\/case-studies\/[^/]+$/.test(p)).length;
  const jobUrls = paths.filter((p) => /^\/careers\/[0-9a-f-]{36}$/.test(p)).length;
  const others = expected.publishedPages + BUILT_IN_URLS;
  const expectedTotal = expected.activeCaseStudies + expected.activeJobs + others;
  if (urls.length > 0) {
    if (caseStudyUrls !== expected.activeCaseStudies) problems.push(`${caseStudyUrls} case-study URLs for ${expected.activeCaseStudies} active case studies`);
    if (jobUrls !== expected.activeJobs) problems.push(`${jobUrls} job URLs for ${expected.activeJobs} active jobs`);
    if (urls.length !== expectedTotal) problems.push(`${urls.length} URLs in all, expected ${expectedTotal}`);
    if (new Set(paths).size !== paths.length) problems.push(`${paths.length - new Set(paths).size} URLs listed twice`);
  }
  console.log(
    `  ${isIndex ? '<sitemapindex>' : 'not a <sitemapindex>'}, ${files} file(s), ${urls.length} URLs (${caseStudyUrls} case studies, ${jobUrls} jobs; expected ${expectedTotal} = ` +
      `${expected.activeCaseStudies} + ${expected.activeJobs} + ${others} others), ${seconds.toFixed(1)} s`,
  );
  for (const problem of problems) console.log(`  FAIL: ${problem}`);
  checks.push({
    check: 'sitemap: an index of valid <urlset>s of <= 50,000 URLs, every active case study and job',
    value: `${urls.length} URLs in ${files} file(s)`,
    budget: `${expectedTotal} URLs`,
    ok: problems.length === 0,
    problem: problems.join('; ') || undefined,
  });
}

async function measureAdmin(cookie: string, expected: Expected) {
  console.log('\nAdmin (signed in as a super admin):');
  const fragment = expected.fragmentEmail.split('@')[0]! + '@';
  const inbox = contains('Forms &amp; Leads', 'the inbox heading');
  const both =
    (...tests: ((html: string) => string | null)[]) =>
    (html: string) =>
      tests.map((test) => test(html)).find(Boolean) ?? null;
  const inboxPages: { name: string; path: string; check: (html: string) => string | null }[] = [
    { name: 'inbox, first page', path: '/admin/leads', check: both(inbox, contains(expected.newestLead, 'the newest lead')) },
    {
      name: 'inbox, status contacted',
      path: '/admin/leads?status=contacted',
      check: both(inbox, expected.newestContacted ? contains(expected.newestContacted, 'the newest contacted lead') : () => null),
    },
    {
      name: 'inbox, email fragment',
      path: `/admin/leads?q=${encodeURIComponent(fragment)}`,
      check: both(inbox, contains(expected.fragmentEmail, 'the lead with that email')),
    },
    {
      name: 'inbox, rare word',
      path: `/admin/leads?q=${RARE_WORD}`,
      check: both(inbox, expected.rareWordEmail ? contains(expected.rareWordEmail, `the newest lead mentioning "${RARE_WORD}"`) : () => null),
    },
    { name: 'inbox, oldest (last page)', path: '/admin/leads?oldest=1', check: both(inbox, contains(expected.oldestLead, 'the oldest lead')) },
    {
      name: 'header search, email fragment',
      path: `/admin/search?q=${encodeURIComponent(fragment)}`,
      check: contains(expected.fragmentEmail, 'the lead with that email'),
    },
    { name: 'audit log', path: '/admin/audit', check: contains('Audit Log', 'the audit log heading') },
    {
      name: 'audit log, oldest',
      path: '/admin/audit?oldest=1',
      check: both(contains('Audit Log', 'the audit log heading'), contains(expected.oldestAuditEntity, 'the oldest audit entry')),
    },
  ];
  for (const page of inboxPages) budgetCheck(`${page.name}: ${page.path}`, await measure(page.path, { cookie, check: page.check }), INBOX_BUDGET_MS);
  const otherPages = [
    { path: '/admin/case-studies', title: 'Case Studies Management' },
    { path: '/admin/settings', title: 'Settings' },
    { path: '/admin/jobs', title: 'Jobs Management' },
  ];
  for (const page of otherPages)
    budgetCheck(page.path, await measure(page.path, { cookie, check: contains(`<title>${page.title}`, `the title "${page.title}"`) }), ADMIN_BUDGET_MS);
  for (const t of timings.filter((timing) => timing.path.startsWith('/admin'))) {
    console.log(
      `  ${t.path.padEnd(44)} first ${String(ms(t.firstMs)).padStart(6)} ms, median ${String(ms(t.medianMs)).padStart(6)} ms, max ${String(ms(t.maxMs)).padStart(6)} ms, ${t.kib.toFixed(0)} KiB${t.problem ? `  FAIL: ${t.problem}` : ''}`,
    );
  }
}

/** Counts the CSV's lines (a newline inside a quoted field is not one) as the body streams in. */
async function measureExport(cookie: string, expected: Expected) {
  const base = await ensureServer();
  console.log('\nCSV export of every lead (/api/admin/leads/export?spam=include), streamed:');
  const expectedLines = expected.leadsTotal + expected.subscribersTotal + 1;
  let lines = 0;
  let bytes = 0;
  let status = 0;
  let problem: string | undefined;
  let peakMiB = 0;
  const watch = setInterval(() => (peakMiB = Math.max(peakMiB, processMemoryMiB(serverPid, 'VmRSS'))), 50);
  const t = performance.now();
  let firstByteMs = 0;
  try {
    const response = await fetch(`${base}/api/admin/leads/export?spam=include`, {
      headers: { cookie },
      redirect: 'manual',
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
    });
    status = response.status;
    if (status !== 200 || !response.body) throw new Error(`HTTP ${status}`);
    const decoder = new TextDecoder();
    let quoted = false;
    let last = '';
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstByteMs) firstByteMs = performance.now() - t;
      bytes += value.byteLength;
      const text = decoder.decode(value, { stream: true });
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 34) quoted = !quoted;
        else if (c === 10 && !quoted) lines++;
      }
      if (text) last = text.at(-1)!;
    }
    if (bytes > 0 && last !== '\n') lines++;
    if (lines !== expectedLines)
      problem = `${lines} lines, expected ${expectedLines} (${expected.leadsTotal} leads + ${expected.subscribersTotal} subscribers + the header)`;
  } catch (error) {
    problem = `export failed: ${(await serverDeath()) ?? (error as Error).message}`;
  } finally {
    clearInterval(watch);
  }
  const seconds = (performance.now() - t) / 1000;
  peakMiB = Math.max(peakMiB, processMemoryMiB(serverPid, 'VmRSS'));
  console.log(
    `  HTTP ${status}, ${lines.toLocaleString('en-US')} lines, ${(bytes / 2 ** 20).toFixed(1)} MiB in ${seconds.toFixed(1)} s (first byte after ${ms(firstByteMs)} ms), server memory at most ${ms(peakMiB)} MiB meanwhile${problem ? `  FAIL: ${problem}` : ''}`,
  );
  checks.push({ check: 'CSV export: one line per lead and the header', value: lines, budget: `${expectedLines}`, ok: !problem, problem });
  checks.push({ check: 'CSV export: time', value: `${seconds.toFixed(1)} s`, budget: 'reported', ok: true });
  checks.push({
    check: 'CSV export: server memory MiB meanwhile (resident, sampled every 50 ms)',
    value: ms(peakMiB),
    budget: `<= ${MEMORY_BUDGET_MIB}`,
    ok: peakMiB > 0 && peakMiB <= MEMORY_BUDGET_MIB,
  });
  return { status, lines, expectedLines, mib: bytes / 2 ** 20, seconds, firstByteMs, peakMiB, problem };
}

async function run() {
  ensureBuild();
  console.log(
    `Scale run: ${Object.entries(counts)
      .map(([name, n]) => `${n.toLocaleString('en-US')} ${name}`)
      .join(', ')}; database ${databaseName}`,
  );
  await onAdminDatabase(`create database ${databaseName}`);
  try {
    console.log(`Server ready at ${(await startBenchServer()).url} (migrated and seeded); filling:`);
    const fillSeconds = await fillDatabase(() => connect(), counts);
    console.log(`Fill took ${fillSeconds.toFixed(1)} s.`);
    checks.push({ check: 'fill time', value: `${fillSeconds.toFixed(1)} s`, budget: 'reported', ok: true });
    const expected = await readExpected();
    await createAdmin();

    // Public pages first: nothing has asked for them since the fill.
    await measurePublic();
    await measureSitemap(expected);

    // Sessions live in the database: the cookie stays good for a server started after a crash.
    const cookie = await signIn(await ensureServer(), ADMIN, '/admin/leads');
    await measureAdmin(cookie, expected);
    const exported = await measureExport(cookie, expected);
    await ensureServer();
    return { expected, fillSeconds, exported };
  } finally {
    await server?.stop();
    serverPid = 0;
  }
}

let outcome: Awaited<ReturnType<typeof run>> | undefined;
let failure: Error | undefined;
const interrupted = () => {
  console.error('Interrupted: dropping the database.');
  void dropDatabase().finally(() => process.exit(130));
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);
try {
  outcome = await run();
} catch (error) {
  failure = error as Error;
  console.error(`FAIL: ${failure.stack ?? failure.message}`);
} finally {
  clearInterval(sampler);
  await dropDatabase();
}

const hwm = Math.max(0, ...serverMemoryPeaksMiB());
const peakMiB = Math.max(hwm, sampledPeakMiB);
checks.push({
  check: 'server peak memory MiB, whole run (resident high-water mark)',
  value: ms(peakMiB),
  budget: `<= ${MEMORY_BUDGET_MIB}`,
  ok: peakMiB > 0 && peakMiB <= MEMORY_BUDGET_MIB,
});
if (failure) checks.push({ check: 'the run itself', value: failure.message.split('\n')[0]!, budget: 'completes', ok: false });

console.log('\nBudgets');
console.table(checks.map((c) => ({ check: c.check, value: c.value, budget: c.budget, result: c.ok ? 'ok' : 'MISSED' })));
const missed = checks.filter((c) => !c.ok);
for (const c of missed.filter((c) => c.problem)) console.log(`  ${c.check}: ${c.problem}`);
const minutes = (Date.now() - started) / 60_000;
console.log(`${checks.length - missed.length}/${checks.length} held; ${minutes.toFixed(1)} minutes in all.`);

const results = path.join(import.meta.dirname, 'results');
fs.mkdirSync(results, { recursive: true });
fs.writeFileSync(
  path.join(results, 'scale.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      minutes,
      counts,
      ...outcome,
      timings,
      serverPeakMiB: peakMiB,
      checks,
    },
    null,
    2,
  ),
);
console.log('Figures written to bench/results/scale.json');
if (missed.length > 0) {
  console.error(`MISSED: ${missed.map((c) => `${c.check} = ${c.value} (budget ${c.budget})`).join('; ')}`);
  process.exit(1);
}
