// Webhook endpoints end to end on a real HTTP receiver: publishing a page sends page.published
// once per publish, signed with the endpoint's secret; a 500 is retried and then delivered once;
// an event nobody subscribed to and an endpoint switched off send nothing; a rolled-back write
// sends nothing; the Test event goes through the outbox too. Also: migration 0016 moves the old
// lead webhook setting into an endpoint.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCaseStudy, removeCaseStudy } from '@/features/case-studies/admin-case-studies';
import { caseStudyInputSchema } from '@/features/case-studies/admin-schema';
import { caseStudyCollection } from '@/features/case-studies/publishing';
import { jobsCollection } from '@/features/jobs/collection';
import { jobInputSchema } from '@/features/jobs/admin-schema';
import { removePage, writePage } from '@/features/pages/admin-pages';
import { pageInputSchema } from '@/features/pages/admin-schema';
import { blankPageDoc } from '@/features/pages/page-doc.fixture';
import { pageCollection } from '@/features/pages/publishing';
import { partnersCollection } from '@/features/partners/collection';
import { partnerInputSchema } from '@/features/partners/admin-schema';
import { addSchedule, runDueSchedules } from '@/features/publishing/schedules';
import type { Author } from '@/features/publishing/types';
import { publish, publishIn, unpublish } from '@/features/publishing/workflow';
import { createAdministrator } from '@/server/auth/bootstrap';
import type { Database } from '@/server/db/client';
import { migratePglite, MIGRATIONS_FOLDER } from '@/server/db/migrate';
import { PGLITE_OPTIONS } from '@/server/db/pglite';
import { onCacheTagsChanged } from '@/server/cache';
import { auditLog, mailOutbox, webhookEndpoints } from '@/server/db/schema';
import { createFileTransport } from '@/server/mail/transport';
import { processOutbox, retryDelayMs } from '@/server/mail/worker';
import { createTestDatabase } from '@/test/database';
import { isGenuineWebhook, startWebhookReceiver } from '@/test/webhook-receiver';
import { startCacheInvalidatedEvents } from './cache-invalidated';
import { webhooksCollection } from './collection';
import { queueTestEvent, regenerateSecret, revealSecret } from './endpoints';
import { WEBHOOK_EVENTS, type WebhookEventName } from './events';
import { listEndpoints } from './queries';

let db: Database;
let admin: Author;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let root: string;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  const user = await createAdministrator(db, { email: 'ada@axionlabs.dev', password: 'a long passphrase for ada', name: 'Ada Admin', role: 'admin' });
  admin = { id: user.id, email: 'ada@axionlabs.dev', name: 'Ada Admin', ipAddress: '192.0.2.1' };
  receiver = await startWebhookReceiver('/hooks/site');
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'webhooks-'));
});
afterAll(async () => {
  await receiver.close();
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.delete(webhookEndpoints);
  await db.delete(mailOutbox);
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

const transport = () => createFileTransport(path.join(root, 'mail'));
const deliver = (now?: Date) => processOutbox(db, transport(), now ? { now } : {});

async function endpoint(events: WebhookEventName[], options: { isActive?: boolean; url?: string } = {}) {
  const { id } = await webhooksCollection.write(db, admin, { url: options.url ?? receiver.url, description: '', events, isActive: options.isActive ?? true });
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row!;
}

/** A draft page (not yet published); its slug is new each time. */
async function draftPage(title = 'Pricing') {
  const slug = `pricing-${randomBytes(3).toString('hex')}`;
  const { id } = await writePage(db, admin, pageInputSchema.parse({ ...blankPageDoc({ title, slug }), isPublished: false }));
  return { id, slug };
}

const queuedEvents = async () =>
  (await db.select({ event: mailOutbox.event }).from(mailOutbox).where(eq(mailOutbox.channel, 'webhook'))).map((row) => row.event).sort();
const bodyOf = (index: number) => JSON.parse(receiver.received[index]!.body) as { id: string; event: string; createdAt: string; data: Record<string, unknown> };

describe('page.published', () => {
  it('reaches the receiver once per publish, signed with the endpoint secret', async () => {
    const hook = await endpoint(['page.published']);
    const { id, slug } = await draftPage();
    expect(await publish(db, pageCollection as never, admin, { id })).toMatchObject({ ok: true });
    await deliver();

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.headers).toMatchObject({ 'content-type': 'application/json', 'x-axion-event': 'page.published' });
    expect(isGenuineWebhook(request!, hook.secret)).toBe(true);
    expect(isGenuineWebhook(request!, 'another secret')).toBe(false);
    expect(isGenuineWebhook({ ...request!, body: request!.body.replace('Pricing', 'Pricing!') }, hook.secret)).toBe(false);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.webhookEndpointId, hook.id));
    expect(request!.headers['x-axion-delivery']).toBe(row!.id);
    expect(bodyOf(0)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event: 'page.published',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      data: { id, title: 'Pricing', slug, version: 1, wasPublished: false },
    });

    // Published again (a change, or unchanged): one more, saying it was online already.
    await publish(db, pageCollection as never, admin, { id });
    await deliver();
    expect(receiver.received).toHaveLength(2);
    expect(bodyOf(1)).toMatchObject({ event: 'page.published', data: { id, version: 2, wasPublished: true } });
    expect(bodyOf(1).id).not.toBe(bodyOf(0).id);
    // Nothing more goes out later.
    await deliver(new Date(Date.now() + 3_600_000));
    expect(receiver.received).toHaveLength(2);
  });

  it('retries a receiver that answered 500, then delivers it once', async () => {
    const hook = await endpoint(['page.published']);
    receiver.answers.push(500);
    const { id } = await draftPage();
    await publish(db, pageCollection as never, admin, { id });
    const start = new Date();
    await deliver(start);
    const [waiting] = await db.select().from(mailOutbox).where(eq(mailOutbox.webhookEndpointId, hook.id));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'webhook answered 500', attemptLog: [{ status: 500 }] });

    await deliver(new Date(start.getTime() + 1_000)); // not due yet
    await deliver(new Date(start.getTime() + retryDelayMs(1) + 1));
    await deliver(new Date(start.getTime() + 2 * 3_600_000));
    expect(receiver.received.map((request) => request.answered)).toEqual([500, 200]);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(receiver.received[1]!.headers['x-axion-delivery']).toBe(waiting!.id);
    expect(isGenuineWebhook(receiver.received[1]!, hook.secret)).toBe(true);
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, attemptLog: [{ status: 500 }, { status: 200, error: null }] });

    // The admin lists it: delivered, answered 200, after 2 attempts.
    const [view] = await listEndpoints(db, 'Europe/Berlin');
    expect(view!.deliveries).toMatchObject([{ id: waiting!.id, event: 'page.published', status: 'delivered', responseCode: 200, attempts: 2 }]);
  });

  it('is sent by a scheduled publish too', async () => {
    await endpoint(['page.published']);
    const { id } = await draftPage();
    const now = new Date();
    await addSchedule(db, admin, { collection: 'page', id, action: 'publish', runAt: new Date(now.getTime() + 5_000) }, now);
    await runDueSchedules(db, new Date(now.getTime() + 6_000));
    await deliver();
    expect(receiver.received.map((request) => request.headers['x-axion-event'])).toEqual(['page.published']);
  });
});

describe('what is not sent', () => {
  it('an event the endpoint did not subscribe to sends nothing; another endpoint that did gets it', async () => {
    await endpoint(['page.published']);
    const { id } = await draftPage();
    await publish(db, pageCollection as never, admin, { id });
    await deliver();
    receiver.received.length = 0;

    await unpublish(db, pageCollection as never, admin, id);
    expect(await queuedEvents()).toEqual(['page.published']);
    await deliver();
    expect(receiver.received).toHaveLength(0);

    const other = await endpoint(['page.unpublished']);
    await publish(db, pageCollection as never, admin, { id });
    await unpublish(db, pageCollection as never, admin, id);
    await deliver();
    expect(receiver.received.map((request) => request.headers['x-axion-event']).sort()).toEqual(['page.published', 'page.unpublished']);
    const unpublished = receiver.received.find((request) => request.headers['x-axion-event'] === 'page.unpublished')!;
    expect(isGenuineWebhook(unpublished, other.secret)).toBe(true);
    expect(JSON.parse(unpublished.body).data).toMatchObject({ id, title: 'Pricing' });
  });

  it('an endpoint switched off gets nothing, not even deliveries queued before', async () => {
    const hook = await endpoint(['page.published']);
    const first = await draftPage();
    await publish(db, pageCollection as never, admin, { id: first.id });
    await db.update(webhookEndpoints).set({ isActive: false }).where(eq(webhookEndpoints.id, hook.id));
    const second = await draftPage();
    await publish(db, pageCollection as never, admin, { id: second.id });
    expect(await queuedEvents()).toEqual(['page.published']); // only the one queued while it was on
    await deliver();
    expect(receiver.received).toHaveLength(0);
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'failed', lastError: 'the webhook endpoint is switched off' });
  });

  it('a write that is rolled back sends nothing', async () => {
    await endpoint(['page.published']);
    const { id } = await draftPage();
    await expect(
      db.transaction(async (tx) => {
        await publishIn(tx, pageCollection as never, admin, { id });
        throw new Error('something after the publish failed');
      }),
    ).rejects.toThrow('something after the publish failed');
    expect(await queuedEvents()).toEqual([]);
  });
});

describe('the other events', () => {
  it('pages, case studies, jobs and partners raise theirs where they are written', async () => {
    await endpoint([
      'page.deleted',
      'case_study.published',
      'case_study.unpublished',
      'case_study.deleted',
      'job.created',
      'job.updated',
      'job.deleted',
      'partner.created',
      'partner.updated',
      'partner.deleted',
    ]);
    const page = await draftPage();
    await removePage(db, admin, page.id);

    const study = await createCaseStudy(
      db,
      admin,
      caseStudyInputSchema.parse({
        title: 'Harbor Vision',
        slug: 'harbor-vision',
        client: 'Harbor',
        industry: 'Logistics',
        imageUrl: '',
        description: 'Vision QA.',
        challenge: 'Slow checks.',
        solution: 'A model.',
        results: [],
        technologies: [],
        timeline: '',
        isFeatured: false,
        isActive: false,
      }),
    );
    await publish(db, caseStudyCollection as never, admin, { id: study.id });
    await unpublish(db, caseStudyCollection as never, admin, study.id);
    await removeCaseStudy(db, admin, study.id);

    const job = {
      title: 'Platform Engineer',
      department: 'Engineering',
      location: 'Remote',
      type: 'full-time',
      experienceLevel: '',
      description: 'Own the platform.',
      requirements: [],
      benefits: [],
      salaryRange: '',
      isActive: true,
    };
    const { id: jobId } = await jobsCollection.write(db, admin, jobInputSchema.parse(job));
    await jobsCollection.write(db, admin, jobInputSchema.parse({ ...job, id: jobId, isActive: false }));
    await jobsCollection.remove(db, admin, jobId);

    const partner = {
      name: 'Northwind Cloud',
      description: 'Hosting.',
      logoUrl: '',
      websiteUrl: 'https://northwind.example',
      partnershipType: 'technology',
      industry: '',
      isFeatured: false,
      isActive: true,
    };
    const { id: partnerId } = await partnersCollection.write(db, admin, partnerInputSchema.parse(partner));
    await partnersCollection.write(db, admin, partnerInputSchema.parse({ ...partner, id: partnerId, isFeatured: true }));
    await partnersCollection.remove(db, admin, partnerId);

    await deliver();
    const events = receiver.received.map((request) => JSON.parse(request.body) as { event: string; data: Record<string, unknown> });
    expect(events.map((event) => event.event).sort()).toEqual(
      [
        'case_study.deleted',
        'case_study.published',
        'case_study.unpublished',
        'job.created',
        'job.deleted',
        'job.updated',
        'page.deleted',
        'partner.created',
        'partner.deleted',
        'partner.updated',
      ].sort(),
    );
    const data = (name: string) => events.find((event) => event.event === name)!.data;
    expect(data('page.deleted')).toEqual({ id: page.id, title: 'Pricing', slug: page.slug });
    expect(data('case_study.published')).toMatchObject({ id: study.id, title: 'Harbor Vision', slug: 'harbor-vision', wasPublished: false });
    expect(data('job.updated')).toEqual({
      id: jobId,
      title: 'Platform Engineer',
      department: 'Engineering',
      location: 'Remote',
      type: 'full-time',
      isActive: false,
    });
    expect(data('partner.updated')).toMatchObject({ id: partnerId, name: 'Northwind Cloud', isFeatured: true });
    expect(data('partner.deleted')).toEqual({ id: partnerId, name: 'Northwind Cloud' });
  });
});

describe('cache.invalidated', () => {
  it('tells a CDN which cache tags a change touched: one event per action, with its tags; none without a change', async () => {
    await endpoint(['cache.invalidated']);
    const events = startCacheInvalidatedEvents({ getDb: async () => db });
    try {
      const { id } = await draftPage();
      await publish(db, pageCollection as never, admin, { id });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await deliver();
      expect(receiver.received).toHaveLength(1);
      expect(bodyOf(0)).toMatchObject({ event: 'cache.invalidated', data: { tags: expect.arrayContaining(['pages']) } });
      const tags = (bodyOf(0).data as { tags: string[] }).tags;
      expect(tags).toEqual([...new Set(tags)].sort());
      // Reading changes nothing: no event.
      await db.select().from(webhookEndpoints);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await deliver();
      expect(receiver.received).toHaveLength(1);
    } finally {
      await events.stop();
    }
  });
});

describe('managing endpoints', () => {
  it('a save makes the endpoint with its secret and its author, or updates it; the audit log names each change; none raises an event or drops a cache', async () => {
    // Subscribed to everything: a save or delete of an endpoint would show here if it raised anything.
    const watcher = await endpoint([...WEBHOOK_EVENTS]);
    expect(watcher).toMatchObject({ createdById: admin.id, createdByName: 'Ada Admin', secret: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const dropped: string[] = [];
    const stopWatching = onCacheTagsChanged((tags) => dropped.push(...tags));
    const { id, created } = await webhooksCollection.write(db, admin, {
      url: 'https://crm.example.com/hooks',
      description: 'CRM',
      events: ['lead.created'],
      isActive: true,
    });
    expect(created).toBe(true);
    expect(
      await webhooksCollection.write(db, admin, { id, url: 'https://crm.example.com/v2', description: '', events: ['job.created'], isActive: false }),
    ).toEqual({
      id,
      created: false,
    });
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row).toMatchObject({ url: 'https://crm.example.com/v2', description: '', events: ['job.created'], isActive: false, createdByName: 'Ada Admin' });
    await webhooksCollection.remove(db, admin, id);
    await expect(webhooksCollection.remove(db, admin, id)).rejects.toThrow('This webhook endpoint no longer exists. Reload the page.');
    stopWatching();
    expect(await queuedEvents()).toEqual([]);
    expect(dropped).toEqual([]);

    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
    expect(entries.map(({ action, details }) => ({ action, details }))).toEqual([
      { action: 'webhook_endpoint.create', details: { url: 'https://crm.example.com/hooks', events: ['lead.created'], isActive: true } },
      { action: 'webhook_endpoint.update', details: { url: 'https://crm.example.com/v2', events: ['job.created'], isActive: false } },
      { action: 'webhook_endpoint.delete', details: { url: 'https://crm.example.com/v2' } },
    ]);
  });

  it('Test sends webhook.test through the outbox to that endpoint, whatever it subscribed to, even switched off', async () => {
    const hook = await endpoint(['job.created'], { isActive: false });
    const deliveryId = await queueTestEvent(db, admin, hook.id);
    await deliver();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers).toMatchObject({ 'x-axion-event': 'webhook.test', 'x-axion-delivery': deliveryId });
    expect(isGenuineWebhook(receiver.received[0]!, hook.secret)).toBe(true);
    expect(bodyOf(0)).toMatchObject({ event: 'webhook.test', data: { endpointId: hook.id, sentBy: 'Ada Admin' } });
    const [view] = await listEndpoints(db, 'UTC');
    expect(view!.deliveries).toMatchObject([{ event: 'webhook.test', status: 'delivered', responseCode: 200, attempts: 1 }]);
  });

  it('a new secret signs the next attempts; the audit log names each change and never holds a secret', async () => {
    const hook = await endpoint(['page.published']);
    expect(hook.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(await revealSecret(db, admin, hook.id)).toBe(hook.secret);
    receiver.answers.push(503);
    await queueTestEvent(db, admin, hook.id);
    await deliver();
    const renewed = await regenerateSecret(db, admin, hook.id);
    expect(renewed).not.toBe(hook.secret);
    await deliver(new Date(Date.now() + 3_600_000));
    expect(receiver.received.map((request) => request.answered)).toEqual([503, 200]);
    expect(isGenuineWebhook(receiver.received[1]!, renewed)).toBe(true);
    expect(isGenuineWebhook(receiver.received[1]!, hook.secret)).toBe(false);

    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'webhook_endpoint'), eq(auditLog.entityId, hook.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'webhook_endpoint.create',
      'webhook_endpoint.regenerate_secret',
      'webhook_endpoint.reveal_secret',
      'webhook_endpoint.test',
    ]);
    for (const entry of entries) expect(JSON.stringify(entry.details)).not.toMatch(new RegExp(`${hook.secret}|${renewed}`));

    // Deleted, the endpoint takes its deliveries with it.
    await webhooksCollection.remove(db, admin, hook.id);
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.webhookEndpointId, [hook.id])),
    ).toEqual([]);
  });
});

describe('migration 0016', () => {
  /** A database migrated up to 0015 holding the given settings, then migrated to the end. */
  async function migratedFrom(settings: Record<string, unknown>) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
    fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx < 16) }));
    const client = await PGlite.create(PGLITE_OPTIONS);
    await migratePglite(client, folder);
    const before = drizzle({ client });
    for (const [key, value] of Object.entries(settings)) {
      await before.execute(`insert into site_settings (key, value, type) values ('${key}', '${JSON.stringify(value)}'::jsonb, 'text')`);
    }
    await before.execute(
      `insert into mail_outbox (channel, to_address, subject, text_body, status, attempts) values ('webhook', 'https://crm.example.com/leads', 'Webhook lead.created (contact)', '{"event":"lead.created"}', 'pending', 2)`,
    );
    await migratePglite(client);
    fs.rmSync(folder, { recursive: true, force: true });
    const after = drizzle({ client });
    const endpoints = await after.select().from(webhookEndpoints);
    const left = await after.execute<{ key: string }>(`select key from site_settings where key like 'lead_webhook%'`);
    const outbox = await after.select().from(mailOutbox);
    await client.close();
    return { endpoints, settingsLeft: left.rows.map((row) => row.key), outbox };
  }

  it('moves the lead webhook URL and its secret into an endpoint subscribed to lead.created, and removes the settings', async () => {
    const { endpoints, settingsLeft, outbox } = await migratedFrom({
      lead_webhook_url: ' https://crm.example.com/leads ',
      lead_webhook_secret: 'a1b2c3d4e5f6a7b8c9d0',
      company_name: 'Axion Labs',
    });
    expect(endpoints).toMatchObject([
      { url: 'https://crm.example.com/leads', events: ['lead.created'], secret: 'a1b2c3d4e5f6a7b8c9d0', isActive: true, createdByName: 'Migration' },
    ]);
    expect(settingsLeft).toEqual([]);
    // The delivery waiting for a retry goes on, to that endpoint.
    expect(outbox).toMatchObject([{ webhookEndpointId: endpoints[0]!.id, event: 'lead.created', status: 'pending', attempts: 2 }]);
  });

  it('makes a secret when none was generated yet', async () => {
    const made = await migratedFrom({ lead_webhook_url: 'https://crm.example.com/leads', lead_webhook_secret: '' });
    expect(made.endpoints[0]!.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes no endpoint when no URL was set, and removes the settings all the same', async () => {
    const none = await migratedFrom({ lead_webhook_url: '', lead_webhook_secret: '' });
    expect(none.endpoints).toEqual([]);
    expect(none.settingsLeft).toEqual([]);
    expect(none.outbox).toMatchObject([{ webhookEndpointId: null }]);
  });
});
