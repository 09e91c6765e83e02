import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getNewLeads } from '@/features/admin/queries';
import { CrudError, PAGE_SIZE, type CrudActor } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { auditLog, estimates, leadNotes, leads, mailOutbox, newsletterSubscribers, siteSettings } from '@/server/db/schema';
import { createSmtpTransport } from '@/server/mail/transport';
import { processOutbox } from '@/server/mail/worker';
import { createTestDatabase } from '@/test/database';
import { staffActor } from '@/test/staff';
import { startTestSmtpServer } from '@/test/smtp';
import { markLeadRead, requeueLeadMail, writeLeadNote, writeLeadSpam, writeLeadStatus } from './admin-leads';
import { getLeadDetail, listInbox } from './admin-queries';
import { leadNoteSchema, leadStatusSchema } from './admin-schema';
import { CSV_HEADER, inboxCsvStream } from './export';
import { inboxQuery, parseInboxParams, type InboxParams } from './list-params';

let db: Database;
let actor: CrudActor;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await db.insert(siteSettings).values([
    { key: 'company_name', value: 'Axion Labs' },
    { key: 'contact_email', value: 'hello@axionlabs.dev' },
  ]);
  actor = await staffActor(db, 'Erin', 'editor', '192.0.2.7');
});
beforeEach(async () => {
  await db.delete(mailOutbox);
  await db.delete(leads);
  await db.delete(newsletterSubscribers);
});

const at = (iso: string) => new Date(iso);
const params = (query: Record<string, string> = {}) => parseInboxParams(query);
const names = async (query: Record<string, string> = {}) => (await listInbox(db, params(query))).rows.map((row) => row.name);

async function addLead(values: Partial<typeof leads.$inferInsert> & { name: string; createdAt: Date }) {
  const [row] = await db
    .insert(leads)
    .values({ kind: 'contact', email: `${values.name.toLowerCase().replace(/\W+/g, '.')}@example.com`, ...values })
    .returning({ id: leads.id });
  return row!.id;
}
async function addSubscriber(email: string, createdAt: Date) {
  await db.insert(newsletterSubscribers).values({ email, status: 'subscribed', unsubscribeToken: `token-${email}`, createdAt });
}
const audits = async (id: string) =>
  (
    await db
      .select({ action: auditLog.action, details: auditLog.details, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, id)))
  ).map(({ action, details, actorEmail }) => ({ action, details, actorEmail }));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof CrudError ? { status: error.status, message: error.message } : Promise.reject(error)),
  );

async function sampleInbox() {
  await addLead({ name: 'Grace Hopper', company: 'Navy Labs', message: 'An assistant for our manuals.', createdAt: at('2026-03-01T09:00:00Z') });
  await addLead({ name: 'Alan Turing', kind: 'job_application', createdAt: at('2026-03-03T09:00:00Z'), status: 'contacted' });
  await addLead({ name: 'Ada Lovelace', kind: 'estimate', company: 'Engines Ltd', createdAt: at('2026-03-05T23:59:00Z') });
  await addLead({ name: 'Cheap Pills', message: 'Buy now', isSpam: true, spamReason: 'honeypot', createdAt: at('2026-03-04T09:00:00Z') });
  await addSubscriber('reader@example.com', at('2026-03-02T09:00:00Z'));
}

describe('the inbox list', () => {
  it('lists leads and subscribers newest first, hiding spam unless asked', async () => {
    await sampleInbox();
    expect(await names()).toEqual(['Ada Lovelace', 'Alan Turing', 'reader@example.com', 'Grace Hopper']);
    const list = await listInbox(db, params());
    expect(list.count).toBe(4);
    expect(list.rows.find((row) => row.entry === 'subscriber')).toMatchObject({
      source: 'subscriber',
      email: 'reader@example.com',
      status: 'subscribed',
      isSpam: false,
      company: null,
    });
    expect(await names({ spam: 'only' })).toEqual(['Cheap Pills']);
    expect(await names({ spam: 'include' })).toEqual(['Ada Lovelace', 'Cheap Pills', 'Alan Turing', 'reader@example.com', 'Grace Hopper']);
  });

  it('filters by kind, status and an inclusive range of days (UTC while the site keeps UTC)', async () => {
    await sampleInbox();
    expect(await names({ kind: 'job_application' })).toEqual(['Alan Turing']);
    expect(await names({ kind: 'subscriber' })).toEqual(['reader@example.com']);
    // Subscribers have no pipeline: a status filter leaves them out.
    expect(await names({ status: 'contacted' })).toEqual(['Alan Turing']);
    expect(await names({ status: 'new' })).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(await names({ from: '2026-03-02', to: '2026-03-05' })).toEqual(['Ada Lovelace', 'Alan Turing', 'reader@example.com']);
    expect(await names({ to: '2026-03-01' })).toEqual(['Grace Hopper']);
    expect(await names({ kind: 'subscriber', from: '2026-03-03' })).toEqual([]);
  });

  it("reads From and To as days of the site's time zone", async () => {
    await sampleInbox();
    // Ada's lead came at 23:59 UTC on 5 March: already 6 March in Berlin, still 5 March in New York.
    await db.insert(siteSettings).values({ key: 'time_zone', value: 'Europe/Berlin' });
    try {
      expect(await names({ from: '2026-03-06', to: '2026-03-06' })).toEqual(['Ada Lovelace']);
      expect(await names({ from: '2026-03-05', to: '2026-03-05' })).toEqual([]);
      // Grace's 09:00 UTC on 1 March is 10:00 in Berlin: the range of that one day holds her.
      expect(await names({ to: '2026-03-01' })).toEqual(['Grace Hopper']);
      await db.update(siteSettings).set({ value: 'America/New_York' }).where(eq(siteSettings.key, 'time_zone'));
      expect(await names({ from: '2026-03-05', to: '2026-03-05' })).toEqual(['Ada Lovelace']);
      // Without a range the zone is not even read: every row.
      expect(await names()).toEqual(['Ada Lovelace', 'Alan Turing', 'reader@example.com', 'Grace Hopper']);
    } finally {
      await db.delete(siteSettings).where(eq(siteSettings.key, 'time_zone'));
    }
  });

  it("filters by the visit's source ('direct' is none) and landing page, exactly, leaving subscribers out", async () => {
    await sampleInbox();
    await addLead({ name: 'From Newsletter', kind: 'estimate', visitSource: 'newsletter', landingPage: '/services', createdAt: at('2026-03-02T10:00:00Z') });
    await addLead({ name: 'Newsletter Contact', visitSource: 'newsletter', landingPage: '/', createdAt: at('2026-03-04T10:00:00Z') });
    await addLead({ name: 'Came Directly', kind: 'estimate', visitSource: '', landingPage: '/services', createdAt: at('2026-03-02T11:00:00Z') });
    await addLead({ name: 'From Google', visitSource: 'google.com', landingPage: '/services/ai', createdAt: at('2026-03-02T12:00:00Z') });
    // The sample's leads have no visit (visit_source null): no source filter matches them.
    expect(await names({ source: 'newsletter' })).toEqual(['Newsletter Contact', 'From Newsletter']);
    expect(await names({ source: 'direct' })).toEqual(['Came Directly']);
    expect(await names({ source: 'google.com' })).toEqual(['From Google']);
    expect(await names({ source: 'google' })).toEqual([]);
    expect(await names({ source: 'newsletter', kind: 'estimate' })).toEqual(['From Newsletter']);
    // The statistics' conversions: inquiries (contact and form leads) and leads whose visit was not recorded.
    expect(await names({ source: 'newsletter', kind: 'inquiry' })).toEqual(['Newsletter Contact']);
    expect(await names({ kind: 'inquiry' })).toEqual(['Newsletter Contact', 'From Google', 'Grace Hopper']);
    expect(await names({ source: 'none' })).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    expect(await names({ source: 'none', kind: 'estimate' })).toEqual(['Ada Lovelace']);
    expect(await names({ landing: 'none', kind: 'inquiry' })).toEqual(['Grace Hopper']);
    expect(await names({ landing: '/services' })).toEqual(['Came Directly', 'From Newsletter']);
    expect(await names({ landing: '/services', source: 'direct' })).toEqual(['Came Directly']);
    expect(await names({ source: 'newsletter', from: '2026-03-03', to: '2026-03-04' })).toEqual(['Newsletter Contact']);
    expect((await listInbox(db, params({ source: 'newsletter' }))).count).toBe(2);
    // A subscriber has no visit: asked for both, none.
    expect(await names({ source: 'newsletter', kind: 'subscriber' })).toEqual([]);
    // Bad values are ignored, never an error: the other filters still apply.
    expect(await names({ source: 'newsletter', from: '2026-02-30', to: 'yesterday' })).toEqual(['Newsletter Contact', 'From Newsletter']);
    expect(await names({ landing: 'services', kind: 'estimate' })).toEqual(['Ada Lovelace', 'Came Directly', 'From Newsletter']);
  });

  it('searches name, email, company and message, case-insensitively and literally', async () => {
    await sampleInbox();
    expect(await names({ q: 'navy' })).toEqual(['Grace Hopper']);
    expect(await names({ q: 'MANUALS' })).toEqual(['Grace Hopper']);
    expect(await names({ q: 'engines' })).toEqual(['Ada Lovelace']);
    expect(await names({ q: 'alan.turing@' })).toEqual(['Alan Turing']);
    expect(await names({ q: 'reader' })).toEqual(['reader@example.com']);
    expect(await names({ q: 'pills' })).toEqual([]);
    expect(await names({ q: 'pills', spam: 'only' })).toEqual(['Cheap Pills']);
    expect(await names({ q: '%' })).toEqual([]);
  });

  it('pages by 50 across leads and subscribers: every row once, in both directions, also while leads arrive', async () => {
    // 130 leads and 40 subscribers; many share a millisecond (microseconds apart) or the very
    // same instant, where only the id orders them.
    const moment = (i: number) =>
      sql`timestamptz '2026-01-01 00:00:00+00' + ${Math.floor(i / 3)} * interval '1 millisecond' + ${i % 2} * interval '1 microsecond'`;
    await db
      .insert(leads)
      .values(Array.from({ length: 130 }, (_, i) => ({ kind: 'contact' as const, name: `Lead ${i}`, email: `lead${i}@example.com`, createdAt: moment(i) })));
    await db
      .insert(newsletterSubscribers)
      .values(Array.from({ length: 40 }, (_, i) => ({ email: `sub${i}@example.com`, unsubscribeToken: `t${i}`, createdAt: moment(i * 3) })));
    const page = (p: InboxParams['page']) => listInbox(db, { ...params(), page: p });

    const first = await page({});
    expect(first.count).toBe(170);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.newer).toBeUndefined();
    // Leads arriving now are newer than every page still to come: they must not shift them.
    await db.insert(leads).values(Array.from({ length: 7 }, (_, i) => ({ kind: 'contact' as const, name: `Late ${i}`, email: `late${i}@example.com` })));
    const seen = [...first.rows];
    let older = first.older;
    while (older) {
      const next = await page(parseInboxParams({ after: older }).page);
      seen.push(...next.rows);
      older = next.older;
    }
    const keys = seen.map((row) => `${row.entry}:${row.id}`);
    expect(keys).toHaveLength(170);
    expect(new Set(keys).size).toBe(170);
    const order = seen.map((row) => row.cursorAt + row.id);
    expect(order).toEqual([...order].sort().reverse());

    // Back from the oldest page with 'Newer': every row once more, the late leads included.
    const oldest = await page({ oldest: true });
    expect(oldest.older).toBeUndefined();
    expect(oldest.rows.map((row) => row.id)).toEqual(seen.slice(-PAGE_SIZE).map((row) => row.id));
    const back = [...oldest.rows];
    let newer = oldest.newer;
    while (newer) {
      const next = await page(parseInboxParams({ before: newer }).page);
      back.unshift(...next.rows.filter((row) => !back.some((kept) => kept.id === row.id)));
      newer = next.newer;
    }
    expect(back).toHaveLength(177);
    expect(
      back
        .slice(0, 7)
        .map((row) => row.name)
        .sort(),
    ).toEqual(['Late 0', 'Late 1', 'Late 2', 'Late 3', 'Late 4', 'Late 5', 'Late 6']);
  });

  it('takes a cursor only in its own format, and links that keep the filters', async () => {
    await sampleInbox();
    for (const after of ['2026-03-01', '2026-03-01T09:00:00.000000Z_1', "x' or 1=1 --", `2026-03-01T09:00:00.000000Z_${crypto.randomUUID()}_x`]) {
      expect(await names({ after })).toEqual(await names());
    }
    const [grace] = (await listInbox(db, params({ q: 'grace' }))).rows;
    expect(inboxQuery(params({ q: 'grace' }), { after: { at: grace!.cursorAt, id: grace!.id } })).toBe(
      `q=grace&after=${encodeURIComponent(`${grace!.cursorAt}_${grace!.id}`)}`,
    );
  });
});

describe('working a lead', () => {
  it('moves it along the pipeline, audited with the status it left', async () => {
    const id = await addLead({ name: 'Grace Hopper', createdAt: at('2026-03-01T09:00:00Z') });
    await writeLeadStatus(db, actor, leadStatusSchema.parse({ id, status: 'contacted' }));
    await writeLeadStatus(db, actor, leadStatusSchema.parse({ id, status: 'won' }));
    expect((await getLeadDetail(db, id))?.lead.status).toBe('won');
    expect(await audits(id)).toEqual([
      { action: 'lead.status', details: { from: 'new', to: 'contacted' }, actorEmail: 'erin@axionlabs.dev' },
      { action: 'lead.status', details: { from: 'contacted', to: 'won' }, actorEmail: 'erin@axionlabs.dev' },
    ]);
    expect(leadStatusSchema.safeParse({ id, status: 'hot' }).error?.issues[0]?.message).toBe('Please choose a valid status.');
    expect(await refusal(writeLeadStatus(db, actor, { id: crypto.randomUUID(), status: 'lost' }))).toEqual({
      status: 404,
      message: 'This lead no longer exists. Reload the page.',
    });
  });

  it('keeps notes oldest first with their author, refusing an empty one', async () => {
    const id = await addLead({ name: 'Grace Hopper', createdAt: at('2026-03-01T09:00:00Z') });
    await writeLeadNote(db, actor, leadNoteSchema.parse({ id, body: ' Called, wants a demo. ' }));
    await writeLeadNote(db, actor, leadNoteSchema.parse({ id, body: 'Demo booked for Friday.' }));
    const detail = await getLeadDetail(db, id);
    expect(detail?.notes.map(({ body, authorEmail }) => ({ body, authorEmail }))).toEqual([
      { body: 'Called, wants a demo.', authorEmail: 'erin@axionlabs.dev' },
      { body: 'Demo booked for Friday.', authorEmail: 'erin@axionlabs.dev' },
    ]);
    expect((await audits(id)).map((entry) => entry.action)).toEqual(['lead.note', 'lead.note']);
    expect(leadNoteSchema.safeParse({ id, body: '   ' }).error?.issues[0]?.message).toBe('Please enter the note.');
    expect(await refusal(writeLeadNote(db, actor, { id: crypto.randomUUID(), body: 'x' }))).toMatchObject({ status: 404 });
    expect(await db.$count(leadNotes, eq(leadNotes.leadId, id))).toBe(2);
  });

  it('marks spam and not spam: the lead leaves and rejoins the default list, audited', async () => {
    const id = await addLead({ name: 'Grace Hopper', createdAt: at('2026-03-01T09:00:00Z') });
    await writeLeadSpam(db, actor, { id, spam: true });
    expect(await names()).toEqual([]);
    expect(await names({ spam: 'only' })).toEqual(['Grace Hopper']);
    await writeLeadSpam(db, actor, { id, spam: false });
    expect(await names()).toEqual(['Grace Hopper']);
    expect((await audits(id)).map((entry) => entry.action)).toEqual(['lead.spam', 'lead.not_spam']);
  });

  it('opening a lead marks it read, and the bell stops counting it', async () => {
    const id = await addLead({ name: 'Grace Hopper', createdAt: new Date() });
    expect((await getNewLeads()).latest.map((lead) => lead.id)).toContain(id);
    const before = (await getNewLeads()).count;
    await markLeadRead(db, id);
    expect((await getNewLeads()).count).toBe(before - 1);
    expect((await getLeadDetail(db, id))?.lead.isRead).toBe(true);
  });

  it('shows the estimate breakdown, the emails and nothing for an unknown id', async () => {
    const [estimate] = await db
      .insert(estimates)
      .values({
        shareToken: 'share-token-for-ada-0001',
        projectType: 'Web Application',
        selectedFeatures: { f1: { enabled: true, complexity: 3, name: 'User Accounts' } },
        complexitySettings: { scale: 3, complexity: 3, platforms: 1, performance: 3 },
        designLevel: 'standard',
        deliveryPreferences: { timeline: 'standard', support: 'basic', phases: 1 },
        calculatedHours: { Frontend: 40, Backend: 60 },
        totalCost: 15_000,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        expiresAt: at('2099-01-01T00:00:00Z'),
      })
      .returning({ id: estimates.id });
    const id = await addLead({
      name: 'Ada Lovelace',
      kind: 'estimate',
      estimateId: estimate!.id,
      utmSource: 'newsletter',
      createdAt: at('2026-03-05T09:00:00Z'),
    });
    await db.insert(mailOutbox).values({
      toAddress: 'hello@axionlabs.dev',
      subject: 'New estimate',
      textBody: 'x',
      leadId: id,
      status: 'failed',
      attempts: 8,
      lastError: '550 mailbox unavailable',
    });
    const detail = await getLeadDetail(db, id);
    expect(detail?.estimate).toMatchObject({
      shareToken: 'share-token-for-ada-0001',
      total: 15_000,
      totalHours: 100,
      features: [{ name: 'User Accounts', complexity: 3 }],
    });
    expect(detail?.estimate?.roles.map((role) => role.role).sort()).toEqual(['Backend', 'Frontend']);
    expect(detail?.lead.utmSource).toBe('newsletter');
    expect(detail?.mails).toEqual([
      expect.objectContaining({
        subject: 'New estimate',
        toAddress: 'hello@axionlabs.dev',
        status: 'failed',
        attempts: 8,
        lastError: '550 mailbox unavailable',
      }),
    ]);
    expect(await getLeadDetail(db, crypto.randomUUID())).toBeNull();
    expect(await getLeadDetail(db, 'not-a-uuid')).toBeNull();
  });

  it('returns the visit that produced the lead, and the site time zone to show it in', async () => {
    const visit = {
      startedAt: '2026-03-05T08:50:00.000Z',
      landingPage: '/services',
      source: 'newsletter',
      referrerHost: null,
      utmMedium: 'email',
      utmCampaign: 'autumn',
      device: 'desktop',
      browser: 'Firefox',
      pages: [
        { path: '/services', at: '2026-03-05T08:50:00.000Z' },
        { path: '/estimator', at: '2026-03-05T08:55:10.000Z' },
      ],
    };
    const seen = await addLead({ name: 'Seen Visitor', visit, visitSource: 'newsletter', landingPage: '/services', createdAt: at('2026-03-05T09:00:00Z') });
    const carried = await addLead({ name: 'Form Only', visitSource: 'google.com', createdAt: at('2026-03-05T09:00:00Z') });
    const unseen = await addLead({ name: 'Not Seen', createdAt: at('2026-03-05T09:00:00Z') });
    const detail = await getLeadDetail(db, seen);
    expect(detail?.lead).toMatchObject({ visit, visitSource: 'newsletter', landingPage: '/services' });
    expect(detail?.timeZone).toBe('UTC');
    expect((await getLeadDetail(db, carried))?.lead).toMatchObject({ visit: null, visitSource: 'google.com', landingPage: null });
    expect((await getLeadDetail(db, unseen))?.lead).toMatchObject({ visit: null, visitSource: null, landingPage: null });
    await db.insert(siteSettings).values({ key: 'time_zone', value: 'Europe/Berlin' });
    try {
      expect((await getLeadDetail(db, seen))?.timeZone).toBe('Europe/Berlin');
    } finally {
      await db.delete(siteSettings).where(eq(siteSettings.key, 'time_zone'));
    }
  });
});

describe('retrying a failed email', () => {
  it('queues it again with fresh attempts, audited, and the worker delivers it', async () => {
    const id = await addLead({ name: 'Grace Hopper', createdAt: at('2026-03-01T09:00:00Z') });
    const [mail] = await db
      .insert(mailOutbox)
      .values({
        toAddress: 'team@axionlabs.dev',
        subject: 'New inquiry from Grace Hopper',
        textBody: 'Hello',
        leadId: id,
        status: 'failed',
        attempts: 8,
        lastError: 'ECONNREFUSED',
      })
      .returning({ id: mailOutbox.id });
    const mailId = mail!.id;

    await requeueLeadMail(db, actor, { leadId: id, mailId });
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await audits(id)).toEqual([
      { action: 'lead.mail_retry', details: { mailId, attempts: 8, lastError: 'ECONNREFUSED' }, actorEmail: 'erin@axionlabs.dev' },
    ]);
    // Only a failed email goes back in the queue.
    expect(await refusal(requeueLeadMail(db, actor, { leadId: id, mailId }))).toEqual({ status: 409, message: 'Only a failed email can be sent again.' });

    const smtp = await startTestSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    try {
      expect(await processOutbox(db, transport)).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(smtp.received.map((m) => m.to)).toEqual([['team@axionlabs.dev']]);
    } finally {
      transport.close();
      await smtp.stop();
    }
    expect((await getLeadDetail(db, id))?.mails[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it("refuses another lead's email", async () => {
    const grace = await addLead({ name: 'Grace Hopper', createdAt: at('2026-03-01T09:00:00Z') });
    const alan = await addLead({ name: 'Alan Turing', createdAt: at('2026-03-02T09:00:00Z') });
    const [mail] = await db
      .insert(mailOutbox)
      .values({ toAddress: 'a@example.com', subject: 'S', textBody: 'x', leadId: grace, status: 'failed', attempts: 8 })
      .returning({ id: mailOutbox.id });
    expect(await refusal(requeueLeadMail(db, actor, { leadId: alan, mailId: mail!.id }))).toMatchObject({ status: 404 });
    expect((await db.select().from(mailOutbox))[0]?.status).toBe('failed');
  });
});

async function exported(p: InboxParams): Promise<string> {
  // ignoreBOM keeps the byte order mark (text() would drop it), so the test sees what Excel gets.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(inboxCsvStream(db, p)).arrayBuffer());
}

describe('the CSV export', () => {
  it('holds every row the filters match, on every page, formulas neutralised', async () => {
    await sampleInbox();
    await addLead({ name: '=HYPERLINK("http://evil.example","x")', email: '@evil.example', company: '+Acme, Inc.', createdAt: at('2026-03-06T09:00:00Z') });
    const query = { q: 'e' };
    const shown = (await listInbox(db, params(query))).rows;
    const text = await exported(params(query));
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines).toHaveLength(shown.length + 1);
    expect(lines[1]).toBe(`2026-03-06T09:00:00.000Z,Contact,"'=HYPERLINK(""http://evil.example"",""x"")",'@evil.example,"'+Acme, Inc.",,New,no,,,`);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown.map((row) => row.createdAt.toISOString()));
    expect(await exported(params({ spam: 'only' }))).toContain('Cheap Pills');
    expect(await exported(params())).not.toContain('Cheap Pills');
  });

  it("has the visit's source and landing page, and follows the visit filters", async () => {
    await addLead({ name: 'From Newsletter', visitSource: 'newsletter', landingPage: '/services', createdAt: at('2026-03-02T10:00:00Z') });
    await addLead({ name: 'Came Directly', visitSource: '', landingPage: '/', createdAt: at('2026-03-03T10:00:00Z') });
    await addLead({ name: 'Not Seen', createdAt: at('2026-03-04T10:00:00Z') });
    const lines = (await exported(params()))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]!.split(',').slice(-2)).toEqual(['Visit source', 'Landing page']);
    expect(lines.slice(1).map((line) => line.split(',').slice(2, 3).concat(line.split(',').slice(-2)))).toEqual([
      ['Not Seen', '', ''],
      ['Came Directly', 'Direct', '/'],
      ['From Newsletter', 'newsletter', '/services'],
    ]);
    const filtered = (await exported(params({ source: 'newsletter' }))).trimEnd().split('\r\n');
    expect(filtered).toHaveLength(2);
    expect(filtered[1]).toContain('From Newsletter');
  });

  it('streams far more than a page: 2,345 leads, each once, newest first', async () => {
    const start = at('2026-01-01T00:00:00Z').getTime();
    await db.insert(leads).values(
      Array.from({ length: 2345 }, (_, i) => ({
        kind: 'contact' as const,
        name: `Lead ${i}`,
        email: `lead${i}@example.com`,
        createdAt: new Date(start + Math.floor(i / 4) * 1000),
      })),
    );
    const lines = (await exported(params())).trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(2345);
    expect(new Set(lines.map((line) => line.split(',')[3])).size).toBe(2345);
    expect(lines[0]).toMatch(/^2026-01-01T00:09:46\.000Z,Contact,Lead 234[4-7],/);
  });
});
