// The admin's CRUD collections in the content API (jobs, partners, navigation, the estimator's
// project types, features and rate cards), as a client meets them: real requests through the
// dispatcher on a real database, with keys made the way the admin and the CLI make them.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '@/features/api-keys/keys';
import type { Database } from '@/server/db/client';
import { auditLog, jobs, partners, rateCards } from '@/server/db/schema';
import { callApi as call, dataOf } from '@/test/api-client';
import { createTestDatabase } from '@/test/database';

let db: Database;
let editorKey: string;
let adminKey: string;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  editorKey = (await createApiKey(db, { id: null, name: 'Command line' }, { name: 'Zapier', role: 'editor' })).key;
  adminKey = (await createApiKey(db, { id: null, name: 'Command line' }, { name: 'Build pipeline', role: 'admin' })).key;
});

const names = (answer: Awaited<ReturnType<typeof call>>, field = 'title') => dataOf(answer).map((row) => row[field]);

describe('jobs', () => {
  let openId: string;
  let closedId: string;

  it('POST creates a job (201, Location, ETag), audited under the key’s name; without a key POST is 401', async () => {
    expect((await call('POST', '/jobs', { body: { title: 'Anonymous', department: 'X', location: 'Y' } })).status).toBe(401);
    const created = await call('POST', '/jobs', {
      key: editorKey,
      body: { title: '  Staff Engineer ', department: 'Engineering', location: 'Remote', requirements: ['TypeScript', ' '], salaryRange: '' },
    });
    expect(created.status).toBe(201);
    openId = created.json!.id as string;
    expect(created.headers.get('location')).toBe(`/api/v1/jobs/${openId}`);
    expect(created.headers.get('etag')).toMatch(/^".+"$/);
    // The admin's schema made it: trimmed, blank rows dropped, defaults filled, a blank optional text null.
    expect(created.json).toMatchObject({ title: 'Staff Engineer', type: 'full-time', requirements: ['TypeScript'], salaryRange: null, isActive: true });
    const closed = await call('POST', '/jobs', {
      key: editorKey,
      body: { title: 'Retired Role', department: 'Sales', location: 'Berlin', isActive: false, salaryRange: '€1' },
    });
    closedId = closed.json!.id as string;
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, openId), eq(auditLog.action, 'job.create')));
    expect(audit).toMatchObject({ actorKind: 'api_key', actorEmail: 'Zapier' });
  });

  it('without a key: the open jobs only, with the careers page’s fields (no isActive); with a key: every job', async () => {
    const open = await call('GET', '/jobs');
    expect(open.status).toBe(200);
    expect(names(open)).toContain('Staff Engineer');
    expect(names(open)).not.toContain('Retired Role');
    expect(dataOf(open)[0]).not.toHaveProperty('isActive');
    expect(dataOf(open)[0]).toHaveProperty('department', 'Engineering');
    expect((await call('GET', `/jobs/${closedId}`)).status).toBe(404);
    const one = await call('GET', `/jobs/${openId}`);
    expect(one.json).not.toHaveProperty('isActive');

    const keyed = await call('GET', '/jobs', { key: editorKey });
    expect(names(keyed)).toEqual(['Retired Role', 'Staff Engineer']);
    expect(dataOf(keyed)[0]).toMatchObject({ isActive: false, salaryRange: '€1' });
    expect((await call('GET', `/jobs/${closedId}`, { key: editorKey })).status).toBe(200);
    expect(names(await call('GET', '/jobs?active=false', { key: editorKey }))).toEqual(['Retired Role']);
    expect(names(await call('GET', '/jobs?q=staff', { key: editorKey }))).toEqual(['Staff Engineer']);
    expect(names(await call('GET', '/jobs?type=contract', { key: editorKey }))).toEqual([]);
    expect((await call('GET', '/jobs?type=gig')).json).toMatchObject({ status: 400, errors: [{ path: 'type' }] });
  });

  it('an invalid body is 400 with the admin form’s sentence at each field’s path, and stores nothing', async () => {
    const before = await db.select({ id: jobs.id }).from(jobs);
    const bad = await call('POST', '/jobs', {
      key: editorKey,
      body: { title: '', department: 'Engineering', location: 'Remote', type: 'gig', requirements: 'all of them' },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toBe('application/problem+json');
    expect(bad.json!.errors).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Please enter the job title.' },
        { path: 'type', message: 'Choose a job type: full-time, part-time, contract or internship.' },
        { path: 'requirements', message: 'Please list the requirements.' },
      ]),
    );
    expect(bad.json!.detail).toBe('Please enter the job title.');
    expect(await db.select({ id: jobs.id }).from(jobs)).toHaveLength(before.length);
  });

  it('PATCH changes only the fields sent; a stale If-Match is 412 and changes nothing; the ETag changes with every write', async () => {
    const read = await call('GET', `/jobs/${openId}`, { key: editorKey });
    const first = read.headers.get('etag')!;
    const changed = await call('PATCH', `/jobs/${openId}`, {
      key: editorKey,
      body: { salaryRange: '$150k', type: 'contract' },
      headers: { 'if-match': first },
    });
    expect(changed).toMatchObject({
      status: 200,
      json: { title: 'Staff Engineer', department: 'Engineering', requirements: ['TypeScript'], salaryRange: '$150k', type: 'contract' },
    });
    expect(changed.headers.get('etag')).not.toBe(first);

    const stale = await call('PATCH', `/jobs/${openId}`, { key: editorKey, body: { title: 'Overwritten' }, headers: { 'if-match': first } });
    expect(stale).toMatchObject({ status: 412, json: { status: 412 } });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, openId));
    expect(row).toMatchObject({ title: 'Staff Engineer', salaryRange: '$150k' });

    const blank = await call('PATCH', `/jobs/${openId}`, { key: editorKey, body: { title: '   ' } });
    expect(blank).toMatchObject({ status: 400, json: { errors: [{ path: 'title', message: 'Please enter the job title.' }] } });
    // Clearing an optional text: sent blank, it becomes null as in the form.
    expect((await call('PATCH', `/jobs/${openId}`, { key: editorKey, body: { salaryRange: '' } })).json).toMatchObject({ salaryRange: null, type: 'contract' });
    expect(await call('PATCH', `/jobs/${openId}`, { key: editorKey, body: { type: 'gig' } })).toMatchObject({
      status: 400,
      json: { errors: [{ path: 'type', message: 'Choose a job type: full-time, part-time, contract or internship.' }] },
    });
    expect((await call('PATCH', `/jobs/${openId}`, { key: editorKey, body: { id: closedId } })).status).toBe(400);
    expect((await call('PATCH', '/jobs/00000000-0000-4000-8000-000000000000', { key: editorKey, body: { title: 'Ghost' } })).status).toBe(404);
  });

  it('DELETE with a stale If-Match is 412; then 204, then 404', async () => {
    const read = await call('GET', `/jobs/${closedId}`, { key: editorKey });
    await call('PATCH', `/jobs/${closedId}`, { key: editorKey, body: { location: 'Lisbon' } });
    expect((await call('DELETE', `/jobs/${closedId}`, { key: editorKey, headers: { 'if-match': read.headers.get('etag')! } })).status).toBe(412);
    const current = await call('GET', `/jobs/${closedId}`, { key: editorKey });
    expect((await call('DELETE', `/jobs/${closedId}`, { key: editorKey, headers: { 'if-match': current.headers.get('etag')! } })).status).toBe(204);
    expect((await call('GET', `/jobs/${closedId}`, { key: editorKey })).status).toBe(404);
    expect((await call('DELETE', `/jobs/${closedId}`, { key: editorKey })).status).toBe(404);
    expect((await call('DELETE', `/jobs/${openId}`)).status).toBe(401);
  });

  it('lists page newest first with an opaque cursor; a forged cursor is 400', async () => {
    for (const title of ['Page A', 'Page B', 'Page C']) await call('POST', '/jobs', { key: editorKey, body: { title, department: 'Ops', location: 'Remote' } });
    const seen: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof call>> = await call('GET', `/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { key: editorKey });
      expect(dataOf(page).length).toBeLessThanOrEqual(2);
      seen.push(...names(page));
      cursor = page.json!.nextCursor as string | null;
    } while (cursor);
    expect(seen).toEqual(['Page C', 'Page B', 'Page A', 'Staff Engineer']);
    const forged = Buffer.from(JSON.stringify({ at: '2026-01-01T00:00:00.000Z', id: "x' or 1=1" })).toString('base64url');
    expect((await call('GET', `/jobs?cursor=${forged}`)).json).toMatchObject({ status: 400, errors: [{ path: 'cursor' }] });
  });
});

describe('partners', () => {
  it('public reads show active partners with the partners page’s fields; filters and the form’s sentences apply', async () => {
    const acme = await call('POST', '/partners', {
      key: editorKey,
      body: { name: 'Acme Cloud', websiteUrl: 'https://acme.example', partnershipType: 'reseller', isFeatured: true },
    });
    expect(acme.status).toBe(201);
    await call('POST', '/partners', { key: editorKey, body: { name: 'Hidden Partner', isActive: false } });
    const open = await call('GET', '/partners');
    expect(names(open, 'name')).toEqual(['Acme Cloud']);
    expect(dataOf(open)[0]).toEqual({
      id: acme.json!.id,
      name: 'Acme Cloud',
      description: '',
      logoUrl: null,
      websiteUrl: 'https://acme.example',
      partnershipType: 'reseller',
      industry: null,
      isFeatured: true,
    });
    expect(names(await call('GET', '/partners', { key: editorKey }), 'name')).toEqual(['Hidden Partner', 'Acme Cloud']);
    expect(names(await call('GET', '/partners?featured=false', { key: editorKey }), 'name')).toEqual(['Hidden Partner']);
    expect(names(await call('GET', '/partners?type=reseller&q=acme', { key: editorKey }), 'name')).toEqual(['Acme Cloud']);

    const bad = await call('PATCH', `/partners/${acme.json!.id as string}`, { key: editorKey, body: { websiteUrl: 'javascript:alert(1)' } });
    expect(bad).toMatchObject({
      status: 400,
      json: { errors: [{ path: 'websiteUrl', message: 'The website URL must be a web address starting with http:// or https://.' }] },
    });
    const [row] = await db.select().from(partners).where(eq(partners.name, 'Acme Cloud'));
    expect(row!.websiteUrl).toBe('https://acme.example');
  });
});

describe('navigation', () => {
  it('without a key: the header’s items (active, their name, link, submenu and order); writes follow the manager’s rules', async () => {
    const services = await call('POST', '/navigation', {
      key: editorKey,
      body: {
        name: 'Services',
        href: '/services',
        orderIndex: '2',
        submenu: [
          { name: 'AI', href: '/services/ai' },
          { name: '', href: '' },
        ],
      },
    });
    expect(services).toMatchObject({ status: 201, json: { orderIndex: 2, submenu: [{ name: 'AI', href: '/services/ai' }] } });
    await call('POST', '/navigation', { key: editorKey, body: { name: 'Old Blog', href: '/blog', isActive: false } });
    const header = await call('GET', '/navigation');
    expect(dataOf(header)).toEqual([
      { id: services.json!.id, name: 'Services', href: '/services', submenu: [{ name: 'AI', href: '/services/ai' }], orderIndex: 2 },
    ]);
    expect(names(await call('GET', '/navigation', { key: editorKey }), 'name')).toEqual(['Old Blog', 'Services']);

    const bad = await call('POST', '/navigation', { key: editorKey, body: { name: 'Evil', href: 'javascript:alert(1)', orderIndex: 'first' } });
    expect(bad.json!.errors).toEqual(
      expect.arrayContaining([
        { path: 'href', message: 'The link must be a path on this site (like /services) or a web address starting with http:// or https://.' },
        { path: 'orderIndex', message: 'The order must be a whole number.' },
      ]),
    );
    const submenu = await call('PATCH', `/navigation/${services.json!.id as string}`, { key: editorKey, body: { submenu: [{ name: 'Data', href: '' }] } });
    expect(submenu).toMatchObject({ status: 400, json: { errors: [{ path: 'submenu', message: 'Please enter the link of submenu item 1.' }] } });
  });
});

describe('the estimator’s data', () => {
  it('rate cards are for admin keys only, as in the admin: no key 401, an editor key 403, an admin key everything', async () => {
    expect((await call('GET', '/rate-cards')).status).toBe(401);
    expect((await call('GET', '/rate-cards', { key: editorKey })).json).toMatchObject({ status: 403 });
    expect((await call('POST', '/rate-cards', { key: editorKey, body: { role: 'Designer', hourlyRate: 90 } })).status).toBe(403);
    const created = await call('POST', '/rate-cards', { key: adminKey, body: { role: 'Prompt Engineer', hourlyRate: '120.50' } });
    expect(created).toMatchObject({ status: 201, json: { role: 'Prompt Engineer', hourlyRate: 120.5, isActive: true } });
    expect((await call('POST', '/rate-cards', { key: adminKey, body: { role: 'Prompt Engineer', hourlyRate: 99 } })).json).toMatchObject({
      status: 409,
      detail: 'A rate card for this role already exists.',
    });
    expect((await call('POST', '/rate-cards', { key: adminKey, body: { role: 'Cheap', hourlyRate: 0 } })).json).toMatchObject({
      status: 400,
      errors: [{ path: 'hourlyRate', message: 'The hourly rate must be greater than 0.' }],
    });
    expect(names(await call('GET', '/rate-cards?q=prompt', { key: adminKey }), 'role')).toEqual(['Prompt Engineer']);
  });

  it('features and project types: editors write them with the admin’s rules; without a key, the active ones the wizard shows', async () => {
    const unpriced = await call('POST', '/features', {
      key: editorKey,
      body: { name: 'Chatbot', category: 'advanced', baseHours: 40, complexityMultiplier: 1.5, rolesRequired: ['Astronaut'] },
    });
    expect(unpriced).toMatchObject({
      status: 400,
      json: { detail: 'The role "Astronaut" has no active rate card. Add or activate it under Rate Cards first.' },
    });
    const feature = await call('POST', '/features', {
      key: editorKey,
      body: { name: 'Chatbot', category: 'advanced', baseHours: 40, complexityMultiplier: 1.5, rolesRequired: ['Prompt Engineer'] },
    });
    expect(feature.status).toBe(201);
    const [card] = await db.select().from(rateCards).where(eq(rateCards.role, 'Prompt Engineer'));
    // The admin’s invariant: a rate card that an active feature needs cannot be deactivated.
    const deactivate = await call('PATCH', `/rate-cards/${card!.id}`, { key: adminKey, body: { isActive: false } });
    expect(deactivate).toMatchObject({ status: 409 });
    expect(deactivate.json!.detail).toContain('the active feature "Chatbot"');

    const type = await call('POST', '/project-types', { key: editorKey, body: { name: 'Mobile App', baseHours: '300' } });
    expect(type).toMatchObject({ status: 201, json: { baseHours: 300 } });
    expect((await call('POST', '/project-types', { key: editorKey, body: { name: 'Mobile App', baseHours: 10 } })).status).toBe(409);
    expect((await call('POST', '/project-types', { key: editorKey, body: { name: 'Web', baseHours: 1.5 } })).json).toMatchObject({
      errors: [{ path: 'baseHours', message: 'The base hours must be a whole number.' }],
    });
    await call('POST', '/project-types', { key: editorKey, body: { name: 'Retired Type', baseHours: 10, isActive: false } });
    const wizard = await call('GET', '/project-types');
    expect(dataOf(wizard)).toEqual([{ id: type.json!.id, name: 'Mobile App', description: '', baseHours: 300 }]);
    expect(dataOf(await call('GET', '/features?category=advanced'))).toEqual([
      {
        id: feature.json!.id,
        name: 'Chatbot',
        description: '',
        category: 'advanced',
        baseHours: 40,
        complexityMultiplier: 1.5,
        rolesRequired: ['Prompt Engineer'],
      },
    ]);
  });
});
