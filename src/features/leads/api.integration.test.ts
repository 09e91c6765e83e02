// Leads through the content API: never public, the inbox's filters, a lead with its notes, and
// the inbox's changes (status, note, spam) audited under the key's name, with If-Match.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '@/features/api-keys/keys';
import type { Database } from '@/server/db/client';
import { auditLog, leads } from '@/server/db/schema';
import { callApi as call, dataOf } from '@/test/api-client';
import { createTestDatabase } from '@/test/database';

let db: Database;
let editorKey: string;
let adaId: string;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  editorKey = (await createApiKey(db, { id: null, name: 'Command line' }, { name: 'CRM sync', role: 'editor' })).key;
  const rows = await db
    .insert(leads)
    .values([
      {
        kind: 'contact',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Engines Ltd',
        message: 'We need an AI assistant.',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
      { kind: 'estimate', name: 'Grace Hopper', email: 'grace@example.com', status: 'qualified', createdAt: new Date('2026-03-05T10:00:00Z') },
      { kind: 'contact', name: 'Spam Bot', email: 'bot@example.com', isSpam: true, spamReason: 'honeypot', createdAt: new Date('2026-03-06T10:00:00Z') },
    ])
    .returning({ id: leads.id, name: leads.name });
  adaId = rows.find((row) => row.name === 'Ada Lovelace')!.id;
});

const leadNames = (answer: Awaited<ReturnType<typeof call>>) => dataOf(answer).map((lead) => lead.name);

describe('leads', () => {
  it('are never public: no key is 401 on the list and on a lead', async () => {
    expect((await call('GET', '/leads')).status).toBe(401);
    expect((await call('GET', `/leads/${adaId}`)).status).toBe(401);
    expect((await call('PATCH', `/leads/${adaId}`, { body: { status: 'won' } })).status).toBe(401);
  });

  it('list newest first with the inbox’s filters: spam hidden unless asked, status, kind, q and a date range', async () => {
    expect(leadNames(await call('GET', '/leads', { key: editorKey }))).toEqual(['Grace Hopper', 'Ada Lovelace']);
    expect(leadNames(await call('GET', '/leads?spam=only', { key: editorKey }))).toEqual(['Spam Bot']);
    expect(leadNames(await call('GET', '/leads?spam=include', { key: editorKey }))).toEqual(['Spam Bot', 'Grace Hopper', 'Ada Lovelace']);
    expect(leadNames(await call('GET', '/leads?status=qualified', { key: editorKey }))).toEqual(['Grace Hopper']);
    expect(leadNames(await call('GET', '/leads?kind=contact', { key: editorKey }))).toEqual(['Ada Lovelace']);
    expect(leadNames(await call('GET', '/leads?q=engines', { key: editorKey }))).toEqual(['Ada Lovelace']);
    expect(leadNames(await call('GET', '/leads?from=2026-03-02&to=2026-03-05', { key: editorKey }))).toEqual(['Grace Hopper']);
    const page = await call('GET', '/leads?limit=1', { key: editorKey });
    expect(leadNames(await call('GET', `/leads?limit=1&cursor=${page.json!.nextCursor as string}`, { key: editorKey }))).toEqual(['Ada Lovelace']);
    expect((await call('GET', '/leads?from=2026-02-30', { key: editorKey })).json).toMatchObject({ status: 400, errors: [{ path: 'from' }] });
    expect((await call('GET', '/leads?status=hot', { key: editorKey })).json).toMatchObject({ status: 400, errors: [{ path: 'status' }] });
  });

  it('a status change and a note are audited under the key’s name; a stale If-Match is 412 and changes nothing', async () => {
    const read = await call('GET', `/leads/${adaId}`, { key: editorKey });
    expect(read.json).toMatchObject({ name: 'Ada Lovelace', status: 'new', notes: [], jobTitle: null, cv: null });
    const etag = read.headers.get('etag')!;

    const changed = await call('PATCH', `/leads/${adaId}`, {
      key: editorKey,
      body: { status: 'contacted', note: '  Called, follow up Monday. ' },
      headers: { 'if-match': etag },
    });
    expect(changed).toMatchObject({
      status: 200,
      json: { status: 'contacted', isRead: true, notes: [{ body: 'Called, follow up Monday.', authorEmail: 'API key CRM sync' }] },
    });
    expect(changed.headers.get('etag')).not.toBe(etag);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, adaId));
    expect(audits.map((entry) => [entry.action, entry.actorKind, entry.actorEmail])).toEqual(
      expect.arrayContaining([
        ['lead.status', 'api_key', 'CRM sync'],
        ['lead.note', 'api_key', 'CRM sync'],
      ]),
    );
    expect(audits.find((entry) => entry.action === 'lead.status')!.details).toMatchObject({ from: 'new', to: 'contacted' });

    const stale = await call('PATCH', `/leads/${adaId}`, { key: editorKey, body: { status: 'lost' }, headers: { 'if-match': etag } });
    expect(stale).toMatchObject({ status: 412, json: { status: 412 } });
    const [row] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, adaId));
    expect(row!.status).toBe('contacted');
  });

  it('refuses with the inbox’s sentences; no create and no delete, as in the admin', async () => {
    expect(await call('PATCH', `/leads/${adaId}`, { key: editorKey, body: { status: 'hot' } })).toMatchObject({
      status: 400,
      json: { errors: [{ path: 'status', message: 'Please choose a valid status.' }] },
    });
    expect(await call('PATCH', `/leads/${adaId}`, { key: editorKey, body: { note: '   ' } })).toMatchObject({
      status: 400,
      json: { errors: [{ path: 'note', message: 'Please enter the note.' }] },
    });
    expect((await call('PATCH', `/leads/${adaId}`, { key: editorKey, body: {} })).status).toBe(400);
    expect((await call('PATCH', `/leads/${adaId}`, { key: editorKey, body: { name: 'Renamed' } })).status).toBe(400);
    expect((await call('PATCH', '/leads/00000000-0000-4000-8000-000000000000', { key: editorKey, body: { status: 'won' } })).status).toBe(404);
    expect((await call('POST', '/leads', { key: editorKey, body: { name: 'New' } })).status).toBe(405);
    expect((await call('DELETE', `/leads/${adaId}`, { key: editorKey })).status).toBe(405);

    const spam = await call('PATCH', `/leads/${adaId}`, { key: editorKey, body: { isSpam: true } });
    expect(spam.json).toMatchObject({ isSpam: true, spamReason: 'marked by CRM sync' });
  });
});
