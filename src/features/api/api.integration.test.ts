// The content API as a client meets it: real requests through the dispatcher (the route handler's
// only code) on a real database, with keys made the way the admin and the CLI make them.
import { Validator as OpenAPISchemaValidator } from '@seriousme/openapi-schema-validator';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, listApiKeys, revokeApiKey } from '@/features/api-keys/keys';
import { getActiveCaseStudyBySlug } from '@/features/case-studies/queries';
import { writePage } from '@/features/pages/admin-pages';
import { changeUserDisabled, changeUserRole } from '@/features/users/users';
import { pageInputSchema } from '@/features/pages/admin-schema';
import { getPublishedPageBySlug } from '@/features/pages/queries';
import { createAdministrator } from '@/server/auth/bootstrap';
import { openPostgres, type Database } from '@/server/db/client';
import { auditLog, pages } from '@/server/db/schema';
import { callApi as call, dataOf, type ApiAnswer } from '@/test/api-client';
import { createTestDatabase } from '@/test/database';
import { dispatch } from './dispatch';
import { openApiDocument } from './openapi';
import { OPERATIONS } from './operations';

let db: Database;
let editorKey: string;
let adminKey: string;
let admin: { id: string; email: string };

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  const user = await createAdministrator(db, { email: 'ops@axionlabs.dev', password: 'a long passphrase for ops', name: 'Ops', role: 'admin' });
  admin = { id: user.id, email: 'ops@axionlabs.dev' };
  editorKey = (await createApiKey(db, { id: null, name: 'Command line' }, { name: 'Zapier', role: 'editor' })).key;
  adminKey = (await createApiKey(db, { id: null, name: 'Command line' }, { name: 'Build pipeline', role: 'admin' })).key;
  await writePage(db, admin, pageInputSchema.parse({ title: 'Public Pricing', slug: 'public-pricing', isPublished: true }));
  await writePage(db, admin, pageInputSchema.parse({ title: 'Secret Launch', slug: 'secret-launch', isPublished: false }));
});

const titles = (answer: ApiAnswer) => dataOf<{ title: string }>(answer).map((page) => page.title);

describe('keys and what they see', () => {
  it('a key lists draft and published pages; without one, only published; a bad or revoked key is 401 at once', async () => {
    const open = await call('GET', '/pages?limit=100');
    expect(open.status).toBe(200);
    expect(titles(open)).toContain('Public Pricing');
    expect(titles(open)).not.toContain('Secret Launch');
    const keyed = await call('GET', '/pages?limit=100', { key: editorKey });
    expect(titles(keyed)).toEqual(expect.arrayContaining(['Public Pricing', 'Secret Launch']));

    const wrong = await call('GET', '/pages', { key: `${editorKey.slice(0, -1)}${editorKey.endsWith('A') ? 'B' : 'A'}` });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('content-type')).toBe('application/problem+json');
    expect(wrong.json).toMatchObject({ status: 401, title: 'Unauthorized' });

    const doomed = await createApiKey(db, { id: null, name: 'Command line' }, { name: 'Old integration', role: 'editor' });
    expect((await call('GET', '/pages', { key: doomed.key })).status).toBe(200);
    await revokeApiKey(db, { ...admin, ipAddress: null }, doomed.summary.id);
    expect((await call('GET', '/pages', { key: doomed.key })).status).toBe(401);
  });

  it('a key revoked by a second process (another pool on the same PostgreSQL database) is refused at once in this one', async ({ skip }) => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return skip('needs TEST_DATABASE_URL (a PostgreSQL server): PGlite runs in one process');
    const made = await createApiKey(db, { id: null, name: 'Command line' }, { name: 'Partner portal', role: 'editor' });
    expect((await call('GET', '/pages', { key: made.key })).status).toBe(200);
    const url = new URL(serverUrl);
    url.pathname = `/${((await db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
    const other = await openPostgres(url.toString());
    try {
      await revokeApiKey(other.db, { ...admin, ipAddress: null }, made.summary.id);
    } finally {
      await other.close();
    }
    expect((await call('GET', '/pages', { key: made.key })).status).toBe(401);
  });

  it('a key never does more than its creator may now: demoted, an admin key reads no settings (403); disabled, it does nothing (401)', async () => {
    const creator = await createAdministrator(db, { email: 'dana@axionlabs.dev', password: 'a long passphrase for dana', name: 'Dana', role: 'admin' });
    const made = await createApiKey(db, { id: creator.id, name: 'Dana', email: 'dana@axionlabs.dev' }, { name: 'Dana’s sync', role: 'admin' });
    expect((await call('GET', '/settings', { key: made.key })).status).toBe(200);
    const actor = { id: admin.id, email: admin.email, ipAddress: null };
    await changeUserRole(db, actor, { userId: creator.id, role: 'editor' });
    expect(await call('GET', '/settings', { key: made.key })).toMatchObject({ status: 403, json: { status: 403 } });
    expect((await call('GET', '/pages', { key: made.key })).status).toBe(200);
    expect((await listApiKeys(db)).find((key) => key.id === made.summary.id)).toMatchObject({ role: 'admin', actsAs: 'editor' });
    await changeUserDisabled(db, actor, { userId: creator.id, disabled: true });
    expect((await call('GET', '/pages', { key: made.key })).status).toBe(401);
    expect((await listApiKeys(db)).find((key) => key.id === made.summary.id)).toMatchObject({ actsAs: null });
    // Given back its role, the creator's key works again: nothing about the key itself changed.
    await changeUserDisabled(db, actor, { userId: creator.id, disabled: false });
    await changeUserRole(db, actor, { userId: creator.id, role: 'admin' });
    expect((await call('GET', '/settings', { key: made.key })).status).toBe(200);
  });

  it('a creator demoted or disabled by a second process (the same PostgreSQL database) limits or stops the key at once in this one', async ({ skip }) => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return skip('needs TEST_DATABASE_URL (a PostgreSQL server): PGlite runs in one process');
    const creator = await createAdministrator(db, { email: 'eli@axionlabs.dev', password: 'a long passphrase for eli', name: 'Eli', role: 'admin' });
    const made = await createApiKey(db, { id: creator.id, name: 'Eli', email: 'eli@axionlabs.dev' }, { name: 'Eli’s pipeline', role: 'admin' });
    expect((await call('GET', '/settings', { key: made.key })).status).toBe(200);
    const url = new URL(serverUrl);
    url.pathname = `/${((await db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
    const other = await openPostgres(url.toString());
    const actor = { id: admin.id, email: admin.email, ipAddress: null };
    try {
      await changeUserRole(other.db, actor, { userId: creator.id, role: 'editor' });
      expect((await call('GET', '/settings', { key: made.key })).status).toBe(403);
      await changeUserDisabled(other.db, actor, { userId: creator.id, disabled: true });
      expect((await call('GET', '/pages', { key: made.key })).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('an editor key gets 403 on settings, an admin key reads them; no key is 401', async () => {
    expect((await call('GET', '/settings')).status).toBe(401);
    expect(await call('GET', '/settings', { key: editorKey })).toMatchObject({ status: 403, json: { status: 403 } });
    const settings = await call('GET', '/settings', { key: adminKey });
    expect(settings.status).toBe(200);
    const keys = (settings.json!.data as unknown as { key: string }[]).map((s) => s.key);
    expect(keys).toContain('company_name');
  });

  it('an admin key changes settings with the admin form’s rules: a bad value is refused at its key and nothing changes', async () => {
    const value = async (name: string) =>
      ((await call('GET', '/settings', { key: adminKey })).json!.data as unknown as { key: string; value: unknown }[]).find((s) => s.key === name)?.value;
    const before = await value('company_name');
    const refused = await call('PATCH', '/settings', { key: adminKey, body: { company_name: 'Axion Labs GmbH', contact_email: 'not an address' } });
    expect(refused.status).toBe(400);
    expect(refused.json!.errors).toEqual(
      expect.arrayContaining([{ path: 'contact_email', message: 'Please enter a valid contact email (for example hello@example.com).' }]),
    );
    expect(await value('company_name')).toBe(before);
    expect((await call('PATCH', '/settings', { key: adminKey, body: { favourite_colour: 'blue' } })).json).toMatchObject({
      status: 400,
      errors: [{ path: 'favourite_colour' }],
    });
    expect((await call('PATCH', '/settings', { key: editorKey, body: { company_name: 'Editors Inc' } })).status).toBe(403);
    // This database was never seeded: the group's required fields come along, as the admin's form would ask.
    const company = {
      company_name: 'Axion Labs GmbH',
      site_title: 'Axion Labs',
      site_description: 'Software and AI for growing companies.',
      contact_email: 'hello@axionlabs.dev',
    };
    const changed = await call('PATCH', '/settings', { key: adminKey, body: company });
    expect(changed.status).toBe(200);
    expect(await value('company_name')).toBe('Axion Labs GmbH');
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, 'company_name'));
    expect(entry).toMatchObject({ action: expect.stringMatching(/^site_setting\.(create|update)$/), actorKind: 'api_key', actorEmail: 'Build pipeline' });
  });

  it('a draft is 404 without a key; unknown paths 404 and wrong methods 405 as problem+json', async () => {
    const [draft] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, 'secret-launch'));
    expect((await call('GET', `/pages/${draft!.id}`)).status).toBe(404);
    expect((await call('GET', `/pages/${draft!.id}`, { key: editorKey })).status).toBe(200);
    expect((await call('GET', '/pages/not-a-uuid')).status).toBe(404);
    expect((await call('GET', '/nothing-here')).json).toMatchObject({ status: 404 });
    const wrongMethod = await call('DELETE', '/pages', { key: editorKey });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, POST');
  });
});

describe('writing pages', () => {
  it('POST with blocks creates a draft page; publish puts it at /{slug}; every write is audited under the key’s name', async () => {
    const created = await call('POST', '/pages', {
      key: editorKey,
      body: {
        title: 'Launch Week',
        slug: 'launch-week',
        blocks: [
          {
            id: 'intro',
            type: 'richText',
            body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Five launches in five days.' }] }] },
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const id = created.json!.id as string;
    expect(created.headers.get('location')).toBe(`/api/v1/pages/${id}`);
    expect(created.headers.get('etag')).toMatch(/^".+"$/);
    expect(created.json).toMatchObject({ title: 'Launch Week', slug: 'launch-week', status: 'draft' });
    expect(await getPublishedPageBySlug('launch-week')).toBeNull();

    const published = await call('POST', `/pages/${id}/publish`, { key: editorKey });
    expect(published).toMatchObject({ status: 200, json: { status: 'published', hasDraft: false } });
    expect(JSON.stringify((await getPublishedPageBySlug('launch-week'))?.blocks)).toContain('Five launches in five days.');
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => [entry.action, entry.actorKind, entry.actorEmail])).toEqual(
      expect.arrayContaining([
        ['page.create', 'api_key', 'Zapier'],
        ['page.publish', 'api_key', 'Zapier'],
      ]),
    );
    const versions = await call('GET', `/pages/${id}/versions`, { key: editorKey });
    expect(versions.json!.data).toMatchObject([{ number: 1, kind: 'publish', authorName: 'API key Zapier' }]);
  });

  it('an invalid body is 400 naming each bad path and stores nothing; a taken slug is 409', async () => {
    const before = await db.select({ id: pages.id }).from(pages);
    const bad = await call('POST', '/pages', {
      key: editorKey,
      body: {
        title: '',
        templateType: 'poster',
        blocks: [{ id: 'x', type: 'cta', title: 'Go', buttons: [{ label: 'Go', href: 'javascript:alert(1)' }] }],
        surprise: true,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toBe('application/problem+json');
    const paths = (bad.json!.errors as { path: string }[]).map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'templateType']));
    expect(paths.some((path) => path.startsWith('blocks.0'))).toBe(true);
    expect(paths).toContain('(body)');
    expect(await db.select({ id: pages.id }).from(pages)).toHaveLength(before.length);

    const taken = await call('POST', '/pages', { key: editorKey, body: { title: 'Another Pricing', slug: 'public-pricing' } });
    expect(taken).toMatchObject({ status: 409, json: { status: 409 } });
    expect((await call('POST', '/pages', { key: editorKey, body: '{"title": "Broken' })).status).toBe(400);
    expect(
      (await call('POST', '/pages', { key: editorKey, body: 'title=Form', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status,
    ).toBe(415);
  });

  it('a stale If-Match is 412 and changes nothing; the ETag changes after every write', async () => {
    const created = await call('POST', '/pages', { key: editorKey, body: { title: 'Careers Day' } });
    const id = created.json!.id as string;
    const first = created.headers.get('etag')!;
    const changed = await call('PATCH', `/pages/${id}`, { key: editorKey, body: { title: 'Careers Day 2027' }, headers: { 'if-match': first } });
    expect(changed).toMatchObject({ status: 200, json: { title: 'Careers Day 2027', slug: 'careers-day', templateType: 'basic' } });
    const second = changed.headers.get('etag')!;
    expect(second).not.toBe(first);

    const stale = await call('PATCH', `/pages/${id}`, { key: editorKey, body: { title: 'Overwritten' }, headers: { 'if-match': first } });
    expect(stale).toMatchObject({ status: 412, json: { status: 412 } });
    expect((await call('GET', `/pages/${id}?draft=1`, { key: editorKey })).json).toMatchObject({ title: 'Careers Day 2027' });
    expect((await call('DELETE', `/pages/${id}`, { key: editorKey, headers: { 'if-match': first } })).status).toBe(412);

    const published = await call('POST', `/pages/${id}/publish`, { key: editorKey });
    expect(published.headers.get('etag')).not.toBe(second);
    expect((await call('DELETE', `/pages/${id}`, { key: editorKey, headers: { 'if-match': published.headers.get('etag')! } })).status).toBe(204);
    expect((await call('GET', `/pages/${id}`, { key: editorKey })).status).toBe(404);
  });

  it('lists page with an opaque cursor and refuse a limit out of range', async () => {
    const one = await call('GET', '/pages?limit=1', { key: editorKey });
    expect(one.json!.data).toHaveLength(1);
    const next = await call('GET', `/pages?limit=1&cursor=${one.json!.nextCursor as string}`, { key: editorKey });
    expect(titles(next)).toHaveLength(1);
    expect(titles(next)[0]).not.toBe(titles(one)[0]);
    expect((await call('GET', '/pages?limit=101')).json).toMatchObject({ status: 400, errors: [{ path: 'limit' }] });
    expect((await call('GET', '/pages?cursor=bm9wZQ')).status).toBe(400);
  });
});

describe('writing case studies', () => {
  it('follows the workflow: created as a draft, a change is a draft, publish puts it on the portfolio', async () => {
    const created = await call('POST', '/case-studies', {
      key: editorKey,
      body: { title: 'Freight Pricing Engine', client: 'Northbound Freight', industry: 'Logistics', results: ['18% better margins', ' '] },
    });
    expect(created).toMatchObject({ status: 201, json: { slug: 'freight-pricing-engine', status: 'draft', results: ['18% better margins'] } });
    const id = created.json!.id as string;
    expect((await call('GET', `/case-studies/${id}`)).status).toBe(404);
    expect((await call('POST', `/case-studies/${id}/publish`, { key: editorKey })).json).toMatchObject({ status: 'published' });
    expect((await getActiveCaseStudyBySlug('freight-pricing-engine'))?.client).toBe('Northbound Freight');

    const changed = await call('PATCH', `/case-studies/${id}`, { key: editorKey, body: { client: 'Northbound Freight Group' } });
    expect(changed).toMatchObject({ status: 200, json: { client: 'Northbound Freight Group', hasDraft: true } });
    expect((await call('GET', `/case-studies/${id}`)).json).toMatchObject({ client: 'Northbound Freight', hasDraft: false });
    expect((await getActiveCaseStudyBySlug('freight-pricing-engine'))?.client).toBe('Northbound Freight');
    expect((await call('PATCH', `/case-studies/${id}`, { key: editorKey, body: { industry: '' } })).json).toMatchObject({
      status: 400,
      errors: [{ path: 'industry', message: 'Please enter the industry.' }],
    });
    await call('POST', `/case-studies/${id}/publish`, { key: editorKey });
    expect((await getActiveCaseStudyBySlug('freight-pricing-engine'))?.client).toBe('Northbound Freight Group');
  });
});

describe('rate limits', () => {
  it('past its limit a minute, an address without a key gets 429 with Retry-After; a key has its own count', async () => {
    const from = { 'x-client-ip': '192.0.2.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await dispatch(new Request('http://localhost/api/v1/pages?limit=1', { headers: from }))).status);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    const limited = await dispatch(new Request('http://localhost/api/v1/pages?limit=1', { headers: from }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ status: 429, title: 'Too many requests' });
    expect((await dispatch(new Request('http://localhost/api/v1/pages?limit=1', { headers: { ...from, authorization: `Bearer ${editorKey}` } }))).status).toBe(
      200,
    );
  });
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document that lists every operation the API routes', async () => {
    const document = openApiDocument();
    const validator = new OpenAPISchemaValidator();
    const result = await validator.validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const paths = document.paths as Record<string, Record<string, unknown>>;
    for (const op of OPERATIONS) expect(paths[op.path]?.[op.method.toLowerCase()], `${op.method} ${op.path}`).toBeDefined();
    const served = await call('GET', '/openapi.json');
    expect(served.json).toEqual(document);
  });
});
