// Every public page and every admin screen at 360, 390, 768 and 1440 px wide, as a phone, a
// tablet and a desktop show them: no horizontal scroll, no text spilling out of a button or link,
// fields at least 40 px tall, targets of at least 24 x 24 px (WCAG 2.5.8), and nothing fixed or
// sticky over the control that has the keyboard focus (e2e/support/layout.ts measures them).
// Also the states that matter: the mobile menu open, the estimator's feature step, an admin form
// open, the admin drawer open. One browser context per width, its page reused for every URL.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { checkFocusNotObscured, measureLayout, type LayoutViolation } from './support/layout';
import { adminUrls, prepareSiteData, publicUrls, setupLinkFrom, type SiteData } from './support/site-pages';
import { startServer, type RunningServer } from './support/server';

const WIDTHS = [360, 390, 768, 1440] as const;
const ADMIN = { email: 'layout@axionlabs.dev', password: 'a layout checker with a long passphrase', name: 'Layout Checker' };

let server: RunningServer;
let data: SiteData;
let setupUrl: string | undefined;
let publicList: string[];
let nextAddress = 1;

test.beforeAll(async () => {
  data = await prepareSiteData();
  server = await startServer(data.dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
  setupUrl = setupLinkFrom(server.output());
  expect(setupUrl, 'the first-run setup link').toBeTruthy();
  publicList = await publicUrls(server.url, { estimateToken: data.estimateToken, setupUrl });
});
test.afterAll(async () => {
  await server?.stop();
});

const viewport = (width: number) => ({ width, height: width < 768 ? 800 : 900 });

/** A visitor at this width. Reduced motion: the hero carousel holds still while it is measured. */
async function visitor(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: viewport(width),
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${nextAddress++}` },
  });
  return context.newPage();
}

/** Fonts loaded and the page's scripts done with their first work: no change to the DOM for 150 ms (at most 3 s). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => {
      let quiet = setTimeout(done, 150);
      const cap = setTimeout(done, 3_000);
      const observer = new MutationObserver(() => {
        clearTimeout(quiet);
        quiet = setTimeout(done, 150);
      });
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      function done() {
        observer.disconnect();
        clearTimeout(quiet);
        clearTimeout(cap);
        resolve();
      }
    });
  });
}

/** Measures the page as it is now, tabs through it, and adds what it finds to `report`. */
async function check(page: Page, where: string, width: number, report: string[], options: { within?: string } = {}) {
  const found: LayoutViolation[] = [...(await measureLayout(page, options.within)), ...(await checkFocusNotObscured(page))];
  for (const violation of found) report.push(`${where} at ${width}px: ${violation.rule}: ${violation.element}: ${violation.detail}`);
}

async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(url === '/no-such-page' ? 404 : 200);
  await settle(page);
}

for (const width of WIDTHS) {
  test(`public pages at ${width} px`, async ({ browser }) => {
    test.setTimeout(6 * 60_000);
    const page = await visitor(browser, width);
    const report: string[] = [];
    for (const url of publicList) {
      await visit(page, url);
      await check(page, url, width, report);
    }

    if (width < 1280) {
      // The header's menu below the xl breakpoint, open.
      await visit(page, '/about');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await check(page, '/about with the mobile menu open', width, report);
    }

    // The estimator's second step: feature cards in rows, the wizard's buttons below.
    await visit(page, '/estimator');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Next Step', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Feature Builder' })).toBeVisible();
    await page.getByRole('switch').first().click();
    await check(page, '/estimator step 2 (features)', width, report);

    await page.context().close();
    expect(report, report.join('\n')).toEqual([]);
  });
}

test.describe('admin screens', () => {
  test.beforeAll(async ({ browser }) => {
    // The first administrator, through the setup page (measured above while its link was valid).
    const page = await visitor(browser, 1440);
    await page.goto(setupUrl!);
    const form = page.getByRole('form', { name: 'Create the first administrator' });
    await form.getByLabel('Name').fill(ADMIN.name);
    await form.getByLabel('Email').fill(ADMIN.email);
    await form.getByLabel(/^Password/).fill(ADMIN.password);
    await form.getByRole('button', { name: 'Create Administrator' }).click();
    await expect(page).toHaveURL(/\/ax-admin-panel/);
    await page.context().close();
  });

  for (const width of WIDTHS) {
    test(`admin screens at ${width} px`, async ({ browser }) => {
      test.setTimeout(6 * 60_000);
      const page = await signedIn(browser, width);
      const report: string[] = [];
      for (const url of adminUrls(data)) {
        await visit(page, url);
        await check(page, url, width, report);
      }

      // A manager's form open.
      await visit(page, '/admin/jobs');
      await page.getByRole('button', { name: 'Add Job' }).click();
      await expect(page.getByRole('heading', { name: 'Create New Job' })).toBeVisible();
      await check(page, '/admin/jobs with the Create New Job form open', width, report);

      // The website sections' other tabs.
      await visit(page, '/admin/website-sections');
      for (const tab of ['Header', 'Footer']) {
        await page.getByRole('tab', { name: tab }).click();
        await check(page, `/admin/website-sections, ${tab} tab`, width, report);
      }

      // The account menu open.
      await page.getByRole('button', { name: /^Account/ }).click();
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      await check(page, '/admin/website-sections with the account menu open', width, report, { within: '[role=dialog]' });
      await page.keyboard.press('Escape');

      if (width < 1024) {
        // Below lg the sidebar is a drawer.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Axion Labs Admin' })).toBeVisible();
        await check(page, '/admin/website-sections with the admin drawer open', width, report, { within: '[role=dialog]' });
      }

      await page.context().close();
      expect(report, report.join('\n')).toEqual([]);
    });
  }
});

/** A signed-in super admin at this width. */
async function signedIn(browser: Browser, width: number): Promise<Page> {
  const page = await visitor(browser, width);
  await page.goto(`/ax-admin-panel?next=${encodeURIComponent('/admin')}`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page;
}
