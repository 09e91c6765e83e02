// Jobs Management with 5,000 extra jobs: the server render time of GET /admin/jobs, signed in as
// an editor, for the first page, a title search, the inactive filter and the last page. Each
// answer must be the list with the right count and rows; exits non-zero when one is not.
//   npx tsx bench/admin-jobs.ts [--count=30] [--jobs=5000]
import fs from 'node:fs';
import { count, eq, ilike, type SQL } from 'drizzle-orm';
import { createAdministrator } from '../src/server/auth/bootstrap';
import type { Database } from '../src/server/db/client';
import type { JOB_TYPES } from '../src/server/db/enums';
import { jobs } from '../src/server/db/schema';
import { prepareDataDir } from '../e2e/support/data-dir';
import { ensureBuild, numberArg, percentile, signIn, startServer } from './lib';

const EDITOR = { email: 'bench.editor@axionlabs.dev', password: 'a bench editor with a long passphrase', name: 'Bench Editor' };
const PAGE_SIZE = 50;
const WARM_UP = 3;

const LEVELS = ['Junior', 'Mid-level', 'Senior', 'Staff', 'Lead', 'Principal'];
const ROLES: { title: string; department: string }[] = [
  { title: 'Full-Stack Engineer', department: 'Engineering' },
  { title: 'Frontend Engineer (React)', department: 'Engineering' },
  { title: 'Backend Engineer (Node.js)', department: 'Engineering' },
  { title: 'Mobile Developer (React Native)', department: 'Engineering' },
  { title: 'DevOps Engineer', department: 'Infrastructure' },
  { title: 'Site Reliability Engineer', department: 'Infrastructure' },
  { title: 'Machine Learning Engineer', department: 'AI & Data' },
  { title: 'Data Analyst', department: 'AI & Data' },
  { title: 'QA Automation Engineer', department: 'Quality Assurance' },
  { title: 'Product Designer', department: 'Design' },
  { title: 'UX Researcher', department: 'Design' },
  { title: 'Project Manager', department: 'Delivery' },
  { title: 'Business Analyst', department: 'Delivery' },
  { title: 'Account Executive', department: 'Sales' },
  { title: 'Technical Writer', department: 'Marketing' },
];
const LOCATIONS = [
  'Remote (US time zones)',
  'Remote (Europe)',
  'Remote (Americas)',
  'Sheridan, WY / Remote',
  'Austin, TX',
  'Lisbon, Portugal',
  'Kraków, Poland',
  'Hybrid – New York, NY',
];
const TYPES: (typeof JOB_TYPES)[number][] = ['full-time', 'full-time', 'full-time', 'contract', 'part-time', 'internship'];
const SALARIES = ['$70,000 - $90,000', '$95,000 - $120,000', '$130,000 - $160,000', '$60 - $85 per hour', null];

/** The i-th made-up job: varied enough that titles, departments and filters spread like real data. */
function fakeJob(i: number, now: number): typeof jobs.$inferInsert {
  const role = ROLES[i % ROLES.length]!;
  const level = LEVELS[Math.floor(i / ROLES.length) % LEVELS.length]!;
  const type = TYPES[i % TYPES.length]!;
  return {
    title: `${type === 'internship' ? 'Intern' : level} ${role.title} #${i + 1}`,
    department: role.department,
    location: LOCATIONS[(i * 7) % LOCATIONS.length]!,
    type,
    experienceLevel: type === 'internship' ? 'Student' : level,
    description: `Join a ${role.department.toLowerCase()} team delivering client projects end to end: discovery, build, launch and support. You will work with product owners, designers and engineers across time zones, and help us keep quality and delivery predictable.`,
    requirements: [
      'Clear written and spoken English',
      `${1 + (i % 8)}+ years in a similar role`,
      'Experience working with remote, cross-functional teams',
      'A portfolio or references we can talk to',
    ].slice(0, 2 + (i % 3)),
    benefits: ['Flexible schedule', 'Health, dental and vision insurance', '$2,000 yearly learning budget', '25 days of paid time off'].slice(0, 1 + (i % 4)),
    salaryRange: SALARIES[i % SALARIES.length],
    // About one job in five is closed, as a list that has run for a few years would have.
    isActive: i % 5 !== 0,
    // One every few hours over the past years, all older than the seeded jobs.
    createdAt: new Date(now - (i + 1) * 5 * 60 * 60_000),
  };
}

async function seedJobs(db: Database, total: number) {
  const now = Date.now();
  for (let start = 0; start < total; start += 500) {
    const batch = Array.from({ length: Math.min(500, total - start) }, (_, n) => fakeJob(start + n, now));
    await db.insert(jobs).values(batch);
  }
}

type Scenario = { name: string; query: string; total: number; page: number };
export type AdminJobsTiming = {
  name: string;
  path: string;
  matching: number;
  requests: number;
  ok: boolean;
  problem?: string;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  kib: number;
};
export type AdminJobsReport = { jobs: number; timings: AdminJobsTiming[] };

/** Why the page is not the expected list, or null when it is. */
function listProblem(status: number, html: string, scenario: Scenario): string | null {
  if (status !== 200) return `HTTP ${status}`;
  // React separates adjacent text with <!-- --> in server HTML.
  const text = html.replace(/<!-- -->/g, '');
  if (!text.includes('Jobs Management')) return 'no "Jobs Management" heading';
  const pageCount = Math.max(1, Math.ceil(scenario.total / PAGE_SIZE));
  const summary = `${scenario.total} jobs${pageCount > 1 ? ` · page ${scenario.page} of ${pageCount}` : ''}`;
  if (!text.includes(summary)) return `no "${summary}"`;
  const rows = text.match(/aria-label="Delete /g)?.length ?? 0;
  const expected = Math.min(PAGE_SIZE, scenario.total - (scenario.page - 1) * PAGE_SIZE);
  return rows === expected ? null : `${rows} rows instead of ${expected}`;
}

async function timeScenario(base: string, cookie: string, scenario: Scenario, requests: number): Promise<AdminJobsTiming> {
  const path = `/admin/jobs${scenario.query}`;
  const durations: number[] = [];
  let problem: string | null = null;
  let bytes = 0;
  for (let i = 0; i < WARM_UP + requests; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' });
    const html = await response.text();
    const elapsed = performance.now() - started;
    if (i >= WARM_UP) durations.push(elapsed);
    bytes = Buffer.byteLength(html);
    problem ??= listProblem(response.status, html, scenario);
  }
  durations.sort((a, b) => a - b);
  return {
    name: scenario.name,
    path,
    matching: scenario.total,
    requests,
    ok: !problem,
    problem: problem ?? undefined,
    p50Ms: percentile(durations, 50),
    p95Ms: percentile(durations, 95),
    maxMs: durations.at(-1) ?? 0,
    kib: bytes / 1024,
  };
}

export async function adminJobs(extraJobs = numberArg('jobs', 5_000), requests = numberArg('count', 30)): Promise<AdminJobsReport> {
  ensureBuild();
  const totals = { all: 0, engineer: 0, inactive: 0 };
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
    await seedJobs(db, extraJobs);
    const total = async (where?: SQL) => (await db.select({ n: count() }).from(jobs).where(where))[0]?.n ?? 0;
    totals.all = await total();
    totals.engineer = await total(ilike(jobs.title, '%engineer%'));
    totals.inactive = await total(eq(jobs.isActive, false));
  });

  const server = await startServer(dataDir, { env: { LOG_LEVEL: 'warn', SMTP_URL: '' } });
  try {
    const cookie = await signIn(server.url, EDITOR, '/admin/jobs');
    const lastPage = Math.max(1, Math.ceil(totals.all / PAGE_SIZE));
    const scenarios: Scenario[] = [
      { name: 'first page', query: '', total: totals.all, page: 1 },
      { name: 'search "engineer"', query: '?q=engineer', total: totals.engineer, page: 1 },
      { name: 'inactive only', query: '?status=inactive', total: totals.inactive, page: 1 },
      { name: 'last page', query: `?page=${lastPage}`, total: totals.all, page: lastPage },
    ];
    const timings: AdminJobsTiming[] = [];
    for (const scenario of scenarios) timings.push(await timeScenario(server.url, cookie, scenario, requests));
    return { jobs: totals.all, timings };
  } finally {
    await server.stop();
    // Thousands of jobs make a data dir of 60 MB or more: not worth keeping.
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printAdminJobsReport(report: AdminJobsReport) {
  console.log(`admin jobs list, ${report.jobs} jobs in the database (sequential requests after ${WARM_UP} warm-up ones, full HTML, signed in):`);
  for (const t of report.timings) {
    const figures = `${String(t.matching).padStart(5)} jobs, ${t.requests} requests, p50 ${t.p50Ms.toFixed(0)} ms, p95 ${t.p95Ms.toFixed(0)} ms, max ${t.maxMs.toFixed(0)} ms, ${t.kib.toFixed(0)} KiB`;
    console.log(`  ${t.name.padEnd(18)} ${t.path.padEnd(28)} ${figures}${t.ok ? '' : `  FAIL: ${t.problem}`}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await adminJobs();
  printAdminJobsReport(report);
  if (report.timings.some((t) => !t.ok)) {
    console.error('FAIL: some answers were not the expected jobs list');
    process.exit(1);
  }
}
