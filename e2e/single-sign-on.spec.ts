// Single sign-on with OpenID Connect (decision 107) as staff meet it, against a real OpenID
// provider started here (src/test/oidc-provider.ts, its own login and consent pages). An admin
// adds the provider in Settings; a person at an allowed domain signs in with it and gets an
// account with the configured role; another domain is refused with a sentence; a super admin
// limits an account to single sign-on, after which its password no longer signs in.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { startOidcProvider } from '../src/test/oidc-provider';
import { card, signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const BOSS = { email: 'sam@axionlabs.dev', password: 'a long passphrase for sam', name: 'Sam Super' };
const ADMIN = { email: 'ada@axionlabs.dev', password: 'a long passphrase for ada', name: 'Ada Admin' };
const WRITER = { email: 'wes@axionlabs.dev', password: 'a long passphrase for wes', name: 'Wes Writer' };
let server: RunningServer;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...BOSS, role: 'super_admin' });
    await createAdministrator(db, { ...ADMIN, role: 'admin' });
    await createAdministrator(db, { ...WRITER, role: 'editor' });
  });
  server = await startServer(dataDir);
  idp = await startOidcProvider({ redirectUri: `${server.url}/auth/sso/callback` });
});
test.afterAll(async () => {
  await server?.stop();
  await idp?.close();
});

async function visitor(browser: Browser) {
  return (await browser.newContext({ baseURL: server.url })).newPage();
}

/** From the sign-in page through the provider's own login and consent pages, back to us. */
async function signInWithProvider(page: Page, login: string) {
  await page.goto('/ax-admin-panel?next=/admin/profile');
  await page.getByRole('link', { name: 'Sign In with Axion Okta' }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything at the provider');
  await page.locator('button[type="submit"]').click();
  // The provider asks once per person and client to share the address.
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('an admin adds the provider; the sign-in pages then offer it', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/settings');
  await page.getByRole('link', { name: 'Manage single sign-on' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
  await expect(page.getByText(`${server.url}/auth/sso/callback`)).toBeVisible();
  await page.getByRole('button', { name: 'Add Provider' }).click();
  await page.getByLabel('Button name').fill('Axion Okta');
  await page.getByLabel('Issuer').fill('http://127.0.0.1:9');
  await page.getByLabel('Client ID').fill(idp.clientId);
  await page.getByLabel('Client secret').fill(idp.clientSecret);
  await page.getByLabel('Email domains').fill('axionlabs.dev');
  await page.getByLabel('Role of new accounts').selectOption('editor');
  await page.getByRole('button', { name: 'Save' }).click();
  // A wrong issuer is found out when saved, not at the next sign-in.
  await expect(page.getByText(/No OpenID Connect provider answered at http:\/\/127\.0\.0\.1:9/).first()).toBeVisible();
  await page.getByLabel('Issuer').fill(idp.issuer);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Identity provider created successfully')).toBeVisible();
  await expect(card(page, 'Axion Okta')).toContainText('axionlabs.dev');
  await expectNoAccessibilityViolations(page);

  const signIn = await visitor(browser);
  await signIn.goto('/auth');
  await expect(signIn.getByRole('link', { name: 'Sign In with Axion Okta' })).toBeVisible();
});

test('a person at an allowed domain signs in and gets an account with the configured role', async ({ browser }) => {
  const page = await visitor(browser);
  await signInWithProvider(page, 'nia@axionlabs.dev');
  await expect(page).toHaveURL(/\/admin\/profile$/);
  const me = await (await page.request.get('/api/admin/me')).json();
  expect(me).toEqual({ email: 'nia@axionlabs.dev', name: 'nia', role: 'editor' });
  // An account single sign-on made has no password to change here.
  await expect(page.getByText(/You sign in with Axion Okta/)).toBeVisible();
});

test('another domain is refused with a sentence, and no account is made', async ({ browser }) => {
  const page = await visitor(browser);
  await signInWithProvider(page, 'mallory@example.com');
  await expect(page).toHaveURL(/\/ax-admin-panel$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Signing in with Axion Okta is for addresses at axionlabs.dev; mallory@example.com is not one of them.' }),
  ).toBeVisible();
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  await expectNoAccessibilityViolations(page);
});

test('an account limited to single sign-on cannot sign in with its password, and signs in with the provider', async ({ browser }) => {
  const boss = await signedIn(browser, server.url, BOSS, '/admin/users');
  const row = boss.getByRole('row').filter({ hasText: WRITER.email });
  boss.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: `Limit to SSO for ${WRITER.name}` }).click();
  await expect(toast(boss, `${WRITER.name} now signs in only through single sign-on`)).toBeVisible();
  await expect(row).toContainText('Single sign-on only');

  const page = await visitor(browser);
  await page.goto('/ax-admin-panel');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(WRITER.email);
  await form.getByLabel('Password').fill(WRITER.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByRole('status')).toHaveText(/This account signs in through single sign-on only/);
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);

  await signInWithProvider(page, WRITER.email);
  await expect(page).toHaveURL(/\/admin\/profile$/);
  expect((await (await page.request.get('/api/admin/me')).json()).email).toBe(WRITER.email);
});

test('a super admin account is never opened through single sign-on', async ({ browser }) => {
  const page = await visitor(browser);
  await signInWithProvider(page, BOSS.email);
  await expect(page.getByRole('status').filter({ hasText: 'A super admin account signs in with its password' })).toBeVisible();
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
});
