// axe (WCAG 2.1 A/AA) on every public page and every admin screen of the sidebar: the built-in
// pages, one CMS page, one case study, one job, the search page and the 404 for visitors; each
// ADMIN_NAV entry for a super admin, who sees them all.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_NAV } from '../src/features/admin/navigation';
import { seedPages } from '../src/content/pages';
import { ROUTE_PAGES } from '../src/features/seo/public-pages';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { signedIn } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const SUPER_ADMIN = { email: 'axe@axionlabs.dev', password: 'a super admin with a long passphrase', name: 'Axe Auditor' };

let server: RunningServer;
let admin: Page;

test.beforeAll(async ({ browser }) => {
  const dataDir = await prepareDataDir((db) => createAdministrator(db, { ...SUPER_ADMIN, role: 'super_admin' }));
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
  admin = await signedIn(browser, server.url, SUPER_ADMIN);
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
});

/** Loads the page, waits for its content and its fonts, then runs axe. */
async function audit(page: Page, url: string, status = 200) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await expectNoAccessibilityViolations(page);
}

/** The sitemap's pages beyond the built-in ones: CMS pages, case studies and jobs. */
async function sitemapPaths() {
  const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The built-in pages (as seeded) and those a route serves without a record. */
const BUILT_IN_PATHS = [
  ...seedPages(() => null)
    .filter((page) => page.builtIn)
    .map((page) => `/${page.slug}`),
  ...ROUTE_PAGES.map((page) => page.path),
];

test.describe('public pages', () => {
  for (const path of BUILT_IN_PATHS) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await audit(page, `${server.url}${path}`);
    });
  }

  test('a CMS page, a case study, a job, the search page and the 404 have no axe violations', async ({ page }) => {
    const builtIn = new Set(BUILT_IN_PATHS);
    const paths = (await sitemapPaths()).filter((path) => !builtIn.has(path));
    const caseStudy = paths.find((path) => /^\/case-studies\/[^/]+$/.test(path));
    const job = paths.find((path) => /^\/careers\/[^/]+$/.test(path) && path !== '/careers/apply');
    const cmsPage = paths.find((path) => !/^\/(case-studies|careers|services|industries|solutions)\//.test(path));
    expect([caseStudy, job, cmsPage]).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
    for (const path of [cmsPage!, caseStudy!, job!, '/search?q=web']) await audit(page, `${server.url}${path}`);
    await audit(page, `${server.url}/no-such-page-for-axe`, 404);
  });
});

test.describe('admin screens (super admin)', () => {
  for (const { href, label } of ADMIN_NAV) {
    test(`${label} (${href}) has no axe violations`, async () => {
      await audit(admin, `${server.url}${href}`);
    });
  }
});
