// Random and hostile payloads (fast-check, fixed seed) posted to the real server at every public
// form and route handler: never a 5xx, a clear message for what is refused, and, counted in the
// database once the server has stopped, exactly one row per valid submission.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { inquirySchema } from '../src/features/contact/schema';
import { estimateChoicesSchema } from '../src/features/estimator/schema';
import { newsletterSchema } from '../src/features/newsletter/schema';
import { openPglite } from '../src/server/db/client';
import { estimates, leads, newsletterSubscribers } from '../src/server/db/schema';
import { hostileForm, hostileString, toFormData, wrongType } from '../src/test/hostile';
import { hiddenInputs } from './support/forms';
import { makeDataDir, startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

/** Few runs against a real server, from a fixed seed so that a failure reproduces (FC_SEED to explore). */
const RUNS = { seed: Number(process.env.FC_SEED ?? 20261122), numRuns: 30 };

let server: RunningServer;
let dataDir: string;
let nextIp = 0;
const expected = { contact: 0, application: 0, newsletter: 0, estimates: 0 };
// Each post from its own address, so that no rate limit refuses a valid one.
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.${100 + Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}` });

test.beforeAll(async () => {
  dataDir = makeDataDir();
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * Server actions take at most 1 MB; our HTTP server answers a larger body with 413 before Next.js
 * sees it (tested below), so the generated action payloads stay below it.
 */
const ACTION_BODY_LIMIT = 1_000_000;
const bodySize = (values: unknown): number =>
  typeof values === 'string' ? Buffer.byteLength(values) : values instanceof Blob ? values.size : Array.isArray(values) ? values.reduce((sum: number, v) => sum + bodySize(v), 0) : values && typeof values === 'object' ? bodySize(Object.values(values)) : 16;
const underActionLimit = (values: unknown) => bodySize(values) < ACTION_BODY_LIMIT - 100_000;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const firstText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The page's form as a browser without JavaScript posts it, with hostile fields in front of the hidden ones. */
async function formPost(page: string, marker: string, values: Record<string, unknown>) {
  const html = await (await fetch(`${server.url}${page}`)).text();
  const body = toFormData(values as Parameters<typeof toFormData>[0]);
  for (const [name, value] of hiddenInputs(html, marker)) body.append(name, value);
  const response = await fetch(`${server.url}${page}`, { method: 'POST', body, headers: fromNewAddress() });
  return { body, status: response.status, html: await response.text() };
}

test('the contact form (posted without JavaScript)', async () => {
  const valid = { name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy Labs', projectType: 'AI & Machine Learning', message: 'We need a RAG assistant.', consent: 'on' };
  await fc.assert(
    fc.asyncProperty(hostileForm(valid, ['budget', 'timeline', 'partnershipType', 'utm_source']).filter(underActionLimit), async (values) => {
      const { body, status, html } = await formPost('/contact', 'aria-labelledby="inquiry-heading"', values);
      expect(status).toBeLessThan(500);
      const parsed = inquirySchema.safeParse({
        name: firstText(body, 'name') ?? '',
        email: firstText(body, 'email') ?? '',
        company: firstText(body, 'company'),
        phone: firstText(body, 'phone'),
        projectType: firstText(body, 'projectType'),
        budget: firstText(body, 'budget'),
        timeline: firstText(body, 'timeline'),
        message: firstText(body, 'message') ?? '',
        consent: body.get('consent') === 'on' || body.get('consent') === 'true',
        partnershipType: firstText(body, 'partnershipType'),
      });
      if (parsed.success) {
        expected.contact++;
        expect(html).toContain('Message Sent Successfully!');
      } else {
        expect(html).toContain(escapeHtml(parsed.error.issues[0]!.message));
      }
    }),
    RUNS,
  );
});

test('the newsletter sign-up (posted without JavaScript)', async () => {
  const payload = fc.oneof(
    hostileForm({ email: 'ada@example.com' }),
    fc.tuple(hostileString, hostileString, fc.integer({ min: 0, max: 1_000_000 })).map(([before, after, n]) => ({ email: `${before}ada${n}@example.com${after}` })),
  );
  const seen = new Set<string>();
  await fc.assert(
    fc.asyncProperty(payload.filter(underActionLimit), async (values) => {
      const { body, status, html } = await formPost('/', 'aria-label="Newsletter sign-up"', values);
      expect(status).toBeLessThan(500);
      const parsed = newsletterSchema.safeParse({ email: body.get('email') ?? '' });
      if (parsed.success) {
        if (!seen.has(parsed.data.email)) expected.newsletter++;
        seen.add(parsed.data.email);
        expect(html).toContain('Thanks for subscribing!');
      } else {
        expect(html).toContain(escapeHtml(parsed.error.issues[0]!.message));
      }
    }),
    RUNS,
  );
});

test('the estimator’s generateEstimate action (called as a script would)', async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as { node: Record<string, { filename: string; exportedName: string }> };
  const [actionId] = Object.entries(manifest.node).find(([, entry]) => entry.filename.endsWith('src/features/estimator/actions.ts') && entry.exportedName === 'generateEstimate')!;
  // The ids of the seeded project types and features, read from the wizard's page.
  const wizard = await (await fetch(`${server.url}/estimator`)).text();
  const uuids = [...new Set(wizard.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [])];
  const choices = fc.record({
    requestId: fc.oneof(fc.uuid(), hostileString),
    projectTypeId: fc.oneof(fc.constantFrom(...uuids), wrongType),
    features: fc.oneof(fc.array(fc.record({ id: fc.constantFrom(...uuids), complexity: fc.constantFrom(1, 2, 3, 0, 4, 2.5) }), { minLength: 1, maxLength: 3 }), wrongType),
    complexity: fc.oneof(fc.constant({ scale: 0.5, complexity: 0.5, platforms: 0.25, performance: 0.3 }), wrongType),
    designLevel: fc.oneof(fc.constantFrom('standard', 'premium', 'luxury'), hostileString),
    delivery: fc.oneof(fc.constant({ timeline: 'standard', support: 'standard', phases: 0.5 }), wrongType),
    contact: fc.record({ name: fc.oneof(fc.constant('Grace'), hostileString, wrongType), email: fc.oneof(fc.constant('grace@example.com'), hostileString) }),
  });
  await fc.assert(
    fc.asyncProperty(fc.oneof({ arbitrary: choices, weight: 4 }, { arbitrary: wrongType, weight: 1 }).filter((input) => Buffer.byteLength(JSON.stringify([input]) ?? '') < ACTION_BODY_LIMIT - 100_000), async (input) => {
      const response = await fetch(`${server.url}/estimator`, {
        method: 'POST',
        headers: { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', ...fromNewAddress() },
        body: JSON.stringify([input]),
      });
      expect(response.status).toBeLessThan(500);
      const answer = await response.text();
      if (answer.includes('"status":"success"')) {
        expect(estimateChoicesSchema.safeParse(JSON.parse(JSON.stringify(input))).success).toBe(true);
        expected.estimates++;
      } else {
        expect(answer).toMatch(/"status":"error","message":"[^"]+"/);
      }
    }),
    RUNS,
  );
});

test('the job application route (/api/applications)', async () => {
  const pdf = new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'], { type: 'application/pdf' });
  const payload = fc.tuple(
    hostileForm({ name: 'Linus T', email: 'linus@example.com', profileUrl: 'https://github.com/linus', coverLetter: 'I test things.', consent: 'on' }, ['jobId', 'phone', 'returnTo']),
    fc.oneof(fc.constant(pdf), hostileString.map((s) => new Blob([s], { type: 'application/pdf' })), hostileString),
  );
  await fc.assert(
    fc.asyncProperty(payload, async ([values, cv]) => {
      const body = toFormData({ ...values, cv });
      const response = await fetch(`${server.url}/api/applications`, { method: 'POST', body, headers: { accept: 'application/json', ...fromNewAddress() } });
      expect(response.status).toBeLessThan(500);
      const answer = (await response.json()) as { status: string; message?: string };
      if (answer.status === 'success') expected.application++;
      else {
        expect(response.status).toBe(400);
        expect(answer.message).toMatch(/^(Please|Your CV|That position|This position|\w[\w ]* must be at most)/);
      }
    }),
    RUNS,
  );
});

test('the file routes: /media/..., /api/files/[id], the estimate PDF, /portfolio', async () => {
  const segment = fc.oneof(hostileString, fc.uuid().map((id) => `${id}.png`), fc.constantFrom('..', '%2e%2e', 'uploads', 'private'));
  const address = fc.oneof(
    fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/media/${parts.map((p) => encodeURIComponent(p.replace(/[\ud800-\udfff]/g, ''))).join('/')}`),
    fc.tuple(fc.oneof(fc.uuid(), hostileString), hostileString).map(([id, s]) => `/api/files/${encodeURIComponent(id.replace(/[\ud800-\udfff]/g, ''))}?${new URLSearchParams({ expires: s, signature: s })}`),
    hostileString.map((token) => `/api/estimates/${encodeURIComponent(token.replace(/[\ud800-\udfff]/g, ''))}/pdf`),
    fc.constant('/portfolio'),
  );
  await fc.assert(
    fc.asyncProperty(address, fc.constantFrom(undefined, 'bytes=0-', 'bytes=-5', 'bytes=9-1', 'bytes=x'), async (url, range) => {
      const response = await fetch(`${server.url}${url}`, { redirect: 'manual', headers: range ? { range } : {} });
      expect(response.status, url).toBeLessThan(500);
      expect([302, 307, 308, 400, 403, 404, 414, 416, 431], url).toContain(response.status);
    }),
    { ...RUNS, numRuns: 50 },
  );
});

test('a form body over the 1 MB server action limit gets 413 with a sentence, not a 5xx', async () => {
  const html = await (await fetch(`${server.url}/contact`)).text();
  const body = new FormData();
  for (const [name, value] of hiddenInputs(html, 'aria-labelledby="inquiry-heading"')) body.append(name, value);
  body.append('name', 'Too Long');
  body.append('email', 'too.long@example.com');
  body.append('message', 'x'.repeat(1_200_000));
  const response = await fetch(`${server.url}/contact`, { method: 'POST', body, headers: fromNewAddress() });
  expect(response.status).toBe(413);
  expect(await response.text()).toBe('The form is too large to send (the limit is 1 MB).');
});

test('the database holds exactly one row per valid submission, and nothing else', async () => {
  expect(await server.stop()).toBe(0);
  const database = await openPglite(dataDir);
  try {
    const leadsOf = async (kind: 'contact' | 'job_application' | 'estimate') => (await database.db.select({ n: count() }).from(leads).where(eq(leads.kind, kind)))[0]!.n;
    expect(await leadsOf('contact')).toBe(expected.contact);
    expect(await leadsOf('job_application')).toBe(expected.application);
    expect(await leadsOf('estimate')).toBe(expected.estimates);
    expect((await database.db.select({ n: count() }).from(estimates))[0]!.n).toBe(expected.estimates);
    expect((await database.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n).toBe(expected.newsletter);
    // The runs did reach the stores: a property only ever refused proves little.
    expect(expected.contact + expected.application + expected.newsletter).toBeGreaterThan(5);
  } finally {
    await database.close();
  }
});
