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
import { APPLICATION_ERRORS } from '../src/features/jobs/application-options';
import { estimates, leads, newsletterSubscribers } from '../src/server/db/schema';
import { caseStudies, pages as seededPages } from '../src/seed/seed-data';
import { FIELD_CONTROL_CHARACTER } from '../src/server/action-body';
import { encryptedPdf, sampleDoc, sampleDocx, samplePdf } from '../src/test/documents';
import { hostileForm, hostileString, toFormData, wrongType } from '../src/test/hostile';
import { signedIn } from './support/admin';
import { hiddenInputs } from './support/forms';
import { rawGet, rawRequest } from './support/raw-http';
import { firstStartDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

/** Few runs against a real server, from a fixed seed so that a failure reproduces (FC_SEED to explore). */
const RUNS = { seed: Number(process.env.FC_SEED ?? 20261122), numRuns: 30 };

const ADMIN = { email: 'hostile-admin@example.com', password: 'correct horse battery staple' };
let server: RunningServer;
let dataDir: string;
let nextIp = 0;
const expected = { contact: 0, application: 0, newsletter: 0, estimates: 0 };
// Each post from its own address, so that no rate limit refuses a valid one.
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.${100 + Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}` });

test.beforeAll(async () => {
  dataDir = await firstStartDataDir();
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
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
  typeof values === 'string'
    ? Buffer.byteLength(values)
    : values instanceof Blob
      ? values.size
      : Array.isArray(values)
        ? values.reduce((sum: number, v) => sum + bodySize(v), 0)
        : values && typeof values === 'object'
          ? bodySize(Object.values(values))
          : 16;
const underActionLimit = (values: unknown) => bodySize(values) < ACTION_BODY_LIMIT - 100_000;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const firstText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** A text field of the form holds a control character (tab and line breaks are text): refused at the edge with 400. */
const hasControlCharacter = (form: FormData) =>
  [...form.entries()].some(
    ([name, value]) =>
      FIELD_CONTROL_CHARACTER.test(name) || (typeof value === 'string' ? FIELD_CONTROL_CHARACTER.test(value) : FIELD_CONTROL_CHARACTER.test(value.name)),
  );
const CONTROL_REFUSAL = 'Form fields may not contain control characters.';

/** The page's form as a browser without JavaScript posts it, with hostile fields in front of the hidden ones. */
async function formPost(page: string, marker: string, values: Record<string, unknown>) {
  const html = await (await fetch(`${server.url}${page}`)).text();
  const body = toFormData(values as Parameters<typeof toFormData>[0]);
  for (const [name, value] of hiddenInputs(html, marker)) body.append(name, value);
  const response = await fetch(`${server.url}${page}`, { method: 'POST', body, headers: fromNewAddress() });
  return { body, status: response.status, html: await response.text() };
}

test('the contact form (posted without JavaScript)', async () => {
  const valid = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    company: 'Navy Labs',
    projectType: 'AI & Machine Learning',
    message: 'We need a RAG assistant.',
    consent: 'on',
  };
  await fc.assert(
    fc.asyncProperty(hostileForm(valid, ['budget', 'timeline', 'partnershipType', 'utm_source']).filter(underActionLimit), async (values) => {
      const { body, status, html } = await formPost('/contact', 'aria-labelledby="inquiry-heading"', values);
      expect(status).toBeLessThan(500);
      if (hasControlCharacter(body)) {
        expect([status, html]).toEqual([400, CONTROL_REFUSAL]);
        return;
      }
      expect(status).toBe(200);
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
    fc
      .tuple(hostileString, hostileString, fc.integer({ min: 0, max: 1_000_000 }))
      .map(([before, after, n]) => ({ email: `${before}ada${n}@example.com${after}` })),
  );
  const seen = new Set<string>();
  await fc.assert(
    fc.asyncProperty(payload.filter(underActionLimit), async (values) => {
      const { body, status, html } = await formPost('/', 'aria-label="Newsletter sign-up"', values);
      expect(status).toBeLessThan(500);
      if (hasControlCharacter(body)) {
        expect([status, html]).toEqual([400, CONTROL_REFUSAL]);
        return;
      }
      expect(status).toBe(200);
      const parsed = newsletterSchema.safeParse({ email: body.get('email') ?? '' });
      if (parsed.success) {
        if (!seen.has(parsed.data.email)) expected.newsletter++;
        seen.add(parsed.data.email);
        expect(html).toContain('Check your inbox to confirm your subscription.');
      } else {
        expect(html).toContain(escapeHtml(parsed.error.issues[0]!.message));
      }
    }),
    RUNS,
  );
});

test('the estimator’s generateEstimate action (called as a script would)', async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  const [actionId] = Object.entries(manifest.node).find(
    ([, entry]) => entry.filename.endsWith('src/features/estimator/actions.ts') && entry.exportedName === 'generateEstimate',
  )!;
  // The ids of the seeded project types and features, read from the wizard's page.
  const wizard = await (await fetch(`${server.url}/estimator`)).text();
  const uuids = [...new Set(wizard.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [])];
  const choices = fc.record({
    requestId: fc.oneof(fc.uuid(), hostileString),
    projectTypeId: fc.oneof(fc.constantFrom(...uuids), wrongType),
    features: fc.oneof(
      fc.array(fc.record({ id: fc.constantFrom(...uuids), complexity: fc.constantFrom(1, 2, 3, 0, 4, 2.5) }), { minLength: 1, maxLength: 3 }),
      wrongType,
    ),
    complexity: fc.oneof(fc.constant({ scale: 0.5, complexity: 0.5, platforms: 0.25, performance: 0.3 }), wrongType),
    designLevel: fc.oneof(fc.constantFrom('standard', 'premium', 'luxury'), hostileString),
    delivery: fc.oneof(fc.constant({ timeline: 'standard', support: 'standard', phases: 0.5 }), wrongType),
    contact: fc.record({ name: fc.oneof(fc.constant('Grace'), hostileString, wrongType), email: fc.oneof(fc.constant('grace@example.com'), hostileString) }),
  });
  await fc.assert(
    fc.asyncProperty(
      fc
        .oneof({ arbitrary: choices, weight: 4 }, { arbitrary: wrongType, weight: 1 })
        .filter((input) => Buffer.byteLength(JSON.stringify([input]) ?? '') < ACTION_BODY_LIMIT - 100_000),
      async (input) => {
        const response = await fetch(`${server.url}/estimator`, {
          method: 'POST',
          headers: { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', ...fromNewAddress() },
          body: JSON.stringify([input]),
        });
        expect(response.status).toBeLessThan(500);
        const answer = await response.text();
        // A string React would read as a reference ('$...') or one holding a control character: the body is refused before the action.
        if (response.status === 400) {
          expect(answer).toBe('The request body could not be read.');
          expect(JSON.stringify(input)).toMatch(/"\$|\\u00[01][0-9a-f]|\\[bf]|[\u007f-\u009f]/);
          return;
        }
        expect(response.status).toBe(200);
        if (answer.includes('"status":"success"')) {
          expect(estimateChoicesSchema.safeParse(JSON.parse(JSON.stringify(input))).success).toBe(true);
          expected.estimates++;
        } else {
          expect(answer).toMatch(/"status":"error","message":"[^"]+"/);
        }
      },
    ),
    RUNS,
  );
});

test('the job application route (/api/applications)', async () => {
  const pdf = new Blob([new Uint8Array(await samplePdf())], { type: 'application/pdf' });
  const payload = fc.tuple(
    hostileForm({ name: 'Linus T', email: 'linus@example.com', profileUrl: 'https://github.com/linus', coverLetter: 'I test things.', consent: 'on' }, [
      'jobId',
      'phone',
      'returnTo',
    ]),
    fc.oneof(
      fc.constant(pdf),
      hostileString.map((s) => new Blob([s], { type: 'application/pdf' })),
      hostileString,
    ),
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
        // One of the form's own messages, never the generic failure.
        expect(Object.values(APPLICATION_ERRORS)).toContain(answer.message);
        expect(answer.message).not.toBe(APPLICATION_ERRORS.failed);
      }
    }),
    RUNS,
  );
});

test('the file routes: /media/..., /api/files/[id], the estimate PDF, /portfolio', async () => {
  const segment = fc.oneof(
    hostileString,
    fc.uuid().map((id) => `${id}.png`),
    fc.constantFrom('..', '%2e%2e', 'uploads', 'private'),
  );
  const address = fc.oneof(
    fc
      .array(segment, { minLength: 1, maxLength: 3 })
      .map((parts) => `/media/${parts.map((p) => encodeURIComponent(p.replace(/[\ud800-\udfff]/g, ''))).join('/')}`),
    fc
      .tuple(fc.oneof(fc.uuid(), hostileString), hostileString)
      .map(([id, s]) => `/api/files/${encodeURIComponent(id.replace(/[\ud800-\udfff]/g, ''))}?${new URLSearchParams({ expires: s, signature: s })}`),
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

// ---- The edge: requests only a sender can be at fault for (src/server/request-guard.ts, action-body.ts) ----

/** Every kind of public address, and the admin's, with seeded ids and slugs filled in. */
async function siteAddresses() {
  const careers = await (await fetch(`${server.url}/careers`)).text();
  const jobId = /\/careers\/([0-9a-f-]{36})/.exec(careers)![1]!;
  const study = caseStudies.find((c) => c.isActive !== false)!.slug;
  const cmsPage = seededPages.find((p) => p.isPublished)!.slug;
  const pages = [
    '/',
    '/about',
    '/services',
    '/services/ai-automation',
    '/solutions',
    '/solutions/kyc-verification',
    '/industries',
    '/industries/fintech',
    '/case-studies',
    `/case-studies/${study}`,
    '/careers',
    `/careers/${jobId}`,
    `/careers/${jobId}/apply`,
    '/careers/apply',
    '/partners',
    '/contact',
    '/estimator',
    '/search',
    `/${cmsPage}`,
    '/estimates/abcdefghijklmnop',
    '/no-such-page',
    '/ax-admin-panel',
    '/auth',
    '/setup',
    '/admin/dashboard',
    '/admin/leads',
  ];
  const handlers = [
    '/api/health',
    '/api/ready',
    '/api/applications',
    '/api/files/00000000-0000-4000-8000-000000000000',
    '/api/estimates/abcdefghijkl/pdf',
    '/api/admin/me',
    '/api/admin/leads/export',
    '/api/admin/media',
    '/media/uploads/x.png',
    '/portfolio',
    '/robots.txt',
    '/sitemap.xml',
    '/favicon.ico',
    '/icon.svg',
  ];
  return { pages, handlers, jobId };
}

const PAGE_ALLOW = 'GET, HEAD, POST, OPTIONS';

test('every page: PUT, DELETE, PATCH, TRACE and unknown methods get 405 with Allow; OPTIONS 204; HEAD as GET without a body', async () => {
  test.setTimeout(180_000);
  const { pages } = await siteAddresses();
  for (const path of pages) {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'MKCOL']) {
      const answer = await rawGet(server.url, path, method);
      expect([answer.status, answer.headers['allow'], answer.body], `${method} ${path}`).toEqual([
        405,
        PAGE_ALLOW,
        `${method} is not allowed here. This address takes ${PAGE_ALLOW}.`,
      ]);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
    const options = await rawGet(server.url, path, 'OPTIONS');
    expect([options.status, options.headers['allow'], options.body], `OPTIONS ${path}`).toEqual([204, PAGE_ALLOW, '']);
    const get = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect(get.status, `GET ${path}`).toBeLessThan(500);
    const head = await rawGet(server.url, path, 'HEAD');
    expect([head.status, head.body], `HEAD ${path}`).toEqual([get.status, '']);
    // A post that is not one of our forms: not the page, not a 5xx.
    const posted = await fetch(`${server.url}${path}`, { method: 'POST', body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([posted.status, await posted.text()], `POST ${path}`).toEqual([415, 'Forms on this site are sent as multipart/form-data.']);
  }
});

test('every route handler: the methods it does not take get 405 with an Allow that leaves them out; none gets a 5xx', async () => {
  const { handlers } = await siteAddresses();
  for (const path of handlers) {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS']) {
      const answer = await rawRequest(server.url, `${method} ${path} HTTP/1.1\r\nContent-Length: 0`);
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(200);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      if (answer.status === 405) {
        expect(answer.headers['allow'], `${method} ${path}`).toMatch(/^[A-Z, ]+$/);
        expect(answer.headers['allow']!.split(', '), `${method} ${path}`).not.toContain(method);
      }
      if (method === 'OPTIONS') expect([answer.status, answer.headers['allow']?.includes('OPTIONS')], path).toEqual([204, true]);
      if (method === 'TRACE') expect(answer.status, path).toBe(405);
    }
  }
  expect((await rawGet(server.url, '/api/health', 'DELETE')).headers['allow']).toBe('GET, HEAD, OPTIONS');
  expect((await rawGet(server.url, '/api/applications', 'GET')).headers['allow']).toBe('POST, OPTIONS');
});

const BAD_ADDRESSES: [string, number, string][] = [
  ['/%E0%A4%A', 400, 'This address has a malformed percent-encoding (each % must start a UTF-8 character as two hex digits).'],
  ['/%zz', 400, 'This address has a malformed percent-encoding (each % must start a UTF-8 character as two hex digits).'],
  ['/%c0%af', 400, 'This address has a malformed percent-encoding (each % must start a UTF-8 character as two hex digits).'],
  ['%00', 400, 'This address contains control characters.'],
  ['/x%0d%0aSet-Cookie:%20a=b', 400, 'This address contains control characters.'],
  ['/%1b[31m', 400, 'This address contains control characters.'],
  ['/../../etc/passwd', 400, "This address has '.' or '..' segments; ask for the page itself."],
  ['/%2e%2e/%2e%2e/etc/passwd', 400, "This address has '.' or '..' segments; ask for the page itself."],
  ['/./x', 400, "This address has '.' or '..' segments; ask for the page itself."],
  ['?q=%zz', 400, 'The query string has a malformed percent-encoding (each % must start a UTF-8 character as two hex digits).'],
  ['?q=%E0%A4%A', 400, 'The query string has a malformed percent-encoding (each % must start a UTF-8 character as two hex digits).'],
  ['?q=a%00b', 400, 'The query string contains control characters.'],
  ['?%00=1', 400, 'The query string contains control characters.'],
  [`/${'a'.repeat(1100)}`, 414, "This address is too long (the limit is 1024 characters before the '?')."],
  [`?q=${'a'.repeat(4100)}`, 414, 'This address is too long (the limit is 4096 characters).'],
];

test('every address with a malformed percent-encoding, a control character, a dot segment or over-long gets its 4xx and a sentence', async () => {
  test.setTimeout(180_000);
  const { pages, handlers } = await siteAddresses();
  for (const base of [...pages, ...handlers]) {
    for (const [suffix, status, message] of BAD_ADDRESSES) {
      const target = suffix.startsWith('/') ? `${base.replace(/\/$/, '')}${suffix}` : `${base}${suffix}`;
      for (const method of ['GET', 'HEAD', 'POST']) {
        const answer = await rawRequest(server.url, `${method} ${target} HTTP/1.1\r\nContent-Length: 0`);
        expect([answer.status, method === 'HEAD' ? message : answer.body], `${method} ${target.slice(0, 80)}`).toEqual([status, message]);
      }
    }
  }
});

test('a NUL in a slug, an id or a token is refused at the edge and never reaches the database', async () => {
  for (const path of [
    '/case-studies/ai%00',
    '/privacy%00',
    '/careers/%00',
    '/careers/%00/apply',
    '/estimates/abc%00defghijkl',
    '/api/files/%00',
    '/api/estimates/%00/pdf',
    '/media/uploads/%00.png',
    '/setup?token=%00',
    '/auth/invite?token=%00',
    '/search?q=%00',
  ]) {
    const answer = await rawGet(server.url, path);
    expect(answer.status, path).toBe(400);
  }
  // Slugs that cannot be one are not looked up either (a 404, no query).
  for (const path of ['/case-studies/UPPER_case', '/Privacy', `/case-studies/${'a'.repeat(201)}`])
    expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
  expect(server.output()).not.toContain('Failed query');
});

test('headers and request lines Node cannot read, or that are too large, get their 4xx and a sentence', async () => {
  const big = await rawRequest(server.url, `GET / HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}`);
  expect([big.status, big.body]).toEqual([431, 'The request headers are too large.']);
  for (const head of [
    'GET / HTTP/1.1\r\nContent-Length: abc',
    'POST /contact HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked',
    'GET / HTTP/1.1\r\nContent-Length: -1',
    'FOO / HTTP/1.1',
    'GET /\u0001 HTTP/1.1',
    'GET / HTTP/1.1\r\nBad Header: x',
  ]) {
    const answer = await rawRequest(server.url, head);
    expect([answer.status, answer.body], head.split('\r\n').join(' | ')).toEqual([400, 'The request could not be read as HTTP.']);
  }
  // A request line in absolute form is served as its path: no redirect to the host it names.
  const absolute = await rawGet(server.url, 'http://evil.example/about');
  expect(absolute.status).toBe(200);
  expect(absolute.headers['location']).toBeUndefined();
  const admin = await rawGet(server.url, 'http://evil.example/admin');
  expect(admin.headers['location'] ?? '').not.toContain('evil.example');
  expect((await rawGet(server.url, 'about')).status).toBe(400);
  // Doubled slashes lead to the page, never to another host ('//evil.example' is one to a browser).
  for (const [target, location] of [
    ['//services', '/services'],
    ['//evil.example/', '/evil.example/'],
    ['/\\evil.example/', '/evil.example/'],
    ['/careers//apply', '/careers/apply'],
  ]) {
    const answer = await rawGet(server.url, target!);
    expect([answer.status, answer.headers['location']], target).toEqual([308, location]);
  }
  expect((await rawGet(server.url, '*', 'OPTIONS')).status).toBe(204);
  expect((await rawGet(server.url, '*')).status).toBe(400);
  // Headers Next.js reads for its own purposes, with garbage in them.
  const oddHeaders: Record<string, string>[] = [
    { rsc: '1', 'next-router-state-tree': '%zz' },
    { 'next-router-prefetch': '1', 'next-router-segment-prefetch': '../../x' },
    { 'x-forwarded-host': 'evil.example' },
    { range: 'bytes=9-1' },
    { 'if-none-match': '"x' },
    { 'accept-encoding': 'br;q=garbage' },
    { cookie: 'axion.session_token=%00' },
  ];
  for (const headers of oddHeaders) {
    for (const path of ['/', '/contact', '/admin'])
      expect((await fetch(`${server.url}${path}`, { headers, redirect: 'manual' })).status, `${path} ${JSON.stringify(headers)}`).toBeLessThan(500);
  }
});

test('weird, huge and repeated query parameters on the list pages and the admin lists: never a 5xx', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, server.url, ADMIN, '/admin/dashboard');
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await page.context().close();
  // Signed in for real: the admin lists render (not the login), so their parameters are read.
  expect((await fetch(`${server.url}/admin/jobs?q=x`, { headers: { cookie }, redirect: 'manual' })).status).toBe(200);
  const lists = [
    '/search',
    '/careers',
    '/case-studies',
    '/partners',
    '/estimator',
    '/contact',
    '/careers/apply',
    '/admin/jobs',
    '/admin/leads',
    '/admin/partners',
    '/admin/case-studies',
    '/admin/pages',
    '/admin/media',
    '/admin/audit',
    '/admin/content',
    '/admin/forms',
    '/admin/search',
    '/admin/users',
    '/admin/estimator/features',
    '/admin/estimator/rate-cards',
    '/admin/navigation',
    '/admin/seo',
    '/admin/leads/not-a-uuid',
    '/admin/leads/00000000-0000-4000-8000-000000000000',
    '/admin/case-studies/new',
    '/admin/case-studies/not-a-uuid',
    '/admin/case-studies/00000000-0000-4000-8000-000000000000',
    '/preview/case-study/not-a-uuid',
  ];
  const queries = [
    `q=${'a'.repeat(3000)}`,
    'q=%27%20OR%201%3D1--',
    'q=%F0%9F%A7%A8%E2%80%AE',
    'q[]=x&q[]=y',
    'q=a&q=b',
    'page=-1',
    'page=abc',
    'page=1e309',
    'page=99999999999999999999',
    'page=0',
    'sort=__proto__&status=constructor',
    'status=%3Cscript%3E',
    'kind=../../etc',
    'type=&category=&folder=..',
    'per=0&limit=-5',
    'q=%25',
    'subject=' + 'x'.repeat(2000),
    'preview=1',
    'error=%3Cb%3Ehi%3C%2Fb%3E&sent=2',
  ];
  for (const path of lists) {
    for (const query of queries) {
      const response = await fetch(`${server.url}${path}?${query}`, { headers: { cookie }, redirect: 'manual' });
      expect(response.status, `${path}?${query.slice(0, 60)}`).toBeLessThan(500);
    }
  }
});

/** The contact page's form as a browser without JavaScript sends it, invalid (no consent) so that nothing is stored. */
async function contactForm() {
  const html = await (await fetch(`${server.url}/contact`)).text();
  const form = new FormData();
  for (const [name, value] of hiddenInputs(html, 'aria-labelledby="inquiry-heading"')) form.append(name, value);
  form.append('name', 'Mallory');
  form.append('email', 'mallory@example.com');
  form.append('message', 'Not consenting, so never stored.');
  return form;
}

function actionIdOf(file: string, name: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  return Object.entries(manifest.node).find(([, entry]) => entry.filename.endsWith(file) && entry.exportedName === name)![0];
}

test('mangled server-action posts get 400 (404 for an action that does not exist, 403 from another site), never a 5xx', async () => {
  const refKey = (form: FormData) => [...form.keys()].find((key) => key.startsWith('$ACTION_REF_'))!.slice('$ACTION_REF_'.length);
  const unknownId = `60${'f'.repeat(40)}`;
  const submitInquiry = actionIdOf('src/features/contact/actions.ts', 'submitInquiry');
  const mangles: [string, (form: FormData, n: string) => void, number, string | RegExp][] = [
    ['as sent (invalid: no consent)', () => {}, 200, /Please agree/],
    [
      '$ACTION_REF_ renamed',
      (form, n) => {
        form.delete(`$ACTION_REF_${n}`);
        form.append('$ACTION_REF_zz', '');
      },
      400,
      'The form data could not be read.',
    ],
    ['action reference not JSON', (form, n) => form.set(`$ACTION_${n}:0`, '{not json'), 400, 'The form data could not be read.'],
    [
      'action reference to an unknown action',
      (form, n) => form.set(`$ACTION_${n}:0`, JSON.stringify({ id: unknownId, bound: '$@1' })),
      404,
      'This form has changed since the page was loaded. Please reload the page and send it again.',
    ],
    [
      'action reference with a malformed id',
      (form, n) => form.set(`$ACTION_${n}:0`, JSON.stringify({ id: 'zz', bound: '$@1' })),
      400,
      'This form was not sent by one of our pages.',
    ],
    [
      'bound to a missing row',
      (form, n) => form.set(`$ACTION_${n}:0`, JSON.stringify({ id: submitInquiry, bound: '$@9' })),
      400,
      'The form data could not be read.',
    ],
    ['no bound arguments', (form, n) => form.set(`$ACTION_${n}:0`, JSON.stringify({ id: submitInquiry, bound: null })), 400, /<!DOCTYPE html>/],
    ['bound row garbled', (form, n) => form.set(`$ACTION_${n}:1`, '[{"status":'), 400, 'The form data could not be read.'],
    ['bound row missing', (form, n) => form.delete(`$ACTION_${n}:1`), 400, 'The form data could not be read.'],
    ['bound row not a list', (form, n) => form.set(`$ACTION_${n}:1`, '"$Q1"'), 400, 'The form data could not be read.'],
    ['bound row with a reference to nothing', (form, n) => form.set(`$ACTION_${n}:1`, '[{"formToken":"$5:a"}]'), 400, 'The form data could not be read.'],
    ['$ACTION_KEY with a NUL', (form) => form.set('$ACTION_KEY', 'k\u0000'), 400, 'Form fields may not contain control characters.'],
    ['a NUL in a field', (form) => form.set('name', 'Mal\u0000lory'), 400, 'Form fields may not contain control characters.'],
    ['$ACTION_ID_ garbled', (form) => form.append('$ACTION_ID_!!', ''), 400, 'This form was not sent by one of our pages.'],
    [
      '$ACTION_ID_ of an unknown action',
      (form, n) => {
        for (const key of [...form.keys()].filter((k) => k.startsWith(`$ACTION_`) && k !== '$ACTION_KEY')) form.delete(key);
        form.append(`$ACTION_ID_${unknownId}`, '');
        void n;
      },
      404,
      'This form has changed since the page was loaded. Please reload the page and send it again.',
    ],
    [
      '$ACTION_ID_ of the form action, without its state',
      (form) => {
        for (const key of [...form.keys()].filter((k) => k.startsWith('$ACTION_'))) form.delete(key);
        form.append(`$ACTION_ID_${submitInquiry}`, '');
      },
      400,
      /<!DOCTYPE html>/,
    ],
    [
      'no action at all',
      (form) => {
        for (const key of [...form.keys()].filter((k) => k.startsWith('$ACTION_'))) form.delete(key);
      },
      400,
      'This form was not sent by one of our pages.',
    ],
  ];
  for (const [what, mangle, status, body] of mangles) {
    const form = await contactForm();
    mangle(form, refKey(form));
    const response = await fetch(`${server.url}/contact`, { method: 'POST', body: form, headers: fromNewAddress() });
    const text = await response.text();
    expect(response.status, what).toBe(status);
    if (typeof body === 'string') expect(text, what).toBe(body);
    else expect(text, what).toMatch(body);
  }

  const multipart = (body: string, boundary = 'abc') => ({ body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  const raw: [string, { body: string; headers: Record<string, string> }, number, string][] = [
    ['broken boundary', multipart('garbage'), 400, 'The form data could not be read.'],
    ['body cut short', multipart('--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nval'), 400, 'The form data could not be read.'],
    [
      'boundary missing',
      { body: '--abc\r\n', headers: { 'content-type': 'multipart/form-data' } },
      400,
      'The form data has a missing or invalid multipart boundary.',
    ],
    ['boundary too long', multipart('x', 'b'.repeat(80)), 400, 'The form data has a missing or invalid multipart boundary.'],
    [
      'multipart without an action',
      multipart('--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nval\r\n--abc--\r\n'),
      400,
      'This form was not sent by one of our pages.',
    ],
    ['JSON', { body: '{"name":"x"}', headers: { 'content-type': 'application/json' } }, 415, 'Forms on this site are sent as multipart/form-data.'],
    ['an unknown content type', { body: 'x', headers: { 'content-type': 'application/x-weird' } }, 415, 'Forms on this site are sent as multipart/form-data.'],
  ];
  for (const [what, { body, headers }, status, message] of raw) {
    for (const page of ['/contact', '/', '/careers']) {
      const response = await fetch(`${server.url}${page}`, { method: 'POST', body, headers });
      expect([response.status, await response.text()], `${what} to ${page}`).toEqual([status, message]);
    }
  }

  const script = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/contact`, {
      method: 'POST',
      body,
      headers: { 'Next-Action': submitInquiry, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', ...fromNewAddress(), ...headers },
    });
  const calls: [string, () => Promise<Response>, number, string | RegExp][] = [
    ['arguments that are not JSON', () => script('garbage'), 400, 'The request body could not be read.'],
    ['arguments that are not a list', () => script('{}'), 400, 'The request body could not be read.'],
    ['a reference to a part that is not there', () => script('["$@5"]'), 400, 'The request body could not be read.'],
    ['a map without its entries', () => script('["$Q"]'), 400, 'The request body could not be read.'],
    ['no arguments for a form action', () => script('[]'), 400, /"status":"invalid"/],
    ['a string where the form should be', () => script('["$undefined","not a form"]'), 400, /"status":"invalid"/],
    [
      'an unknown action',
      () => script('[]', { 'Next-Action': unknownId }),
      404,
      'This form has changed since the page was loaded. Please reload the page and send it again.',
    ],
    ['a garbage action id', () => script('[]', { 'Next-Action': 'zz' }), 400, 'This form was not sent by one of our pages.'],
    [
      'a multipart body that does not parse',
      () => script('garbage', { 'Content-Type': 'multipart/form-data; boundary=abc' }),
      400,
      'The form data could not be read.',
    ],
    ['a JSON content type', () => script('[]', { 'Content-Type': 'application/json' }), 415, 'Forms on this site are sent as multipart/form-data.'],
  ];
  for (const [what, call, status, body] of calls) {
    const response = await call();
    const text = await response.text();
    expect(response.status, what).toBe(status);
    if (typeof body === 'string') expect(text, what).toBe(body);
    else expect(text, what).toMatch(body);
  }
});

test('a post from another site gets 403, to a form action and to /api/applications, and stores nothing', async () => {
  for (const origin of ['http://evil.example', 'null', 'garbage']) {
    const response = await fetch(`${server.url}/contact`, { method: 'POST', body: await contactForm(), headers: { origin, ...fromNewAddress() } });
    expect([response.status, await response.text()], origin).toEqual([403, 'Forms from other sites are not accepted here.']);
    const application = toFormData({ name: 'Eve', email: 'eve@example.com', consent: 'on' });
    application.append('cv', new Blob([new Uint8Array(await samplePdf())], { type: 'application/pdf' }), 'cv.pdf');
    const applied = await fetch(`${server.url}/api/applications`, {
      method: 'POST',
      body: application,
      headers: { origin, accept: 'application/json', ...fromNewAddress() },
    });
    expect(applied.status, origin).toBe(403);
  }
  const script = await fetch(`${server.url}/estimator`, {
    method: 'POST',
    body: '[{}]',
    headers: {
      origin: 'http://evil.example',
      'Next-Action': actionIdOf('src/features/estimator/actions.ts', 'generateEstimate'),
      'Content-Type': 'text/plain;charset=UTF-8',
    },
  });
  expect(script.status).toBe(403);
});

test('/api/applications: a CV that does not open, a locked one and bodies that are not forms are refused; a real DOCX is stored', async () => {
  const apply = async (cv: Blob, name: string, headers: Record<string, string> = {}) => {
    const form = toFormData({ name: 'Ada Lovelace', email: 'ada@example.com', consent: 'on' });
    form.append('cv', cv, name);
    const response = await fetch(`${server.url}/api/applications`, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json', ...fromNewAddress(), ...headers },
    });
    return { status: response.status, answer: (await response.json()) as { status: string; code?: string; message?: string } };
  };
  const fakePdf = new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'], { type: 'application/pdf' });
  expect(await apply(fakePdf, 'cv.pdf')).toEqual({
    status: 400,
    answer: { status: 'error', code: 'cv-unreadable', message: APPLICATION_ERRORS['cv-unreadable'] },
  });
  expect(await apply(new Blob([new Uint8Array(await encryptedPdf())]), 'cv.pdf')).toEqual({
    status: 400,
    answer: { status: 'error', code: 'cv-encrypted', message: APPLICATION_ERRORS['cv-encrypted'] },
  });
  const docx = await sampleDocx();
  expect(await apply(new Blob([new Uint8Array(docx.subarray(0, docx.length - 50))]), 'cv.docx')).toMatchObject({
    status: 400,
    answer: { code: 'cv-unreadable' },
  });
  expect(await apply(new Blob([new Uint8Array(docx)]), 'cv.docx')).toEqual({ status: 200, answer: { status: 'success' } });
  expected.application++;
  expect(await apply(new Blob([new Uint8Array(sampleDoc())]), 'cv.doc')).toEqual({ status: 200, answer: { status: 'success' } });
  expected.application++;

  // Bodies a browser never sends: the status itself, with a sentence.
  const notForms: [string, Record<string, string>, number][] = [
    ['garbage', { 'content-type': 'multipart/form-data; boundary=abc' }, 400],
    ['{"name":"x"}', { 'content-type': 'application/json' }, 415],
    ['name=x', { 'content-type': 'text/plain' }, 415],
  ];
  for (const [body, headers, status] of notForms) {
    const response = await fetch(`${server.url}/api/applications`, { method: 'POST', body, headers: { ...headers, ...fromNewAddress() } });
    expect([response.status, await response.text()], body).toEqual([status, APPLICATION_ERRORS.unreadable]);
  }
});

test('the application page shows only messages the server chose for ?error=', async () => {
  for (const path of ['/careers/apply', `/careers/${(await siteAddresses()).jobId}/apply`]) {
    const planted = 'Your account is suspended. Call +1 555 0100 now';
    const html = await (await fetch(`${server.url}${path}?error=${encodeURIComponent(planted)}`)).text();
    expect(html).not.toContain('Your account is suspended');
    expect(html).not.toContain('555 0100');
    const known = await (await fetch(`${server.url}${path}?error=cv-encrypted`)).text();
    expect(known).toContain(escapeHtml(APPLICATION_ERRORS['cv-encrypted']));
  }
});

test('the server logged no error for any of it', async () => {
  const errors = server
    .output()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line) || line.includes('⨯') || /^\s*(TypeError|Error|RangeError|SyntaxError)\b/.test(line));
  expect(errors).toEqual([]);
  // The refusals are there, at info (or warn for a post from another site).
  expect(server.output()).toMatch(/"level":30[^\n]*"reason":"malformed path encoding"[^\n]*"msg":"request refused"/);
  expect(server.output()).toMatch(/"level":40[^\n]*"reason":"cross-origin write"/);
});

test('the database holds exactly one row per valid submission, and nothing else', async () => {
  expect(await server.stop()).toBe(0);
  const database = await openPglite(dataDir);
  try {
    const leadsOf = async (kind: 'contact' | 'job_application' | 'estimate') =>
      (await database.db.select({ n: count() }).from(leads).where(eq(leads.kind, kind)))[0]!.n;
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
