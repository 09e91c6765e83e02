// lead.created against a real HTTP receiver on a free local port: one signed request per lead
// (contact, job application, estimate) to the endpoint subscribed, none for spam, a 500 retried
// with the outbox's backoff and then delivered once. (Before migration 0016 this was the single
// lead webhook setting; the payload's lead fields are the same, now under `data`.)
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquirySchema } from '@/features/contact/schema';
import { storeInquiry, type InquiryContext } from '@/features/contact/submit';
import { storeEstimate } from '@/features/estimator/estimates';
import { getEstimatorData } from '@/features/estimator/queries';
import { estimateChoicesFor } from '@/features/estimator/test-choices';
import { applicationSchema } from '@/features/jobs/application-schema';
import { storeApplication } from '@/features/jobs/applications';
import type { Database } from '@/server/db/client';
import { estimates, leads, mailOutbox, webhookEndpoints } from '@/server/db/schema';
import { seedDatabase } from '@/seed/seed';
import { createFileTransport } from '@/server/mail/transport';
import { processOutbox, retryDelayMs } from '@/server/mail/worker';
import { createLocalStorage } from '@/server/storage';
import { createTestDatabase } from '@/test/database';
import { createAdministrator } from '@/server/auth/bootstrap';
import { isGenuineWebhook as verify, startWebhookReceiver } from '@/test/webhook-receiver';
import type { LeadEventData } from './emit';
import { webhooksCollection } from './collection';
import { samplePdf } from '@/test/documents';

type LeadWebhookPayload = { id: string; event: string; createdAt: string; data: LeadEventData };

let db: Database;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let root: string;
let endpointId: string;
let received: typeof receiver.received;
let answers: number[];

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await seedDatabase(db);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-'));
  receiver = await startWebhookReceiver('/hooks/leads');
  ({ received, answers } = receiver);
  const admin = await createAdministrator(db, { email: 'ada@axionlabs.dev', password: 'a long passphrase for ada', name: 'Ada Admin', role: 'admin' });
  endpointId = (
    await webhooksCollection.write(
      db,
      { id: admin.id, email: 'ada@axionlabs.dev', name: 'Ada Admin' },
      { url: receiver.url, description: 'CRM', events: ['lead.created'], isActive: true },
    )
  ).id;
});
afterAll(async () => {
  await receiver.close();
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.delete(mailOutbox);
  await db.delete(leads);
  received.length = 0;
  answers.length = 0;
  await setEndpoint({ url: receiver.url, isActive: true });
});

async function setEndpoint(values: { url?: string; isActive?: boolean }) {
  await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, endpointId));
}

async function storedSecret() {
  const [row] = await db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  return row!.secret;
}

const company = { name: 'Axion Labs', email: 'hello@axionlabs.dev', phone: '', address: 'Sheridan, WY, USA' };
const transport = () => createFileTransport(path.join(root, 'mail'));

function inquiryContext(extra: Partial<InquiryContext> = {}): InquiryContext {
  return {
    tracking: { sourcePage: 'https://axionlabs.dev/contact?utm_source=newsletter&utm_campaign=autumn', utmSource: 'newsletter', utmCampaign: 'autumn' },
    idempotencyKey: crypto.randomUUID(),
    spamReason: null,
    userAgent: null,
    company,
    ...extra,
  };
}

const inquiry = (name: string) =>
  inquirySchema.parse({ name, email: 'grace@example.com', company: 'Navy Labs', message: 'We need a RAG assistant.', consent: true });

const webhookRows = () => db.select().from(mailOutbox).where(eq(mailOutbox.channel, 'webhook'));

describe('the lead webhook', () => {
  it('queues nothing while the endpoint is switched off', async () => {
    await setEndpoint({ isActive: false });
    await storeInquiry(db, inquiry('Quiet Quinn'), inquiryContext());
    expect(await webhookRows()).toHaveLength(0);
    await processOutbox(db, transport());
    expect(received).toHaveLength(0);
  });

  it('posts one signed request per lead (contact, job application, estimate) and none for spam', async () => {
    const contact = await storeInquiry(db, inquiry('Grace Hopper'), inquiryContext());
    await storeInquiry(db, inquiry('Bot Honeypot'), inquiryContext({ spamReason: 'honeypot field filled' }));

    const pdf = await samplePdf();
    const application = applicationSchema.parse({ name: 'Linus T', email: 'linus@example.com', coverLetter: 'I test things.', consent: true });
    const applicationContext = { position: 'Open application', company, spamReason: null, userAgent: null, sourcePage: 'https://axionlabs.dev/careers/apply' };
    const applied = await storeApplication(
      db,
      createLocalStorage(root),
      application,
      { bytes: pdf, originalName: 'cv.pdf' },
      { ...applicationContext, idempotencyKey: crypto.randomUUID() },
    );
    await storeApplication(
      db,
      createLocalStorage(root),
      { ...application, name: 'Bot Applicant' },
      { bytes: pdf, originalName: 'cv.pdf' },
      { ...applicationContext, idempotencyKey: crypto.randomUUID(), spamReason: 'submitted too fast' },
    );

    const data = await getEstimatorData();
    const estimate = await storeEstimate(
      db,
      // The payload's estimate is checked against its stored row, so only the contact matters here.
      estimateChoicesFor(data, { contact: { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Engines Ltd' } }),
      data,
      company,
    );

    expect(await webhookRows()).toHaveLength(3);
    await processOutbox(db, transport());

    expect(received).toHaveLength(3);
    const secret = await storedSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    for (const request of received) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-axion-event']).toBe('lead.created');
      expect(verify(request, secret)).toBe(true);
      // Signed with another key, or with the body changed, it does not verify.
      expect(verify(request, 'not-the-secret')).toBe(false);
      expect(verify({ ...request, body: request.body.replace('"name":"', '"name":"X') }, secret)).toBe(false);
    }
    const payloads = received.map((request) => JSON.parse(request.body) as LeadWebhookPayload);
    expect(payloads.map((p) => p.data.kind).sort()).toEqual(['contact', 'estimate', 'job_application']);
    expect(payloads.some((p) => p.data.name.startsWith('Bot'))).toBe(false);

    const contactPayload = payloads.find((p) => p.data.kind === 'contact')!;
    const [contactLead] = await db.select().from(leads).where(eq(leads.id, contact.leadId!));
    expect(contactPayload).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event: 'lead.created',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: expect.objectContaining({
        id: contact.leadId,
        created_at: contactLead!.createdAt.toISOString(),
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: 'Navy Labs',
        message: 'We need a RAG assistant.',
        source_page: 'https://axionlabs.dev/contact?utm_source=newsletter&utm_campaign=autumn',
        utm: { source: 'newsletter', medium: null, campaign: 'autumn', term: null, content: null },
        estimate: null,
      }),
    });
    expect(payloads.find((p) => p.data.kind === 'job_application')!.data).toMatchObject({
      id: applied.leadId,
      name: 'Linus T',
      source_page: 'https://axionlabs.dev/careers/apply',
    });
    const [estimateRow] = await db.select().from(estimates).where(eq(estimates.id, estimate.row.id));
    expect(payloads.find((p) => p.data.kind === 'estimate')!.data).toMatchObject({
      name: 'Ada Lovelace',
      company: 'Engines Ltd',
      estimate: { id: estimateRow!.id, total: estimateRow!.totalCost, currency: 'USD' },
    });
    expect((await webhookRows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);

    // The delivery rows name the lead (its detail page lists them) and keep the receiver's answer.
    expect((await webhookRows()).map((row) => [row.event, row.attemptLog.map((attempt) => attempt.status)])).toEqual([
      ['lead.created', [200]],
      ['lead.created', [200]],
      ['lead.created', [200]],
    ]);
    expect((await webhookRows()).every((row) => row.leadId !== null)).toBe(true);
  });

  it('retries a 500 answer with the backoff, then delivers once', async () => {
    answers.push(500);
    const { leadId } = await storeInquiry(db, inquiry('Retry Rita'), inquiryContext());
    const start = new Date();
    await processOutbox(db, transport(), { now: start });
    const [waiting] = await webhookRows();
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'webhook answered 500',
      leadId,
      attemptLog: [{ status: 500, error: 'webhook answered 500' }],
    });
    expect(waiting!.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));

    // Not due yet: not tried again.
    await processOutbox(db, transport(), { now: new Date(start.getTime() + 1_000) });
    expect(received).toHaveLength(1);

    await processOutbox(db, transport(), { now: new Date(start.getTime() + retryDelayMs(1) + 1) });
    await processOutbox(db, transport(), { now: new Date(start.getTime() + 2 * 3_600_000) });
    expect(received.map((r) => r.answered)).toEqual([500, 200]);
    // The same delivery both times (a receiver can drop a duplicate by X-Axion-Delivery), each signed.
    expect(received[0]!.headers['x-axion-delivery']).toBe(waiting!.id);
    expect(received[1]!.headers['x-axion-delivery']).toBe(waiting!.id);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(verify(received[1]!, await storedSecret())).toBe(true);
    const [sent] = await webhookRows();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, attemptLog: [{ status: 500 }, { status: 200, error: null }] });
  });

  it('gives up at once on a 4xx answer, but retries 429 and an unreachable receiver', async () => {
    answers.push(404, 429);
    await storeInquiry(db, inquiry('Gone Gus'), inquiryContext());
    await storeInquiry(db, inquiry('Busy Bea'), inquiryContext());
    await processOutbox(db, transport());
    const rows = await webhookRows();
    expect(rows.map((row) => [row.status, row.lastError]).sort()).toEqual([
      ['failed', 'webhook answered 404'],
      ['pending', 'webhook answered 429'],
    ]);

    await db.delete(mailOutbox);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    await setEndpoint({ url: deadUrl });
    await storeInquiry(db, inquiry('Offline Olga'), inquiryContext());
    await processOutbox(db, transport());
    const [offline] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.channel, 'webhook'), eq(mailOutbox.toAddress, deadUrl)));
    expect(offline).toMatchObject({ status: 'pending', attempts: 1, attemptLog: [{ status: null }] });
    expect(offline!.lastError).toMatch(/ECONNREFUSED/);
  });
});
