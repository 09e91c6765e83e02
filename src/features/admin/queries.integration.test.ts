import { eq, ilike } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import {
  caseStudies,
  contentItems,
  formSubmissions,
  forms,
  jobs,
  leads,
  mailOutbox,
  mediaFiles,
  pages,
  partners,
  siteSettings,
  users,
} from '@/server/db/schema';
import { seedDatabase } from '@/seed/seed';
import { env } from '@/server/env';
import { createTestDatabase } from '@/test/database';
import {
  CHART_DAYS,
  escapeLike,
  getDashboardSummary,
  getLeadsPerDay,
  getMailOutboxHealth,
  getNewLeads,
  getSiteHealth,
  NEW_LEADS_CAP,
  SEARCH_COUNT_CAP,
  searchAdmin,
} from './queries';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

const DAY = 86_400_000;
const daysAgo = (days: number, extraMs = 0) => new Date(Date.now() - days * DAY - extraMs);
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

function lead(overrides: Partial<typeof leads.$inferInsert> = {}): typeof leads.$inferInsert {
  return { kind: 'contact', name: 'Dana Whitfield', email: 'dana@example.com', ...overrides };
}

function media(name: string, overrides: Partial<typeof mediaFiles.$inferInsert> = {}): typeof mediaFiles.$inferInsert {
  return { filename: name, originalFilename: name, filePath: `uploads/${name}`, fileSize: 1024, mimeType: 'image/png', ...overrides };
}

describe('the admin figures on an empty database', () => {
  it('are all zero, with a 30-day chart of zeros ending today', async () => {
    expect(await getDashboardSummary()).toEqual({ contentItems: 0, mediaFiles: 0, formSubmissions: 0 });
    expect(await getNewLeads()).toEqual({ count: 0, latest: [] });
    const series = await getLeadsPerDay();
    expect(series).toHaveLength(CHART_DAYS);
    expect(series.every((d) => d.count === 0)).toBe(true);
    expect(series.at(-1)?.date).toBe(utcDay(new Date()));
    expect(series[0]?.date).toBe(utcDay(daysAgo(CHART_DAYS - 1)));
  });

  it('fail the checks that need data', async () => {
    const health = await getSiteHealth();
    const byId = Object.fromEntries(health.checks.map((c) => [c.id, c]));
    expect(byId['super-admin']).toMatchObject({ status: 'failed', hint: expect.stringContaining('admin:create') });
    expect(byId.settings).toMatchObject({ status: 'failed', hint: expect.stringContaining('company name') });
    expect(byId.pages?.status).toBe('passed');
    expect(byId.mail?.status).toBe(env().SMTP_URL ? 'passed' : 'warning');
  });
});

describe('the summary cards', () => {
  it('count content items with pages and posts, public media, and non-spam leads plus submissions without a lead', async () => {
    const pageRecords = await db.$count(pages);
    await db.insert(contentItems).values([{ title: 'Welcome' }, { title: 'Launch announcement', type: 'announcement' }, { title: 'Q3 update' }]);
    await db.insert(mediaFiles).values([
      media('hero.png'),
      media('logo.svg', { mimeType: 'image/svg+xml' }),
      // A CV: private, in the applications folder: not a media file of the site.
      media('cv.pdf', { folder: 'applications', isPrivate: true, filePath: 'applications/cv.pdf', mimeType: 'application/pdf' }),
      // Private but elsewhere (the portfolio): still counted.
      media('portfolio.pdf', { folder: 'documents', isPrivate: true, filePath: 'documents/portfolio.pdf', mimeType: 'application/pdf' }),
    ]);
    const [contactLead] = await db
      .insert(leads)
      .values([
        lead(),
        lead({ name: 'Spam Bot', email: 'bot@spam.test', isSpam: true }),
        lead({ kind: 'estimate', name: 'Priya Raman', email: 'priya@example.com' }),
      ])
      .returning({ id: leads.id });
    const [form] = await db.insert(forms).values({ name: 'Newsletter', slug: 'newsletter' }).returning({ id: forms.id });
    await db.insert(formSubmissions).values([
      { formId: form!.id, data: { email: 'a@example.com' } },
      // Already counted as its lead.
      { formId: form!.id, data: { email: 'dana@example.com' }, leadId: contactLead!.id },
    ]);

    expect(await getDashboardSummary()).toEqual({ contentItems: 3 + pageRecords, mediaFiles: 3, formSubmissions: 3 });
  });
});

describe('leads per day', () => {
  it('has 30 days, zeros included, counts by UTC day and leaves spam and older leads out', async () => {
    await db.delete(leads);
    await db
      .insert(leads)
      .values([
        lead({ createdAt: daysAgo(0) }),
        lead({ createdAt: daysAgo(0, 1000) }),
        lead({ createdAt: daysAgo(3) }),
        lead({ createdAt: daysAgo(29) }),
        lead({ createdAt: daysAgo(3), isSpam: true }),
        lead({ createdAt: daysAgo(31) }),
      ]);
    const series = await getLeadsPerDay();
    expect(series).toHaveLength(30);
    const counts = Object.fromEntries(series.map((d) => [d.date, d.count]));
    expect(counts[utcDay(daysAgo(3))]).toBe(1);
    expect(counts[utcDay(daysAgo(29))]).toBe(1);
    expect(series.reduce((sum, d) => sum + d.count, 0)).toBe(4);
    const daysWithLeads = new Set([daysAgo(0), daysAgo(0, 1000), daysAgo(3), daysAgo(29)].map(utcDay));
    expect(series.filter((d) => d.count === 0)).toHaveLength(30 - daysWithLeads.size);
    // Oldest first, one entry per consecutive day.
    for (let i = 1; i < series.length; i += 1) {
      expect(Date.parse(series[i]!.date) - Date.parse(series[i - 1]!.date)).toBe(DAY);
    }
  });
});

describe('the notification bell', () => {
  it('counts new, unread, non-spam leads and lists the latest five, newest first', async () => {
    await db.delete(leads);
    await db
      .insert(leads)
      .values([
        ...Array.from({ length: 6 }, (_, i) => lead({ name: `New lead ${i + 1}`, createdAt: daysAgo(0, (6 - i) * 60_000) })),
        lead({ name: 'Already read', isRead: true }),
        lead({ name: 'Contacted', status: 'contacted' }),
        lead({ name: 'Spam', isSpam: true }),
      ]);
    const { count, latest } = await getNewLeads();
    expect(count).toBe(6);
    expect(latest.map((l) => l.name)).toEqual(['New lead 6', 'New lead 5', 'New lead 4', 'New lead 3', 'New lead 2']);
    expect(latest[0]).toMatchObject({ kind: 'contact', createdAt: expect.any(Date) });
  });

  it('stops counting past 99 (the badge says 99+), still listing the latest five', async () => {
    await db.delete(leads);
    await db.insert(leads).values(Array.from({ length: 130 }, (_, i) => lead({ name: `Lead ${i}`, createdAt: daysAgo(0, (130 - i) * 1000) })));
    const { count, latest } = await getNewLeads();
    expect(count).toBe(NEW_LEADS_CAP + 1);
    expect(latest.map((l) => l.name)).toEqual(['Lead 129', 'Lead 128', 'Lead 127', 'Lead 126', 'Lead 125']);
  });
});

describe('site health', () => {
  it('passes the data checks on the seeded site and fails a published page on a reserved slug', async () => {
    await seedDatabase(db);
    await db.insert(users).values({ id: 'u-super', name: 'Ada Admin', email: 'ada@example.com', role: 'super_admin' });
    let health = await getSiteHealth();
    const status = (id: string) => health.checks.find((c) => c.id === id)?.status;
    expect(status('super-admin')).toBe('passed');
    expect(status('settings')).toBe('passed');
    expect(status('pages')).toBe('passed');
    // Without SMTP_URL mail goes to files: a warning, half a check.
    expect(health.percentage).toBe(env().SMTP_URL ? 100 : 88);

    await db.insert(pages).values({ title: 'Search (old)', slug: 'search', isPublished: true });
    await db.update(siteSettings).set({ value: '  ' }).where(eq(siteSettings.key, 'contact_phone'));
    health = await getSiteHealth();
    expect(health.checks.find((c) => c.id === 'pages')).toMatchObject({ status: 'failed', hint: expect.stringContaining('/search') });
    expect(health.checks.find((c) => c.id === 'settings')).toMatchObject({ status: 'failed', hint: 'Fill in the contact phone in the site settings.' });
    expect(health.percentage).toBe(env().SMTP_URL ? 50 : 38);
  });

  it('reads the outbox: emails given up on this week fail the mail check, retries warn, webhooks and old failures do not count', async () => {
    const email = (overrides: Partial<typeof mailOutbox.$inferInsert>): typeof mailOutbox.$inferInsert => ({
      toAddress: 'team@axionlabs.dev',
      subject: 'New lead',
      textBody: 'Hello',
      ...overrides,
    });
    await db.delete(mailOutbox);
    await db
      .insert(mailOutbox)
      .values([
        email({ status: 'sent', attempts: 1 }),
        email({ status: 'failed', attempts: 8, lastError: 'old failure', updatedAt: daysAgo(8) }),
        email({ channel: 'webhook', toAddress: 'https://hooks.example.com/', status: 'failed', attempts: 8, lastError: 'webhook 500' }),
        email({ status: 'pending', attempts: 0 }),
      ]);
    expect(await getMailOutboxHealth()).toEqual({ failedLastWeek: 0, retrying: 0, lastError: null });

    await db.insert(mailOutbox).values(email({ status: 'pending', attempts: 2, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' }));
    expect(await getMailOutboxHealth()).toEqual({ failedLastWeek: 0, retrying: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' });
    expect((await getSiteHealth()).checks.find((c) => c.id === 'mail')).toMatchObject({ status: 'warning', label: '1 email waiting to be sent again' });

    await db.insert(mailOutbox).values(email({ status: 'failed', attempts: 1, lastError: '550 5.1.1 Mailbox unavailable' }));
    expect(await getMailOutboxHealth()).toEqual({ failedLastWeek: 1, retrying: 1, lastError: '550 5.1.1 Mailbox unavailable' });
    expect((await getSiteHealth()).checks.find((c) => c.id === 'mail')).toMatchObject({
      status: 'failed',
      label: '1 email could not be sent in the last 7 days',
      hint: expect.stringContaining('550 5.1.1 Mailbox unavailable'),
    });
  });
});

describe('search', () => {
  it('finds a lead by a word of its message, and stops counting a group at 1,000', async () => {
    await db.delete(leads);
    await db.insert(leads).values(lead({ name: 'Quiet Client', email: 'q@example.com', message: 'We need a Kubernetes migration plan.' }));
    expect((await searchAdmin('kubernetes')).groups.find((g) => g.key === 'leads')?.hits.map((h) => h.title)).toEqual(['Quiet Client']);
    await db
      .insert(leads)
      .values(
        Array.from({ length: SEARCH_COUNT_CAP + 5 }, (_, i) => lead({ name: `Bulk ${i}`, email: `bulk${i}@many.example`, createdAt: daysAgo(1, -i * 1000) })),
      );
    const results = await searchAdmin('@many.example');
    const group = results.groups.find((g) => g.key === 'leads')!;
    expect(group.total).toBe(SEARCH_COUNT_CAP + 1);
    expect(results.capped).toBe(true);
    expect(group.hits.map((h) => h.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Bulk ${SEARCH_COUNT_CAP + 4 - i}`));
    await db.delete(leads);
  });

  it('escapes % and _ so they match literally', async () => {
    expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\');
    await db.insert(jobs).values([
      { title: 'Growth 100% remote', department: 'Marketing', location: 'Remote' },
      { title: 'Growth 1000 remote', department: 'Marketing', location: 'Remote' },
      { title: 'Data_Engineer', department: 'Engineering', location: 'Remote' },
      { title: 'DataXEngineer', department: 'Engineering', location: 'Remote', isActive: false },
    ]);
    const percent = await searchAdmin('100%');
    expect(percent.groups.find((g) => g.key === 'jobs')?.hits.map((h) => h.title)).toEqual(['Growth 100% remote']);
    const underscore = await searchAdmin('data_');
    expect(underscore.groups.find((g) => g.key === 'jobs')?.hits.map((h) => h.title)).toEqual(['Data_Engineer']);
    const wildcardOnly = await searchAdmin('%');
    expect(wildcardOnly.groups.find((g) => g.key === 'jobs')?.hits.map((h) => h.title)).toEqual(['Growth 100% remote']);
  });

  it('searches every kind of record, case-insensitively, at most 10 of each with the full count', async () => {
    await db.insert(partners).values(Array.from({ length: 12 }, (_, i) => ({ name: `Zephyr Cloud ${i + 1}` })));
    await db.insert(leads).values(lead({ name: 'Zephyr Contact', email: 'ops@zephyr.example' }));
    await db.insert(leads).values(lead({ name: 'Someone', email: 'someone@zephyr-mail.example', kind: 'job_application' }));
    await db.insert(caseStudies).values({ title: 'Payments rebuild', slug: 'payments-rebuild', client: 'Zephyr Bank', industry: 'Fintech' });
    await db.insert(pages).values({ title: 'Zephyr launch', slug: 'zephyr-launch', isPublished: false });
    await db.insert(contentItems).values({ title: 'ZEPHYR notes' });

    const results = await searchAdmin('  zephyr ');
    expect(results.query).toBe('zephyr');
    const byKey = Object.fromEntries(results.groups.map((g) => [g.key, g]));
    expect(byKey.partners).toMatchObject({ total: 12 });
    expect(byKey.partners?.hits).toHaveLength(10);
    expect(byKey.leads?.total).toBe(2);
    expect(byKey.leads?.hits.map((h) => h.href).sort()).toEqual(
      await db
        .select({ id: leads.id })
        .from(leads)
        .where(ilike(leads.email, '%zephyr%'))
        .then((rows) => rows.map((r) => `/admin/leads/${r.id}`).sort()),
    );
    expect(byKey['case-studies']?.hits).toEqual([
      expect.objectContaining({ title: 'Payments rebuild', detail: 'Zephyr Bank', href: '/case-studies/payments-rebuild' }),
    ]);
    // A draft has no public page: it links to the page manager, found by its slug; content items to their manager.
    expect(byKey.pages?.hits).toEqual([expect.objectContaining({ title: 'Zephyr launch', href: '/admin/pages?q=zephyr-launch' })]);
    expect(byKey.content?.total).toBe(1);
    expect(byKey.content?.hits[0]?.href).toBe('/admin/content?q=ZEPHYR%20notes');
    expect(byKey.jobs?.total).toBe(0);
    expect(results.total).toBe(12 + 2 + 1 + 1 + 1);
    expect(results.capped).toBe(false);

    const job = await searchAdmin('growth 100%');
    const hit = job.groups.find((g) => g.key === 'jobs')?.hits[0];
    expect(hit?.href).toMatch(/^\/careers\/[0-9a-f-]{36}$/);
    expect((await searchAdmin('dataxengineer')).groups.find((g) => g.key === 'jobs')?.hits[0]?.href).toBeNull();
  });

  it('answers an empty query with no groups', async () => {
    expect(await searchAdmin('   ')).toEqual({ query: '', total: 0, capped: false, groups: [] });
  });
});
