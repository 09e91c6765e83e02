// Staff sign-in security (issue 37) as staff meet it. Two-step sign-in with an authenticator app
// (decision 106): set up from the profile with the key shown (the test computes codes from it as an
// app would), then every sign-in asks for a code after the password; a wrong code is refused, a
// recovery code works once, and a trusted browser skips the code. The signed-in browsers: one
// signs another out from the profile, a new browser is told to the owner by email. On a server of
// its own, with a real SMTP server for the notices.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { siteSettings } from '../src/server/db/schema';
import { startTestSmtpServer, waitFor } from '../src/test/smtp';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { mailsTo, mailText } from './support/mail';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'tess@axionlabs.dev', password: 'a long passphrase for tess', name: 'Tess Two-Step' };
const WRITER = { email: 'sid@axionlabs.dev', password: 'a long passphrase for sid', name: 'Sid Sessions' };
const ADMIN = { email: 'pat@axionlabs.dev', password: 'a long passphrase for pat', name: 'Pat Policy' };
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let key = '';
let recoveryCodes: string[] = [];

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
    await createAdministrator(db, { ...WRITER, role: 'editor' });
    await createAdministrator(db, { ...ADMIN, role: 'admin' });
    // Settings -> Two-step sign-in: required for admins.
    await db.insert(siteSettings).values({ key: 'two_step_required_admin', value: true, type: 'boolean', description: 'Require two-step sign-in for admins' });
  });
  smtp = await startTestSmtpServer();
  server = await startServer(dataDir, { env: { SMTP_URL: smtp.url } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The code an authenticator app shows now for the key it was given (Base32, spaces as shown). */
const codeNow = () => createOTP(base32.decode(key.replace(/\s/g, ''))).totp();

async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

async function signInWithPassword(page: Page, account = EDITOR) {
  await page.goto('/ax-admin-panel?next=/admin/profile');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function enterCode(page: Page, code: string, options: { trust?: boolean } = {}) {
  const form = page.getByRole('form', { name: 'Two-step verification' });
  await expect(form.getByRole('button', { name: 'Verify' })).toBeEnabled();
  await form.getByRole('textbox').fill(code);
  if (options.trust) await form.getByLabel(/Trust this browser for 30 days/).check();
  await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: 'Verify' }).click()]);
}

test('an editor sets up an authenticator app from the profile: QR code, key, first code, recovery codes shown once', async ({ browser }) => {
  const page = await visitor(browser);
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/profile$/);
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section.getByText(/^Off\./)).toBeVisible();

  await section.getByLabel('Your password').fill('not my password');
  await section.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  await expect(page.getByText('Your current password is not correct.').first()).toBeVisible();

  await section.getByLabel('Your password').fill(EDITOR.password);
  await section.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  key = await section.getByLabel(/type in this key/).inputValue();
  expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32,}$/);
  await expectNoAccessibilityViolations(page);

  await section.getByLabel(/Enter the 6-digit code/).fill('000000' === (await codeNow()) ? '111111' : '000000');
  await section.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByText('That code is not right.').first()).toBeVisible();
  await section.getByLabel(/Enter the 6-digit code/).fill(await codeNow());
  await section.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByText('Two-step sign-in is on.').first()).toBeVisible();

  recoveryCodes = (await section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(recoveryCodes).toHaveLength(10);
  await section.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(section.getByText(/^On since /)).toBeVisible();
  await expect(section.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

  // The owner is told by email.
  await waitFor(() => {
    const mail = mailsTo(smtp.received, EDITOR.email, 'Your Axion Labs admin sign-in changed').at(-1);
    expect(mailText(mail?.raw ?? '')).toContain('An authenticator app was added to your Axion Labs admin account');
  }, 15_000);
});

test('signing in then asks for the code: a wrong one is refused, the right one opens the admin', async ({ browser }) => {
  const page = await visitor(browser);
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/auth\/second-factor\?next=%2Fadmin%2Fprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Step Verification' })).toBeVisible();
  // No session yet: the admin is still closed.
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  await expectNoAccessibilityViolations(page);

  const right = await codeNow();
  await enterCode(page, right === '123456' ? '654321' : '123456');
  await expect(page.getByRole('form', { name: 'Two-step verification' }).getByRole('status')).toHaveText(/That code is not right/);
  await enterCode(page, await codeNow());
  await expect(page).toHaveURL(/\/admin\/profile$/);
  expect((await page.request.get('/api/admin/me')).status()).toBe(200);
});

test('a recovery code signs in once; used again it is refused', async ({ browser }) => {
  const [code] = recoveryCodes;
  const first = await visitor(browser);
  await signInWithPassword(first);
  await first.getByRole('link', { name: 'Lost your phone? Use a recovery code' }).click();
  await expect(first.getByText('Enter one of the recovery codes you saved')).toBeVisible();
  await expect(first.getByLabel('Recovery code')).toBeVisible();
  await enterCode(first, code!);
  await expect(first).toHaveURL(/\/admin\/profile$/);

  const second = await visitor(browser);
  await signInWithPassword(second);
  await second.getByRole('link', { name: 'Lost your phone? Use a recovery code' }).click();
  // The recovery form replaces the app's: type only once it is there.
  await expect(second.getByLabel('Recovery code')).toBeVisible();
  await enterCode(second, code!);
  await expect(second.getByRole('form', { name: 'Two-step verification' }).getByRole('status')).toHaveText(
    'That recovery code is not right, or it was used before.',
  );
  await expect(second).toHaveURL(/\/auth\/second-factor/);
});

test('a browser trusted for 30 days signs in with the password alone; turning the app off needs the password', async ({ browser }) => {
  const page = await visitor(browser);
  await signInWithPassword(page);
  await enterCode(page, await codeNow(), { trust: true });
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await page.context().clearCookies({ name: /session_token$/ });
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/admin\/profile$/);

  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('form', { name: 'Turn Off' }).getByLabel('Your password').fill(EDITOR.password);
  await section.getByRole('button', { name: 'Turn Off' }).click();
  await expect(page.getByText('Two-step sign-in is off.').first()).toBeVisible();
  await expect(section.getByText(/^Off\./)).toBeVisible();

  const fresh = await visitor(browser);
  await signInWithPassword(fresh);
  await expect(fresh).toHaveURL(/\/admin\/profile$/);
});

test('two browsers signed in: the first signs the second out from its list, and the second is signed out at its next request', async ({ browser }) => {
  const first = await visitor(browser);
  await signInWithPassword(first, WRITER);
  await expect(first).toHaveURL(/\/admin\/profile$/);
  const second = await browser.newPage({ baseURL: server.url, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' });
  await signInWithPassword(second, WRITER);
  await expect(second).toHaveURL(/\/admin\/profile$/);

  // Each new browser is told to the owner.
  await waitFor(() => {
    const mails = mailsTo(smtp.received, WRITER.email, 'Your Axion Labs admin account signed in on a new browser');
    expect(mails).toHaveLength(2);
    expect(mailText(mails.at(-1)!.raw)).toContain('Firefox on Windows');
  }, 15_000);

  await first.reload();
  const list = first.getByRole('list', { name: 'Signed-in browsers' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'This browser' })).toHaveCount(1);
  await list.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click();
  await expect(first.getByText('That browser is signed out.').first()).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await second.reload();
  await expect(second).toHaveURL(/\/ax-admin-panel/);
  // The first browser is still signed in.
  expect((await first.request.get('/api/admin/me')).status()).toBe(200);
});

test('with two-step sign-in required for admins, an admin without it is sent to set it up and opens nothing else until it is on', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/ax-admin-panel?next=/admin/pages');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/profile\?two-step=required$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your role requires two-step sign-in.' })).toBeVisible();
  for (const screen of ['/admin/settings', '/admin/pages', '/admin']) {
    await page.goto(screen);
    await expect(page, screen).toHaveURL(/\/admin\/profile\?two-step=required$/);
  }
  // Route handlers refuse too, with the reason.
  const refused = await page.request.get('/api/admin/me');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'Your role requires two-step sign-in: set it up in your profile first.' });

  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByLabel('Your password').fill(ADMIN.password);
  await section.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  const adminKey = await section.getByLabel(/type in this key/).inputValue();
  await section.getByLabel(/Enter the 6-digit code/).fill(await createOTP(base32.decode(adminKey.replace(/\s/g, ''))).totp());
  await section.getByRole('button', { name: 'Turn On' }).click();
  await section.getByRole('button', { name: 'I Have Saved Them' }).click();
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});
