// Issue 23's visit statistics (decision 093), as visitors and staff meet them: visits from fresh
// browsers are counted on their pages and sources without a cookie or anything in storage; a
// visitor with Do Not Track or Global Privacy Control, and a bot, are not; the estimator's funnel
// counts the steps a visitor reached, and an estimate counts as a conversion of its source,
// linked to its lead, whose page shows the visit.
// With SCREENSHOT_DIR set, the dashboard is also photographed at 390 and 1440 px wide.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'ines@axionlabs.dev', password: 'an analytics editor passphrase', name: 'Ines Insight' };
const ADMIN = { email: 'adam@axionlabs.dev', password: 'an analytics admin passphrase', name: 'Adam Admin' };
// What a person's Chrome says (the test browser's own user agent says HeadlessChrome: a bot).
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
    await createAdministrator(db, { ...ADMIN, role: 'admin' });
  });
  // TRUST_PROXY: each visitor comes from its own address (X-Forwarded-For), as behind a proxy.
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', ANALYTICS_ROLLUP_INTERVAL_MS: '500' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * A fresh browser of a person at `address`: Chrome's user agent, and navigator.webdriver false as
 * in a browser nobody drives (the script sends nothing for a driven one).
 */
async function visitor(browser: Browser, address: string, options: BrowserContextOptions = {}, initScript = '') {
  const context = await browser.newContext({
    baseURL: server.url,
    userAgent: CHROME,
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': address, ...options.extraHTTPHeaders },
  });
  await context.addInitScript(`Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }); ${initScript}`);
  const page = await context.newPage();
  return { context, page };
}

/** Waits until the page has sent its beacons (the visit script loaded and ran). */
async function beaconsSent(page: Page, count: number) {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/api/visit')).length))
    .toBeGreaterThanOrEqual(count);
}

const table = (page: Page, name: string) => page.getByRole('region', { name });
const row = (page: Page, region: string, name: string) =>
  table(page, region)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('three visits are counted on their pages and sources, without a cookie or storage; DNT, GPC and a bot are not', async ({ browser }) => {
  // 1: from a newsletter link to the home page, then on to Services by the menu (a new document:
  // every public page is one, decision 100; the same visit, no cookie needed).
  const one = await visitor(browser, '203.0.113.11');
  const errors = watchConsoleErrors(one.page);
  await one.page.goto('/?utm_source=newsletter&utm_campaign=november');
  await beaconsSent(one.page, 1);
  await one.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).first().click();
  await expect(one.page).toHaveURL(/\/services$/);
  await beaconsSent(one.page, 1);
  // Nothing kept in the browser: no cookie, nothing in local or session storage.
  expect(await one.context.cookies()).toEqual([]);
  expect(await one.page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  expect(errors).toEqual([]);
  await one.context.close();

  // 2: from LinkedIn to Careers.
  const two = await visitor(browser, '203.0.113.12');
  await two.page.goto('/careers', { referer: 'https://www.linkedin.com/feed/' });
  await beaconsSent(two.page, 1);
  expect(await two.context.cookies()).toEqual([]);
  await two.context.close();

  // 3: typed in, on a phone, to About.
  const three = await visitor(browser, '203.0.113.13', { viewport: { width: 390, height: 844 } });
  await three.page.goto('/about');
  await beaconsSent(three.page, 1);
  await three.context.close();

  // Not counted: Do Not Track (the header), Global Privacy Control (the browser's flag), a bot's user agent.
  const dnt = await visitor(browser, '203.0.113.21', { extraHTTPHeaders: { DNT: '1' } });
  await dnt.page.goto('/partners');
  await beaconsSent(dnt.page, 1);
  await dnt.context.close();
  const gpc = await visitor(browser, '203.0.113.22', {}, "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });");
  await gpc.page.goto('/case-studies');
  await expect(gpc.page.getByRole('heading', { level: 1 })).toBeVisible();
  await gpc.page.waitForLoadState('load');
  expect(await gpc.page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/api/visit')).length)).toBe(0);
  await gpc.context.close();
  const bot = await visitor(browser, '203.0.113.23', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  await bot.page.goto('/solutions');
  await beaconsSent(bot.page, 1);
  await bot.context.close();

  const page = await signedIn(browser, server.url, EDITOR, '/admin/analytics?range=today');
  // The roll-up runs every half second here (every minute by default).
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('definition').first().textContent();
      },
      { timeout: 20_000 },
    )
    .toBe('3');
  await expect(row(page, 'Top pages', '/')).toContainText('1');
  for (const path of ['/', '/services', '/careers', '/about']) await expect(row(page, 'Top pages', path)).toHaveCount(1);
  for (const path of ['/partners', '/case-studies', '/solutions']) await expect(row(page, 'Top pages', path)).toHaveCount(0);
  await expect(row(page, 'Sources', 'newsletter')).toContainText('1');
  await expect(row(page, 'Sources', 'linkedin.com')).toHaveCount(1);
  await expect(row(page, 'Sources', 'Direct / none')).toHaveCount(1);
  await expect(row(page, 'Campaigns', 'november')).toHaveCount(1);
  await expect(row(page, 'Landing pages', '/')).toContainText('0%');
  await expect(row(page, 'Devices', 'Mobile')).toHaveCount(1);
  // Page views: 2 + 1 + 1.
  await expect(page.getByRole('definition').nth(3)).toHaveText('4');
  await expectNoAccessibilityViolations(page);
  await screenshots(page, 'analytics-dashboard');

  // The CSV has the same figures.
  const csv = await (await page.request.get('/api/admin/analytics/export?range=today')).text();
  expect(csv.split('\r\n')[0]).toBe('Day,Dimension,Value,Visitors,Visits,Page views,Bounces,Visit seconds,Events');
  expect(csv).toMatch(/,source,newsletter,1,1,2,0,/);
  await page.context().close();
});

const stepShown = (page: Page, step: number) => expect(page.getByText(`Step ${step} of 7`, { exact: true })).toBeVisible();
const nextStep = async (page: Page, step: number) => {
  await page.getByRole('button', { name: 'Next Step', exact: true }).click();
  await stepShown(page, step);
};

/** Steps 1 to 4 of the estimator: Web Application, one feature, the default scale. */
async function walkToStep4(page: Page) {
  await page.getByRole('radio', { name: 'Web Application' }).check();
  await nextStep(page, 2);
  await page.getByRole('switch', { name: 'User Authentication' }).check();
  await nextStep(page, 3);
  await nextStep(page, 4);
}

test('the funnel counts the steps a visitor reached; an estimate is a conversion of its source, linked to its lead and its visit', async ({ browser }) => {
  // One visitor reaches step 4 and leaves.
  const leaver = await visitor(browser, '203.0.113.31');
  await leaver.page.goto('/estimator');
  await stepShown(leaver.page, 1);
  await walkToStep4(leaver.page);
  await beaconsSent(leaver.page, 5); // the page view and steps 1-4
  await leaver.context.close();

  // Another comes from a LinkedIn campaign to Services, opens the estimator and generates an estimate.
  const client = await visitor(browser, '203.0.113.32');
  await client.page.goto('/services?utm_source=linkedin&utm_campaign=ai-week');
  await beaconsSent(client.page, 1);
  await client.page.goto('/estimator');
  await stepShown(client.page, 1);
  await walkToStep4(client.page);
  await client.page.getByRole('radio', { name: 'Standard' }).first().check();
  await nextStep(client.page, 5);
  await nextStep(client.page, 6);
  const contact = client.page.getByRole('form', { name: 'Contact information' });
  await contact.getByLabel('Full Name').fill('Lin Kedin');
  await contact.getByLabel('Email Address').fill('lin@example.com');
  await client.page.getByRole('button', { name: 'Generate Estimate', exact: true }).click();
  await stepShown(client.page, 7);
  await beaconsSent(client.page, 1 + 7 + 1); // page view, steps 1-7, estimate generated
  await client.context.close();

  const page = await signedIn(browser, server.url, EDITOR, '/admin/analytics?range=today');
  const funnel = page.getByRole('region', { name: 'Estimator funnel' });
  await expect
    .poll(
      async () => {
        await page.reload();
        return funnel.getByRole('listitem').allInnerTexts();
      },
      { timeout: 20_000 },
    )
    .toEqual([
      expect.stringMatching(/^1\. Select Your Project Type\s+2 \(100%\)$/),
      expect.stringMatching(/^2\. Feature Builder\s+2 \(100%\)$/),
      expect.stringMatching(/^3\. Complexity & Scale\s+2 \(100%\)$/),
      expect.stringMatching(/^4\. Design Level\s+2 \(100%\)\s+1 left here$/),
      expect.stringMatching(/^5\. Delivery Preferences\s+1 \(50%\)$/),
      expect.stringMatching(/^6\. Contact Information\s+1 \(50%\)$/),
      expect.stringMatching(/^7\. Your Estimate Is Ready\s+1 \(50%\)$/),
    ]);
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events).toContainText(/Estimates generated\s*1/);

  // The estimate is a conversion of LinkedIn, and of its landing page; the number opens the lead.
  const bySource = row(page, 'Conversions by source', 'linkedin');
  await expect(bySource.getByRole('cell').nth(2)).toHaveText('1');
  await expect(row(page, 'Conversions by landing page', '/services').getByRole('cell').nth(2)).toHaveText('1');
  await bySource.getByRole('link', { name: '1 estimates from linkedin' }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?source=linkedin&kind=estimate&from=/);
  const leadRow = page.getByRole('row').filter({ hasText: 'lin@example.com' });
  await expect(leadRow).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText('Source: linkedin');
  await leadRow.getByRole('link').first().click();

  // The lead shows the visit that produced it.
  const visit = page.getByRole('region', { name: 'Visit' });
  await expect(visit).toContainText('linkedin');
  await expect(visit).toContainText('/services');
  await expect(visit).toContainText('ai-week');
  await expect(visit.getByRole('listitem')).toHaveText([/\/services/, /\/estimator/]);
  // The estimator's form carries no page or campaign of its own: one sentence, not eight blank rows.
  await expect(page.getByRole('region', { name: 'Page and campaign' })).toHaveText(/The form sent no page, referrer, campaign or browser/);
  await expectNoAccessibilityViolations(page);
  await screenshots(page, 'lead-visit');
  await page.context().close();
});

test('the collection answers a malformed beacon with a 4xx and a sentence, never a 5xx; /visit.js is small and cached', async ({ request }) => {
  const post = (data: string, headers: Record<string, string> = {}) =>
    request.post(`${server.url}/api/visit`, { data, headers: { 'content-type': 'text/plain', 'user-agent': CHROME, ...headers } });
  const get = await request.get(`${server.url}/api/visit`);
  expect(get.status()).toBe(405);
  expect(get.headers()['allow']).toBe('POST, OPTIONS');
  for (const [body, sentence] of [
    ['not json', /must be JSON/],
    ['{"n":"purchase","p":"/"}', /"n" must name an event/],
    ['{"n":"pageview","p":"https://evil.example/"}', /"p" must be a path/],
    [JSON.stringify({ n: 'pageview', p: '/', r: 'x'.repeat(5000) }), /at most 4096 bytes/],
  ] as const) {
    const response = await post(body);
    expect(response.status(), body.slice(0, 40)).toBe(body.length > 4096 ? 413 : 400);
    expect(await response.text()).toMatch(sentence);
  }
  // A page view from another site's page is refused like any cross-site write.
  expect((await post('{"n":"pageview","p":"/"}', { origin: 'https://evil.example' })).status()).toBe(403);
  expect((await post('{"n":"pageview","p":"/"}')).status()).toBe(202);

  const script = await request.get(`${server.url}/visit.js?v=${(await (await request.get(`${server.url}/`)).text()).match(/\/visit\.js\?v=([\w-]+)/)![1]}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Number(script.headers()['content-length'])).toBeLessThan(1024);
});

test('an admin turns counting off: pages no longer load the script, a beacon sent anyway is not kept, Analytics says so; on again, counted again', async ({
  browser,
  request,
}) => {
  const scriptOn = async (path: string) => /\/visit\.js\?v=/.test(await (await request.get(`${server.url}${path}`)).text());
  const beacon = (path: string) =>
    request.post(`${server.url}/api/visit`, {
      data: JSON.stringify({ n: 'pageview', p: path }),
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME, 'x-forwarded-for': '203.0.113.51' },
    });
  expect(await scriptOn('/careers')).toBe(true);

  const admin = await signedIn(browser, server.url, ADMIN, '/admin/settings');
  const statistics = admin.getByRole('form', { name: 'Visit statistics' });
  const counting = statistics.getByRole('checkbox', { name: 'Count visits' });
  await expect(counting).toBeChecked();
  await counting.uncheck();
  await statistics.getByRole('button', { name: 'Save Visit statistics' }).click();
  await expect(toast(admin, 'Setting Updated')).toBeVisible();

  // Every public page, those cached before too, comes without the script.
  for (const path of ['/', '/careers', '/insights']) expect(await scriptOn(path), path).toBe(false);
  // A tab opened before still sends: answered as always, and not kept.
  expect((await beacon('/sent-while-off')).status()).toBe(202);
  await admin.goto('/admin/analytics?range=today');
  await expect(admin.getByRole('status').filter({ hasText: 'Visits are not being counted' })).toContainText(
    'Count visits is off in Settings, Visit statistics',
  );
  await expectNoAccessibilityViolations(admin);

  await admin.goto('/admin/settings');
  await statistics.getByRole('checkbox', { name: 'Count visits' }).check();
  await statistics.getByRole('button', { name: 'Save Visit statistics' }).click();
  await expect(toast(admin, 'Setting Updated')).toBeVisible();
  expect(await scriptOn('/careers')).toBe(true);
  expect((await beacon('/sent-while-on')).status()).toBe(202);
  // Once the figures have the page sent while on, the one sent while off is not among them.
  const exported = () => admin.request.get('/api/admin/analytics/export?range=today').then((response) => response.text());
  await expect.poll(exported, { timeout: 20_000 }).toContain(',page,/sent-while-on,');
  expect(await exported()).not.toContain('/sent-while-off');
  await admin.goto('/admin/analytics?range=today');
  await expect(admin.getByText('Visits are not being counted')).toHaveCount(0);
  await admin.context().close();
});
