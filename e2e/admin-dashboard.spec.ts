// The admin shell and the dashboard, on a server of its own whose database holds a super admin,
// an editor and known leads (written before the server starts).
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { and, count, eq, not } from 'drizzle-orm';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { contentItems, jobs, leads, mediaFiles, pages, partners } from '../src/server/db/schema';
import { signedIn } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'chief@axionlabs.dev', password: 'a long and lovely passphrase', name: 'Charlie Chief' };
const EDITOR = { email: 'copy@axionlabs.dev', password: 'words words words words', name: 'Casey Copy' };
const MINUTE = 60_000;
const expected = { contentItems: 0, mediaFiles: 0, leadsToday: 0 };
let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, ADMIN);
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
    await db.delete(leads);
    const now = Date.now();
    await db.insert(leads).values([
      { kind: 'contact', name: 'Morgan Zephyr', email: 'morgan@zephyr.example', createdAt: new Date(now - 5 * MINUTE) },
      { kind: 'estimate', name: 'Priya Raman', email: 'priya@example.com', createdAt: new Date(now - 2 * MINUTE) },
      { kind: 'job_application', name: 'Jonas Berg', email: 'jonas@example.com', createdAt: new Date(now - 60 * MINUTE) },
      // Not new: read, contacted, spam.
      { kind: 'contact', name: 'Already Read', email: 'read@example.com', isRead: true, createdAt: new Date(now - 3 * MINUTE) },
      { kind: 'contact', name: 'Called Back', email: 'called@example.com', status: 'contacted', createdAt: new Date(now - 4 * MINUTE) },
      { kind: 'contact', name: 'Cheap Pills', email: 'spam@example.com', isSpam: true, createdAt: new Date(now - 1 * MINUTE) },
      { kind: 'contact', name: 'Old Friend', email: 'old@example.com', status: 'won', createdAt: new Date(now - 3 * 86_400_000) },
    ]);
    await db.insert(jobs).values({ title: 'Platform Engineer (100% remote)', department: 'Engineering', location: 'Remote' });
    await db.insert(partners).values({ name: 'Zephyr Cloud' });
    const [items] = await db.select({ n: count() }).from(contentItems);
    // The pages of the site and the posts are content too (page records).
    const [pageRecords] = await db.select({ n: count() }).from(pages);
    const [media] = await db
      .select({ n: count() })
      .from(mediaFiles)
      .where(not(and(eq(mediaFiles.isPrivate, true), eq(mediaFiles.folder, 'applications'))!));
    expected.contentItems = items!.n + pageRecords!.n;
    expected.mediaFiles = media!.n;
    // Every non-spam lead inserted above but the old one is from today, unless the test runs just after midnight UTC.
    const today = new Date(now).toISOString().slice(0, 10);
    expected.leadsToday = [5, 2, 60, 3, 4].filter((m) => new Date(now - m * MINUTE).toISOString().slice(0, 10) === today).length;
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true' } });
});
test.afterAll(async () => {
  await server?.stop();
});

const card = (page: Page) => page.getByRole('main').getByRole('definition');

test('the dashboard shows the real figures, the health checks and the leads chart', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/dashboard');
  const errors = watchConsoleErrors(page);
  await page.reload();
  await expect(page).toHaveTitle('Dashboard | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  const main = page.getByRole('main');
  await expect(main).toContainText(new RegExp(`Content Items\\s*${expected.contentItems}(?!\\d)`));
  await expect(main).toContainText(new RegExp(`Media Files\\s*${expected.mediaFiles}(?!\\d)`));
  // Six non-spam leads, no form submissions.
  await expect(main).toContainText(/Form Submissions\s*6(?!\d)/);
  const mailConfigured = Boolean(process.env.SMTP_URL);
  // Mail written to files (no SMTP_URL, as the README describes) is a warning, worth half a check.
  await expect(main).toContainText(`Site Health${mailConfigured ? '100' : '88'}%`);
  await expect(card(page).filter({ hasText: /checks passed/ })).toHaveText(mailConfigured ? '4 of 4 checks passed' : '3 of 4 checks passed, 1 warning');

  // The visit cards open Analytics (nobody has visited this test's site: no visits counted yet).
  await expect(main).toContainText(/Visitors\s*0(?!\d)\s*No visits counted yet/);
  await expect(main.getByRole('link', { name: 'Visitors', exact: true })).toHaveAttribute('href', '/admin/analytics?range=7d');
  await expect(main.getByRole('link', { name: 'Page Views', exact: true })).toHaveAttribute('href', '/admin/analytics?range=7d');

  const health = page.getByRole('region', { name: 'Site health' });
  await expect(health.getByRole('listitem')).toHaveCount(4);
  await expect(health.getByRole('listitem').filter({ hasText: 'A super admin exists' })).toContainText('Passed');
  await expect(health.getByRole('listitem').filter({ hasText: 'Company settings are filled in' })).toContainText('Passed');
  await expect(health).not.toContainText('Failed');
  if (!mailConfigured) {
    const mail = health.getByRole('listitem').filter({ hasText: 'Emails are written to files' });
    await expect(mail).toContainText(`Emails are written to files in ${path.join(dataDir, 'mail')} (no SMTP_URL set)Warning`);
    await expect(mail).toContainText('Nobody receives them. To send real mail, set SMTP_URL');
  }

  const chart = page.getByRole('region', { name: 'Leads per day' });
  await expect(chart).toContainText('6 leads in the last 30 days');
  const table = chart.getByRole('table', { name: /Leads per day, last 30 days/ });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('row').last().getByRole('cell')).toHaveText(String(expected.leadsToday));

  // The six managers are tabs of the dashboard, each leading to its own URL.
  const tabs = page.getByRole('navigation', { name: 'Managers' }).getByRole('link');
  await expect(tabs).toHaveText(['Content', 'Pages', 'Navigation', 'Website Sections', 'Media', 'Forms']);
  expect(await tabs.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/admin/content',
    '/admin/pages',
    '/admin/navigation',
    '/admin/website-sections',
    '/admin/media',
    '/admin/forms',
  ]);
  await expectNoAccessibilityViolations(page);
  expect(errors).toEqual([]);
});

test('/admin is the same dashboard', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin');
  const errors = watchConsoleErrors(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Casey Copy.', { exact: false })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(errors).toEqual([]);
});

test('the sidebar links only to screens that exist, and stays collapsed after a reload', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/dashboard');
  const errors = watchConsoleErrors(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  // A super admin sees every screen that exists now, and nothing else.
  const links = nav.getByRole('link');
  await expect(links).toHaveText([
    'Dashboard',
    'Analytics',
    'Content',
    'Pages',
    'Posts',
    'Authors',
    'Navigation',
    'Website Sections',
    'Media',
    'Forms',
    'Forms & Leads',
    'Newsletter',
    'Case Studies',
    'Jobs',
    'Partners',
    'Estimator',
    'SEO',
    'Users & Roles',
    'Audit Log',
    'Settings',
    'Launch Ready',
  ]);
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual([
    '/admin',
    '/admin/analytics',
    '/admin/content',
    '/admin/pages',
    '/admin/posts',
    '/admin/authors',
    '/admin/navigation',
    '/admin/website-sections',
    '/admin/media',
    '/admin/forms',
    '/admin/leads',
    '/admin/newsletter',
    '/admin/case-studies',
    '/admin/jobs',
    '/admin/partners',
    '/admin/estimator',
    '/admin/seo',
    '/admin/users',
    '/admin/audit',
    '/admin/settings',
    '/admin/launch',
  ]);
  // Each one opens a working screen (no redirect away, no error).
  for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')!))) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(new URL(response.url()).pathname, href).toBe(href);
  }

  const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await collapse.click();
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  // Collapsed: icons only, the label stays for screen readers.
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('on a phone the sidebar is a drawer that Escape and a link close', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/dashboard', { viewport: { width: 375, height: 812 } });
  const errors = watchConsoleErrors(page);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Axion Labs Admin' });
  await expect(drawer.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Dashboard' }).click();
  await expect(drawer).toBeHidden();
  expect(errors).toEqual([]);
});

test('the bell counts new, unread leads and lists the latest', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/dashboard');
  const errors = watchConsoleErrors(page);
  const bell = page.getByRole('button', { name: 'Notifications: 3 new leads' });
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog', { name: 'New leads' });
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Priya Raman');
  await expect(items.nth(0)).toContainText('Estimate · 2 minutes ago');
  await expect(items.nth(1)).toContainText('Morgan Zephyr');
  await expect(items.nth(2)).toContainText('Job application · 1 hour ago');
  await expect(panel).not.toContainText('Cheap Pills');
  await expect(panel.getByRole('link', { name: 'View all leads' })).toHaveAttribute('href', '/admin/leads');
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // A lead opens its detail; once read, it leaves the bell.
  await bell.click();
  await items.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Priya Raman');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications: 2 new leads' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the account menu shows the email, leads to the site and signs out', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/dashboard');
  const errors = watchConsoleErrors(page);
  const account = page.getByRole('button', { name: `Account: ${ADMIN.email}` });
  await account.click();
  const menu = page.getByRole('dialog', { name: 'Account' });
  await expect(menu).toContainText(ADMIN.email);
  await expect(menu).toContainText('Super admin');
  await expect(menu.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
  await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();

  await account.click();
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/ax-admin-panel/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/ax-admin-panel/);
  expect(errors).toEqual([]);
});

test('the header search finds pages, jobs, partners and leads; % matches literally', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/dashboard');
  const errors = watchConsoleErrors(page);
  await page.getByRole('banner').getByLabel('Search', { exact: true }).fill('zephyr');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/search\?q=zephyr$/);
  await expect(page).toHaveTitle('Search | Admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'results for' })).toHaveText('2 results for “zephyr”.');
  const partnersGroup = page.getByRole('region', { name: /Partners/ });
  await expect(partnersGroup.getByRole('link', { name: 'Zephyr Cloud' })).toHaveAttribute('href', '/partners');
  const leadsGroup = page.getByRole('region', { name: /Leads/ });
  await expect(leadsGroup).toContainText('Morgan Zephyr');
  await expect(leadsGroup).toContainText('morgan@zephyr.example · Contact');
  await expectNoAccessibilityViolations(page);

  const terms = page.getByLabel('Search terms');
  await expect(terms).toHaveValue('zephyr');
  await terms.fill('100%');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=100%25$/);
  const jobsGroup = page.getByRole('region', { name: /Jobs/ });
  await expect(jobsGroup.getByRole('link')).toHaveCount(1);
  await expect(jobsGroup.getByRole('link', { name: 'Platform Engineer (100% remote)' })).toHaveAttribute('href', /^\/careers\/[0-9a-f-]{36}$/);

  await page.goto('/admin/search');
  await expect(page.getByText('Type a word above to search')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  expect(errors).toEqual([]);
});

test('anonymous visitors of the search go to the login', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/admin/search?q=zephyr');
  await expect(page).toHaveURL(/\/ax-admin-panel\?next=/);
});
