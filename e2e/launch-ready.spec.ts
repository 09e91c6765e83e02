// Launch Ready (decision 108) as an admin meets it on a fresh install: the demo content (the 555
// number, the placeholder links), mail written to files and an address on this machine block the
// launch; replacing the phone number in Settings takes it off the list. Pre-launch mode: off, the
// site is as before; on, every public page says noindex and robots.txt turns every crawler away,
// and it stays on while anything blocks.
import { expect, test, type Browser } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'lia@axionlabs.dev', password: 'a long passphrase for lia', name: 'Lia Launch' };
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir((db) => createAdministrator(db, { ...ADMIN, role: 'admin' }));
  server = await startServer(dataDir);
});
test.afterAll(async () => {
  await server?.stop();
});

async function visitor(browser: Browser) {
  return (await browser.newContext({ baseURL: server.url })).newPage();
}

test('a fresh install: the demo content, mail and the address block the launch; a replaced phone number leaves the list', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/launch');
  await expect(page.getByRole('heading', { level: 1, name: 'Launch Ready' })).toBeVisible();
  await expect(page.getByText(/items block the launch/)).toBeVisible();
  const demo = page.getByRole('list', { name: 'Demo content replaced: what to fix' });
  await expect(demo.getByRole('link', { name: /^Contact phone: .*555/ })).toBeVisible();
  await expect(demo.getByRole('link', { name: /^Booking link: / })).toBeVisible();
  await expect(demo.getByRole('link', { name: /^Chat link: / })).toBeVisible();
  await expect(demo.getByRole('link', { name: /^Case study: / }).first()).toBeVisible();
  await expect(page.getByText(/No SMTP_URL: emails are written to files/)).toBeVisible();
  await expect(page.getByText(/SITE_URL is http:\/\/127\.0\.0\.1:\d+, an address on this machine, without HTTPS\./)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await demo.getByRole('link', { name: /^Contact phone: / }).click();
  await expect(page).toHaveURL(/\/admin\/settings#settings-company$/);
  const company = page.getByRole('form', { name: 'Company' });
  await company.getByLabel('Contact phone').fill('+44 20 7946 1234');
  await company.getByRole('button', { name: 'Save Company' }).click();
  await expect(toast(page, 'Setting Updated')).toBeVisible();
  await page.goto('/admin/launch');
  await expect(demo.getByRole('link', { name: /^Booking link: / })).toBeVisible();
  await expect(demo.getByRole('link', { name: /^Contact phone: / })).toHaveCount(0);
});

test('Pre-launch mode: off, the site is as before; on, every page says noindex and robots.txt disallows all; it stays on while anything blocks', async ({
  browser,
}) => {
  const guest = await visitor(browser);
  const indexed = async (path: string) => guest.goto(path).then(() => guest.locator('meta[name="robots"][content="noindex, nofollow"]').count());
  expect(await indexed('/')).toBe(0);
  expect(await (await guest.request.get('/robots.txt')).text()).toContain('Allow: /');

  const page = await signedIn(browser, server.url, ADMIN, '/admin/launch');
  await page.getByRole('button', { name: 'Turn On Pre-launch Mode' }).click();
  await expect(toast(page, 'Pre-launch mode is on')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pre-launch mode: on' })).toBeVisible();
  for (const path of ['/', '/about', '/case-studies', '/insights', '/contact']) expect(await indexed(path), path).toBe(1);
  const robots = await (await guest.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /');
  expect(robots).not.toContain('Allow: /');

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Turn Off Pre-launch Mode' }).click();
  await expect(toast(page, 'Pre-launch mode not switched')).toBeVisible();
  await expect(page.getByText(/Pre-launch mode stays on while \d items block the launch/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pre-launch mode: on' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
