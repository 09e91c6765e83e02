// The scale run's data: leads, audit entries, case studies and jobs made by generate_series on the
// PostgreSQL server itself, a few INSERT ... SELECT statements per table instead of one row at a
// time. Values are picked from word lists by a hash of the row number, so that every run makes
// the same rows and a word or an email fragment finds few of them.
import type pg from 'pg';
import { LEAD_KINDS, LEAD_STATUSES, JOB_TYPES } from '../src/server/db/enums';

export type FillCounts = { leads: number; audit: number; caseStudies: number; jobs: number };

/** Found by the inbox search in about one lead in 40,000, and in no other text. */
export const RARE_WORD = 'kilimanjaro';
/** Words in case-study titles and descriptions that the public search looks for (20 distinct ones). */
export const PUBLIC_SEARCH_WORDS = [
  'logistics',
  'banking',
  'telemedicine',
  'marketplace',
  'kubernetes',
  'dashboard',
  'chatbot',
  'insurance',
  'retail',
  'warehouse',
  'payments',
  'onboarding',
  'forecasting',
  'analytics',
  'mobile',
  'compliance',
  'recommendation',
  'scheduling',
  'ticketing',
  'energy',
];

const BATCH_ROWS = 200_000;
const SPREAD_DAYS = 3 * 365;

const COMPANIES = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark',
  'Wayne',
  'Wonka',
  'Tyrell',
  'Cyberdyne',
  'Soylent',
  'Vandelay',
  'Pied Piper',
  'Dunder',
  'Gringotts',
  'Oscorp',
  'Aperture',
  'Black Mesa',
  'Monarch',
  'Nakatomi',
  'Massive',
  'Prestige',
  'Sterling',
  'Bluth',
  'Gekko',
  'Duff',
  'Krusty',
  'Virtucon',
  'Zorg',
  'Buy n Large',
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Tailspin',
  'Adventure Works',
  'Litware',
  'Proseware',
  'Woodgrove',
  'Lucerne',
  'Fourth Coffee',
  'Blue Yonder',
  'Coho',
  'Alpine Ski',
  'Wide World',
  'Margie',
  'Humongous',
  'Trey Research',
  'Graphic Design',
  'City Power',
  'Southridge',
];
const DOMAINS = COMPANIES.map((name, i) => `${name.toLowerCase().replace(/[^a-z]+/g, '')}.${['com', 'io', 'co', 'dev', 'net'][i % 5]}`);
const COMPANY_SUFFIXES = ['Inc.', 'LLC', 'Ltd', 'GmbH', 'Group', 'Labs', 'Holdings', 'Partners'];
const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Mateo',
  'Sofia',
  'Lucas',
  'Mia',
  'Elijah',
  'Amara',
  'Kenji',
  'Priya',
  'Tomasz',
  'Ingrid',
  'Diego',
  'Fatima',
  'Hiroshi',
  'Chloe',
  'Omar',
  'Zofia',
  'Rafael',
  'Aisha',
  'Henrik',
  'Lucia',
  'Kwame',
  'Mei',
  'Jonas',
  'Nadia',
  'Pedro',
];
const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Nowak',
  'Kowalski',
  'Tanaka',
  'Okafor',
  'Silva',
  'Jensen',
  'Müller',
  'Rossi',
  'Dubois',
  'Patel',
  'Kim',
  'Nguyen',
  'Hansen',
  'Cohen',
  'Ivanova',
  'Santos',
  'Brown',
  'Wilson',
  'Lopez',
  'Novak',
  'Schmidt',
  'Haddad',
  'Mensah',
  'Fischer',
  'Costa',
  'Sato',
  'Berg',
  'Moreau',
];
const TOPICS = [
  'a customer portal',
  'a mobile banking app',
  'an AI chatbot',
  'a logistics dashboard',
  'an e-commerce storefront',
  'a telemedicine platform',
  'a data warehouse migration',
  'a KYC verification flow',
  'an internal CRM',
  'a booking system',
  'a recommendation engine',
  'a payments integration',
];
const INDUSTRIES = [
  'fintech',
  'healthcare',
  'retail',
  'logistics',
  'insurance',
  'education',
  'energy',
  'real estate',
  'travel',
  'manufacturing',
  'media',
  'legal',
];
// Syllables that never spell the rare word's trigrams: 20 x 20 x 20 made-up words.
const SYLLABLES = ['ba', 'de', 'fo', 'gu', 'ke', 'lo', 'mu', 'ne', 'pi', 'ro', 'sa', 'te', 'vo', 'wu', 'xe', 'zo', 'ch', 'qu', 'ty', 'bre'];
const TIMELINES = ['ASAP', 'within a month', 'this quarter', 'in three to six months', 'next year'];
const BUDGETS = ['< $10k', '$10k - $25k', '$25k - $50k', '$50k - $100k', '$100k+'];
const SPAM_REASONS = ['honeypot', 'too fast', 'links in message', 'blocked word'];

const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in',
  'auth.sign_in',
  'lead.status',
  'lead.status',
  'lead.note',
  'lead.mail_retry',
  'job.create',
  'job.update',
  'job.delete',
  'case_study.create',
  'case_study.update',
  'page.create',
  'page.update',
  'page.delete',
  'media_file.upload',
  'media_file.update',
  'media_file.delete',
  'partner.update',
  'navigation_item.update',
  'user.invite',
  'user.role_change',
  'profile.password_change',
  'rate_card.update',
  'estimator_settings.update',
];
const STAFF_EMAILS = Array.from(
  { length: 30 },
  (_, i) => `${FIRST_NAMES[i]!.toLowerCase()}.${LAST_NAMES[(i * 7) % LAST_NAMES.length]!.toLowerCase().replace(/[^a-z]/g, '')}@axionlabs.dev`,
);
const USER_AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
];

const ADJECTIVES = ['Real-time', 'Scalable', 'Secure', 'AI-assisted', 'Cloud-native', 'Self-service', 'Omnichannel', 'Automated', 'Modern', 'Unified'];
// Case-study and job products; together with INDUSTRIES they hold every PUBLIC_SEARCH_WORDS word.
const PRODUCTS = [
  'Logistics Dashboard',
  'Banking App',
  'Telemedicine Platform',
  'B2B Marketplace',
  'Kubernetes Migration',
  'Analytics Dashboard',
  'Support Chatbot',
  'Insurance Claims Portal',
  'Retail Storefront',
  'Warehouse Management System',
  'Payments Gateway',
  'Onboarding Flow',
  'Demand Forecasting Engine',
  'Mobile Field App',
  'Compliance Reporting Suite',
  'Recommendation Engine',
  'Scheduling Platform',
  'Ticketing System',
  'Energy Monitoring Portal',
];
const TECHNOLOGIES = [
  'Next.js',
  'React',
  'React Native',
  'Node.js',
  'PostgreSQL',
  'Python',
  'TensorFlow',
  'Kubernetes',
  'AWS',
  'Azure',
  'Go',
  'Kotlin',
  'Swift',
  'Redis',
  'Kafka',
];
const JOB_ROLES = [
  'Full-Stack Engineer',
  'Frontend Engineer',
  'Backend Engineer',
  'Mobile Developer',
  'DevOps Engineer',
  'Machine Learning Engineer',
  'Data Analyst',
  'QA Engineer',
  'Product Designer',
  'Project Manager',
];
const JOB_DEPARTMENTS = [
  'Engineering',
  'Engineering',
  'Engineering',
  'Engineering',
  'Infrastructure',
  'AI & Data',
  'AI & Data',
  'Quality Assurance',
  'Design',
  'Delivery',
];
const JOB_LEVELS = ['Junior', 'Mid-level', 'Senior', 'Staff', 'Lead'];
const JOB_LOCATIONS = ['Remote (US time zones)', 'Remote (Europe)', 'Austin, TX', 'Lisbon, Portugal', 'Kraków, Poland', 'Hybrid – New York, NY'];

/** `(list)[pick]`: a value of the text[] parameter `$index`, chosen by a hash of `n` and `salt`. */
const pick = (index: number, salt: number) => `($${index}::text[])[1 + ((hashint4((n + ${salt})::int) & 2147483647) % cardinality($${index}::text[]))]`;
/** 0..modulo-1 from a hash of n: spreads values without the regular steps of n % m. */
const bucket = (salt: number, modulo: number) => `((hashint4((n * 31 + ${salt})::int) & 2147483647) % ${modulo})`;
/** Row n (1 = newest) of `total`, spread over the past three years, a few minutes of jitter. */
const createdAt = (baseIndex: number, totalIndex: number) =>
  `($${baseIndex}::timestamptz - (n::float8 / $${totalIndex}::float8) * interval '${SPREAD_DAYS} days' - ${bucket(7, 600)} * interval '1 second')`;

const LEADS_SQL = `
insert into leads (kind, status, is_read, name, email, company, phone, budget, timeline, message, consent, consent_at, is_spam, spam_reason, source_page, user_agent, created_at, updated_at)
select kind, status, is_read, name, email, company, phone, budget, timeline, message, true, created_at, is_spam, case when is_spam then ${pick(11, 5)} end, '/' || case kind when 'contact' then 'contact' when 'estimate' then 'estimator' else 'careers' end, ${pick(12, 9)}, created_at, created_at
from (
  select n,
    case when ${bucket(1, 10)} < 6 then 'contact' when ${bucket(1, 10)} < 9 then 'estimate' else 'job_application' end as kind,
    case when n % 20 = 0 then 'new' when n % 20 = 1 then 'new' else ($5::text[])[1 + ${bucket(2, 6)}] end as status,
    n % 20 <> 0 as is_read,
    ${bucket(3, 100)} < 3 as is_spam,
    ${pick(6, 11)} || ' ' || ${pick(7, 13)} as name,
    'lead' || n || '@' || ($3::text[])[1 + n % 50] as email,
    ($4::text[])[1 + n % 50] || ' ' || ${pick(8, 17)} as company,
    '+1 555 ' || lpad((n % 10000000)::text, 7, '0') as phone,
    ${pick(9, 19)} as budget,
    ${pick(10, 23)} as timeline,
    'Hello, we need ' || ${pick(13, 29)} || ' for our ' || ${pick(14, 31)} || ' business. What matters most: '
      || ${word(15, 37)} || ', ' || ${word(15, 41)} || ' and ' || ${word(15, 43)} || '.'
      || case when n % 40000 = 17 then ' We met your team on the way up ${RARE_WORD} last spring.' else '' end as message,
    ${createdAt(1, 2)} as created_at
  from generate_series($16::int, $17::int) as n
) as rows`;

/** A made-up word of three syllables from the text[] parameter `$index` (8,000 words). */
function word(index: number, salt: number) {
  const h = `(hashint4((n * 7 + ${salt})::int) & 2147483647)`;
  return `(($${index}::text[])[1 + ${h} % 20] || ($${index}::text[])[1 + (${h} / 20) % 20] || ($${index}::text[])[1 + (${h} / 400) % 20])`;
}

function leadParams(base: Date, total: number, from: number, to: number) {
  const otherStatuses = LEAD_STATUSES.filter((status) => status !== 'new');
  // Form entries (kind 'form') are left out: each needs a form and its submission row.
  if (LEAD_KINDS.length !== 4 || otherStatuses.length !== 6) throw new Error('LEAD_KINDS or LEAD_STATUSES changed: update the scale fill');
  return [
    base,
    total,
    DOMAINS,
    COMPANIES,
    otherStatuses,
    FIRST_NAMES,
    LAST_NAMES,
    COMPANY_SUFFIXES,
    BUDGETS,
    TIMELINES,
    SPAM_REASONS,
    USER_AGENTS,
    TOPICS,
    INDUSTRIES,
    SYLLABLES,
    from,
    to,
  ];
}

const AUDIT_SQL = `
insert into audit_log (actor_kind, actor_email, action, entity_type, entity_id, details, ip_address, created_at)
select actor_kind, case when actor_kind = 'user' then ${pick(3, 3)} when actor_kind = 'visitor' and action = 'auth.sign_in' then 'visitor' || n || '@example.com' end,
  action, split_part(action, '.', 1), md5(n::text)::uuid::text,
  case when action = 'auth.sign_in' then jsonb_build_object('outcome', case when n % 4 = 0 then 'failure' else 'success' end, 'userAgent', ${pick(5, 7)}) else '{}'::jsonb end,
  '10.' || (n % 250) || '.' || (n / 250 % 250) || '.' || (n / 62500 % 250), created_at
from (
  select n, case when ${bucket(1, 10)} < 7 then 'user' when ${bucket(1, 10)} < 9 then 'visitor' else 'system' end as actor_kind,
    ${pick(4, 5)} as action, ${createdAt(1, 2)} as created_at
  from generate_series($6::int, $7::int) as n
) as rows`;

const CASE_STUDIES_SQL = `
insert into case_studies (title, slug, client, industry, description, challenge, solution, results, technologies, timeline, is_featured, is_active, created_at, updated_at)
select title, trim(both '-' from regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')) || '-' || n, client, industry,
  'We built ' || lower(product) || ' for ' || client || ', a ' || industry || ' company, with ' || tech1 || ' and ' || tech2 || '.',
  client || ' ran ' || industry || ' operations on spreadsheets and a legacy system that could not keep up with growth.',
  'A ' || lower(adjective) || ' ' || lower(product) || ' on ' || tech1 || ', delivered in two-week iterations with their team.',
  array[(10 + n % 80) || '% faster processing', (2 + n % 9) || 'x more active users'], array[tech1, tech2, ${pick(9, 13)}],
  (2 + n % 10) || ' months', n % 100 = 0, true, created_at, created_at
from (
  select n, ${pick(5, 1)} as adjective, ${pick(6, 2)} as product, ($4::text[])[1 + n % 50] || ' ' || ${pick(7, 3)} as client,
    ${pick(8, 4)} as industry, ${pick(9, 5)} as tech1, ${pick(9, 6)} as tech2, ${createdAt(1, 2)} as created_at
  from generate_series($3::int, $3::int + $2::int - 1) as n
) as rows, lateral (select adjective || ' ' || product || ' for ' || client as title) as t`;

const JOBS_SQL = `
insert into jobs (title, department, location, type, experience_level, description, requirements, benefits, salary_range, is_active, created_at, updated_at)
select level || ' ' || ($3::text[])[1 + role] || ' #' || n, ($4::text[])[1 + role], ${pick(6, 3)}, type, level,
  'Join a ' || lower(($4::text[])[1 + role]) || ' team building ' || lower(${pick(8, 5)}) || ' projects for ' || ${pick(9, 7)} || ' clients, from discovery to launch.',
  array['Clear written and spoken English', (1 + n % 8) || '+ years in a similar role'], array['Flexible schedule', '$2,000 yearly learning budget'],
  case when n % 5 = 0 then null else '$' || (60 + n % 80) || ',000 - $' || (90 + n % 80) || ',000' end, true, created_at, created_at
from (
  select n, ${bucket(1, 10)} as role, ${pick(5, 2)} as level, ($7::text[])[1 + ${bucket(2, 4)}] as type, ${createdAt(1, 2)} as created_at
  from generate_series(1, $2::int) as n
) as rows`;

/** The indexes of `tables` that no constraint owns, as `CREATE INDEX` statements. */
async function droppableIndexes(client: pg.Client, tables: string[]) {
  const { rows } = await client.query<{ name: string; definition: string; table: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition, t.relname as table
     from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relname = any($1) and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  );
  return rows;
}

async function timed(label: string, work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function inBatches(client: pg.Client, label: string, total: number, insert: (from: number, to: number) => Promise<unknown>) {
  await timed(`${label} (${total.toLocaleString('en-US')})`, async () => {
    for (let from = 1; from <= total; from += BATCH_ROWS) await insert(from, Math.min(total, from + BATCH_ROWS - 1));
  });
}

/**
 * Fills the four tables on two connections at once (this machine has 2 cores). Their secondary
 * indexes are dropped first and built again afterwards, as a bulk load does: the same indexes,
 * built in one pass instead of row by row. Returns the seconds it took.
 */
export async function fillDatabase(connect: () => Promise<pg.Client>, counts: FillCounts): Promise<number> {
  const started = performance.now();
  const [a, b] = await Promise.all([connect(), connect()]);
  try {
    for (const client of [a, b]) await client.query("set synchronous_commit = off; set maintenance_work_mem = '256MB'");
    const tables = ['leads', 'audit_log', 'case_studies', 'jobs'];
    const indexes = await droppableIndexes(a, tables);
    for (const index of indexes) await a.query(`drop index ${index.name}`);
    const base = new Date();
    await Promise.all([
      inBatches(a, 'leads', counts.leads, (from, to) => a.query(LEADS_SQL, leadParams(base, counts.leads, from, to))),
      (async () => {
        await inBatches(b, 'audit log', counts.audit, (from, to) =>
          b.query(AUDIT_SQL, [base, counts.audit, STAFF_EMAILS, AUDIT_ACTIONS, USER_AGENTS, from, to]),
        );
        await timed(`case studies (${counts.caseStudies.toLocaleString('en-US')})`, () =>
          b.query(CASE_STUDIES_SQL, [base, counts.caseStudies, 1, COMPANIES, ADJECTIVES, PRODUCTS, COMPANY_SUFFIXES, INDUSTRIES, TECHNOLOGIES]),
        );
        await timed(`jobs (${counts.jobs.toLocaleString('en-US')})`, () =>
          b.query(JOBS_SQL, [base, counts.jobs, JOB_ROLES, JOB_DEPARTMENTS, JOB_LEVELS, JOB_LOCATIONS, [...JOB_TYPES], PRODUCTS, INDUSTRIES]),
        );
      })(),
    ]);
    // Rebuild the indexes: the leads' on one connection, the rest on the other.
    const leadIndexes = indexes.filter((index) => index.table === 'leads');
    const otherIndexes = indexes.filter((index) => index.table !== 'leads');
    await timed(`indexes (${indexes.length})`, () =>
      Promise.all([
        (async () => {
          for (const index of leadIndexes) await a.query(index.definition);
        })(),
        (async () => {
          for (const index of otherIndexes) await b.query(index.definition);
        })(),
      ]),
    );
    // Vacuum too: fresh rows are not yet in the visibility map, and autovacuum would otherwise
    // start on these tables in the middle of the measurements.
    await timed('vacuum and analyze', () =>
      Promise.all([a.query('vacuum (analyze) leads'), b.query('vacuum (analyze) audit_log, case_studies, jobs').then(() => b.query('analyze'))]),
    );
  } finally {
    await Promise.all([a.end(), b.end()]);
  }
  return (performance.now() - started) / 1000;
}
