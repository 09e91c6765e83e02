// The security headers of every kind of response, and a strict script policy that the site lives
// with: a nonce per request on every script of a page rendered per request, hashes of the inline
// scripts of a page from the page cache, and no CSP violation on the public pages and the admin. A server of its own, trusting a proxy (for the HTTPS check), with an announcement
// (the banner's inline script) and an admin.
import { createHash } from 'node:crypto';
import { expect, test, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { contentItems } from '../src/server/db/schema';
import { signedIn } from './support/admin';
import { prepareDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'ada@axionlabs.dev', password: 'an admin with a long passphrase', name: 'Ada Admin' };
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...ADMIN, role: 'admin' });
    await db.insert(contentItems).values({ title: 'Office closed on Friday', type: 'announcement', status: 'published', content: { text: 'Back on Monday.' } });
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

function directives(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()['content-security-policy'] ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function nonceOf(response: APIResponse): string {
  const source = directives(response)
    .get('script-src')
    ?.find((s) => s.startsWith("'nonce-"));
  expect(source, 'script-src has a nonce').toBeTruthy();
  return source!.slice("'nonce-".length, -1);
}

function expectSecurityHeaders(response: APIResponse, what: string, { withPolicy = true } = {}) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['permissions-policy'], what).toContain('microphone=()');
  expect(headers['permissions-policy'], what).toContain('geolocation=()');
  // Served over plain HTTP: no HSTS (a browser would ignore it anyway).
  expect(headers['strict-transport-security'], what).toBeUndefined();

  if (!withPolicy) return;
  const policy = directives(response);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('form-action'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('connect-src'), what).toEqual(["'self'"]);
}

test('every kind of response carries the security headers', async ({ request }) => {
  const page = await request.get(`${server.url}/`);
  expect(page.status()).toBe(200);
  expectSecurityHeaders(page, 'page /');

  const health = await request.get(`${server.url}/api/health`);
  expect(health.status()).toBe(200);
  expectSecurityHeaders(health, 'route handler /api/health');

  const missing = await request.get(`${server.url}/no-such-page-here`);
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing, '404 page');

  const asset = (await page.text()).match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(asset, 'a script of the build').toBeTruthy();
  const script = await request.get(`${server.url}${asset}`);
  expect(script.status()).toBe(200);
  // A CSP means nothing on a script file: the build's files get the other headers.
  expectSecurityHeaders(script, 'static asset', { withPolicy: false });

  const media = await request.get(`${server.url}/media/uploads/missing.png`);
  expect(media.status()).toBe(404);
  // The media files' route sets its own CSP (e2e/admin-media.spec.ts checks the download sandbox).
  expectSecurityHeaders(media, 'media route', { withPolicy: false });

  const redirect = await request.get(`${server.url}/admin`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers()['location']).toContain('/ax-admin-panel');
  expectSecurityHeaders(redirect, 'redirect to the login');
});

test('HSTS for a year when a trusted proxy says the visitor came over HTTPS', async ({ request }) => {
  // A page from the page cache, one with a form from it, and one rendered per request.
  for (const path of ['/', '/contact', '/newsletter/unsubscribe']) {
    const response = await request.get(`${server.url}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
  }
});

test('each page rendered per request has its own nonce, and every script of the page carries it', async ({ request }) => {
  // A page that shows the subscriber of the token in its address, and a saved estimate's.
  const first = await request.get(`${server.url}/newsletter/unsubscribe?token=abc`);
  const second = await request.get(`${server.url}/newsletter/unsubscribe?token=abc`);
  expect(nonceOf(first)).not.toBe(nonceOf(second));

  for (const response of [first, await request.get(`${server.url}/estimates/no-such-estimate`)]) {
    const nonce = nonceOf(response);
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    // Next's runtime and the banner's inline script.
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  }
});

test('a page from the page cache trusts exactly its own inline scripts, by hash', async ({ request }) => {
  const first = await request.get(`${server.url}/`);
  const html = await first.text();
  const policy = directives(first).get('script-src') ?? [];
  expect(
    policy.some((source) => source.startsWith("'nonce-")),
    'no nonce for a cached page',
  ).toBe(false);
  expect(html).not.toContain('nonce=');
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !m[1]!.includes('src=')).map((m) => m[2]!);
  // The RSC payload, the banner's script and the JSON-LD blocks.
  expect(inline.length).toBeGreaterThan(3);
  const hashes = policy.filter((source) => source.startsWith("'sha256-"));
  expect(hashes.sort()).toEqual([...new Set(inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`))].sort());

  // The same page again: the same bytes, and a browser that has them gets a 304.
  const second = await request.get(`${server.url}/`);
  expect(await second.text()).toBe(html);
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const unchanged = await request.get(`${server.url}/`, { headers: { 'if-none-match': etag! } });
  expect(unchanged.status()).toBe(304);
  expectSecurityHeaders(unchanged, 'a 304 of a cached page');
});

/** Collects CSP violations of every page of the context, whether reported as an event or in the console. */
async function watchCspViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('the public pages and the admin run with no CSP violation', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const visitor = await context.newPage();
  const violations = await watchCspViolations(context, visitor);

  await visitor.goto('/');
  await expect(visitor.getByRole('region', { name: 'Announcement' })).toContainText('Office closed on Friday');
  // The estimator is a client component: reaching step 2 proves Next's scripts ran.
  await visitor.goto('/estimator');
  await visitor.getByRole('radio', { name: 'Web Application' }).check();
  await visitor.getByRole('button', { name: 'Next Step', exact: true }).click();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Feature Builder' })).toBeVisible();
  // From the page cache with a token filled in per response: the scripts keep their hashes, and
  // the form, hydrated, checks itself.
  await visitor.goto('/contact?utm_source=newsletter');
  // Hydrated, the form checks its fields itself (until then the browser's own check would).
  await expect(visitor.getByRole('form', { name: 'Tell Us About Your Project' })).toHaveAttribute('novalidate', '');
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await visitor.goto('/search?q=ai');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.goto('/no-such-page-here');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.goto('/ax-admin-panel');
  await expect(visitor.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await context.close();

  const admin = await signedIn(browser, server.url, ADMIN, '/admin/dashboard');
  const adminViolations = await watchCspViolations(admin.context(), admin);
  await admin.goto('/admin/content');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await admin.goto('/admin/media');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await admin.context().close();

  expect(violations).toEqual([]);
  expect(adminViolations).toEqual([]);
});
