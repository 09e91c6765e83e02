// Passkeys for staff (issue 37, decision 106) as staff meet them, with Chromium's virtual
// authenticator (DevTools protocol, domain WebAuthn) standing in for a phone or a security key: add
// one from the profile (password first, the owner is emailed), sign out, sign in with the passkey
// alone, remove it (password), and the authenticator's copy no longer signs in. An admin under the
// two-step policy satisfies it with a passkey. On a server of its own at localhost: WebAuthn
// refuses an IP address as the site's domain.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { siteSettings } from '../src/server/db/schema';
import { startTestSmtpServer, waitFor } from '../src/test/smtp';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { mailsTo, mailText } from './support/mail';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'kim@axionlabs.dev', password: 'a long passphrase for kim', name: 'Kim Keys' };
const ADMIN = { email: 'pia@axionlabs.dev', password: 'a long passphrase for pia', name: 'Pia Policy' };
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let editorPage: Page;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
    await createAdministrator(db, { ...ADMIN, role: 'admin' });
    await db.insert(siteSettings).values({ key: 'two_step_required_admin', value: true, type: 'boolean', description: 'Require two-step sign-in for admins' });
  });
  smtp = await startTestSmtpServer();
  server = await startServer(dataDir, { host: 'localhost', env: { SMTP_URL: smtp.url } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A browser with a platform authenticator that keeps passkeys and verifies its user (a fingerprint, say) without asking. */
async function browserWithAuthenticator(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}

async function signInWithPassword(page: Page, account: { email: string; password: string }, next = '/admin/profile') {
  await page.goto(`/ax-admin-panel?next=${next}`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function addPasskey(page: Page, password: string, name?: string) {
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByLabel('Your password').fill(password);
  await section.getByRole('button', { name: 'Add a Passkey' }).click();
  const naming = section.getByRole('form', { name: 'Name the new passkey' });
  await expect(naming.getByLabel(/Name the passkey/)).toHaveValue(/^Chrome on /);
  if (name) await naming.getByLabel(/Name the passkey/).fill(name);
  await naming.getByRole('button', { name: 'Save Passkey' }).click();
  await expect(page.getByText('Passkey added.').first()).toBeVisible();
}

async function signInWithPasskey(page: Page, next = '/admin/profile') {
  await page.goto(`/ax-admin-panel?next=${next}`);
  await page.getByRole('button', { name: 'Sign In with a Passkey' }).click();
}

test('an editor adds a passkey from the profile: the password first, then a name; the owner is emailed', async ({ browser }) => {
  editorPage = await browserWithAuthenticator(browser);
  const page = editorPage;
  await signInWithPassword(page, EDITOR);
  await expect(page).toHaveURL(`${server.url}/admin/profile`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText(/^None yet\./)).toBeVisible();

  await section.getByLabel('Your password').fill('not my password');
  await section.getByRole('button', { name: 'Add a Passkey' }).click();
  await expect(page.getByText('Your current password is not correct.').first()).toBeVisible();

  await addPasskey(page, EDITOR.password, 'Work laptop');
  const list = section.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Work laptop')).toBeVisible();
  await expect(list.getByText(/not used yet/)).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await list.getByRole('button', { name: 'Rename Work laptop' }).click();
  await list.getByLabel('New name').fill("Kim's phone");
  await list.getByRole('button', { name: 'Save Name' }).click();
  await expect(list.getByText("Kim's phone")).toBeVisible();

  await waitFor(() => {
    const mail = mailsTo(smtp.received, EDITOR.email, 'Your Axion Labs admin sign-in changed').at(-1);
    expect(mailText(mail?.raw ?? '')).toContain('A passkey (Work laptop) was added to your Axion Labs admin account');
  }, 15_000);
});

test('signed out, the editor signs in with the passkey alone and lands in the admin', async () => {
  const page = editorPage;
  await page.context().clearCookies({ name: /session_token$/ });
  await page.goto('/ax-admin-panel?next=/admin/profile');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expectNoAccessibilityViolations(page);
  await signInWithPasskey(page);
  await expect(page).toHaveURL(`${server.url}/admin/profile`);
  expect((await page.request.get('/api/admin/me')).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/last used on/)).toBeVisible();
});

test('removed (password asked), the passkey no longer signs in, and says so', async () => {
  const page = editorPage;
  const list = page.getByRole('region', { name: 'Passkeys' }).getByRole('list', { name: 'Passkeys' });
  await list.getByRole('button', { name: "Remove Kim's phone" }).click();
  await list.getByLabel('Your password').fill(EDITOR.password);
  await list.getByRole('button', { name: 'Remove Passkey' }).click();
  await expect(page.getByText('Passkey removed.').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/^None yet\./)).toBeVisible();
  await waitFor(() => {
    const mail = mailsTo(smtp.received, EDITOR.email, 'Your Axion Labs admin sign-in changed').at(-1);
    expect(mailText(mail?.raw ?? '')).toContain("A passkey (Kim's phone) was removed from your Axion Labs admin account");
  }, 15_000);

  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/ax-admin-panel/);
  await signInWithPasskey(page);
  await expect(page.getByRole('status', { name: 'Passkey sign-in' })).toHaveText(/This passkey is not on any account here/);
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
});

test('an admin the two-step policy sends to the profile satisfies it with a passkey', async ({ browser }) => {
  const page = await browserWithAuthenticator(browser);
  await signInWithPassword(page, ADMIN, '/admin/settings');
  await expect(page).toHaveURL(`${server.url}/admin/profile?two-step=required`);
  await expect(page.getByRole('alert').filter({ hasText: 'add a passkey' })).toBeVisible();
  await addPasskey(page, ADMIN.password);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(`${server.url}/admin/settings`);

  // And the passkey alone opens the admin, with no authenticator-app step.
  await page.context().clearCookies({ name: /session_token$/ });
  await signInWithPasskey(page, '/admin/settings');
  await expect(page).toHaveURL(`${server.url}/admin/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});
