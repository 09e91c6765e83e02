// Settings -> API keys, on a server of its own: an admin makes a key and sees it once (Copy puts
// exactly the key on the clipboard), the list shows it by its prefix, a reload never shows the
// key again, Revoke marks it Revoked; an editor does not get the screen.
import { expect, test, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'keymaker@axionlabs.dev', password: 'an admin with a long passphrase', name: 'Kim Keymaker' };
const EDITOR = { email: 'keyless@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Eli Editor' };
const KEY = /^ak_([0-9a-f]{10})_[A-Za-z0-9_-]{43}$/;
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...ADMIN, role: 'admin' });
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

const section = (page: Page) => page.getByRole('region', { name: 'API keys', exact: true }).first();
const keyRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('an admin creates a key, sees it once, and revokes it', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/settings', {
    viewport: { width: 1440, height: 1000 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const errors = watchConsoleErrors(page);
  await page.getByRole('navigation', { name: 'Settings groups' }).getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/#settings-api-keys$/);
  await expect(page.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();
  await expect(section(page)).toContainText('No API keys yet.');

  // The form says what is missing and sends nothing.
  const form = page.getByRole('form', { name: 'Create an API key' });
  await form.getByRole('button', { name: 'Create API key' }).click();
  await expect(form.getByText('Please enter a name for the key.')).toBeVisible();

  await form.getByLabel('Key name').fill('Zapier');
  await form.getByLabel('Role').selectOption({ label: 'Admin' });
  await form.getByRole('button', { name: 'Create API key' }).click();
  await expect(toast(page, 'API key created')).toBeVisible();

  const shown = page.getByRole('textbox', { name: 'New API key “Zapier”' });
  await expect(shown).toHaveAttribute('readonly', '');
  const key = await shown.inputValue();
  expect(key).toMatch(KEY);
  const prefix = KEY.exec(key)![1]!;
  await expect(page.getByText('Copy this key now and keep it somewhere safe: it will not be shown again.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(toast(page, 'API key copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // The form is empty again for the next key.
  await expect(form.getByLabel('Key name')).toHaveValue('');

  const row = keyRow(page, 'Zapier');
  await expect(row.getByRole('cell')).toHaveText([`ak_${prefix}_…`, 'Admin', /by Kim Keymaker$/, 'Never', 'Never', 'Active', 'Revoke']);
  await expectNoAccessibilityViolations(page);

  // Once the page is left, nobody sees the key again: not in the page, nor in what the server sent.
  const secret = key.slice(`ak_${prefix}_`.length);
  const reloaded = await page.reload();
  expect(await reloaded!.text()).not.toContain(secret);
  await expect(keyRow(page, 'Zapier').getByRole('cell').nth(5)).toHaveText('Active');
  await expect(page.getByRole('textbox', { name: /New API key/ })).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  // Revoke asks first; a dismissed question changes nothing.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await keyRow(page, 'Zapier').getByRole('button', { name: 'Revoke Zapier' }).click();
  await expect(keyRow(page, 'Zapier').getByRole('cell').nth(5)).toHaveText('Active');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('Revoke the API key “Zapier”?');
    void dialog.accept();
  });
  await keyRow(page, 'Zapier').getByRole('button', { name: 'Revoke Zapier' }).click();
  await expect(toast(page, 'API key revoked')).toBeVisible();
  await expect(keyRow(page, 'Zapier').getByRole('cell').nth(5)).toHaveText('Revoked');
  await expect(keyRow(page, 'Zapier').getByRole('button', { name: 'Revoke Zapier' })).toHaveCount(0);
  await page.reload();
  await expect(keyRow(page, 'Zapier').getByRole('cell').nth(5)).toHaveText('Revoked');

  // An expiry in the past is refused with the server's sentence beside the field.
  await form.getByLabel('Key name').fill('Yesterday');
  await form.getByLabel('Expires').fill('2020-01-01');
  await form.getByRole('button', { name: 'Create API key' }).click();
  await expect(form.getByText('Choose an expiry in the future, or none.')).toBeVisible();
  await expect(keyRow(page, 'Yesterday')).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('an editor does not get the screen', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/admin/settings#settings-api-keys');
  // The browser keeps the fragment across the redirect.
  await expect(page).toHaveURL(/\/admin\?denied=1(#settings-api-keys)?$/);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Your role does not give access to that screen.');
  await expect(page.getByRole('heading', { name: 'API keys' })).toHaveCount(0);
  await page.context().close();
});
