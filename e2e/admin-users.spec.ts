// Users & Roles, the audit log and the profile screen, on a server of its own whose database
// holds a super admin and an editor (created before the server starts). No SMTP_URL: the
// invitation email lands in DATA_DIR/mail as an .eml file.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { mailText } from './support/mail';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'ada@axionlabs.dev', password: 'the only super admin here', name: 'Ada Admin' };
const EDITOR = { email: 'eddie@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Eddie Editor' };
const INVITEE = { email: 'nina@axionlabs.dev', password: 'nina picks her own passphrase', name: 'Nina Newcomer' };
let server: RunningServer;
let dataDir: string;
let nextIp = 60;

test.beforeAll(async () => {
  dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, ADMIN);
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${nextIp++}` } });
  return context.newPage();
}

async function submitSignIn(page: Page, account: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: 'Sign In' }).click()]);
}

async function signedIn(browser: Browser, account: { email: string; password: string }, next = '/admin/dashboard') {
  const page = await newPage(browser);
  await page.goto(`/ax-admin-panel?next=${encodeURIComponent(next)}`);
  await submitSignIn(page, account);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\$&')}$`));
  return page;
}

const userRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });
const toast = (page: Page, text: string | RegExp) => page.getByRole('listitem').filter({ hasText: text }).first();

function invitationLink(email: string): string | undefined {
  const folder = path.join(dataDir, 'mail');
  if (!fs.existsSync(folder)) return undefined;
  const mails = fs.readdirSync(folder).map((file) => fs.readFileSync(path.join(folder, file), 'utf8'));
  const mail = mails.find((raw) => raw.includes(`To: ${email}`));
  return mail ? /https?:\/\/[^\s"<]+\/auth\/invite\?token=[\w-]+/.exec(mailText(mail))?.[0] : undefined;
}

test('an editor sees neither Users & Roles nor the audit log, and their URLs send them away', async ({ browser }) => {
  const page = await signedIn(browser, EDITOR);
  const errors = watchConsoleErrors(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users & Roles' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  for (const url of ['/admin/users', '/admin/audit']) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/admin\?denied=1$/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Your role does not give access to that screen.');
  }
  expect(errors).toEqual([]);
});

test('the super admin makes the editor an admin, and the editor’s open session ends at once', async ({ browser }) => {
  const editor = await signedIn(browser, EDITOR);
  const page = await signedIn(browser, ADMIN, '/admin/users');
  const errors = watchConsoleErrors(page);
  await page.reload();
  await expect(page).toHaveTitle('Users & Roles | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users & Roles');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users & Roles' })).toHaveAttribute('aria-current', 'page');
  const row = userRow(page, EDITOR.name);
  await expect(row).toContainText(EDITOR.email);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Editor');
  await expect(row).toContainText('Active');
  await expect(userRow(page, ADMIN.name).getByRole('cell').nth(1)).toHaveText('Super admin');
  // Both signed in today, so both have a last sign-in.
  await expect(row.getByRole('cell').nth(3)).toContainText('UTC');
  await expectNoAccessibilityViolations(page);

  await row.getByRole('combobox', { name: `Role for ${EDITOR.name}` }).selectOption('admin');
  await row.getByRole('button', { name: `Save role for ${EDITOR.name}` }).click();
  await expect(toast(page, `${EDITOR.name} is now: Admin.`)).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Admin');

  await editor.reload();
  await expect(editor).toHaveURL(/\/ax-admin-panel\?next=/);
  await submitSignIn(editor, EDITOR);
  await expect(editor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // An admin still may not manage users.
  await editor.goto('/admin/users');
  await expect(editor).toHaveURL(/\/admin\?denied=1$/);
  expect(errors).toEqual([]);
});

test('a disabled account cannot sign in; enabled again, it can', async ({ browser }) => {
  const editor = await signedIn(browser, EDITOR);
  const page = await signedIn(browser, ADMIN, '/admin/users');
  const errors = watchConsoleErrors(page);
  const row = userRow(page, EDITOR.name);
  await row.getByRole('button', { name: `Disable ${EDITOR.name}` }).click();
  await expect(toast(page, `${EDITOR.name} is disabled and signed out everywhere.`)).toBeVisible();
  await expect(row).toContainText('Disabled');
  await editor.reload();
  await expect(editor).toHaveURL(/\/ax-admin-panel/);

  const blocked = await newPage(browser);
  await blocked.goto('/ax-admin-panel');
  await submitSignIn(blocked, EDITOR);
  await expect(blocked.getByRole('form', { name: 'Sign in' }).getByRole('status')).toHaveText('This account is disabled. Ask a super admin to enable it.');
  await blocked.goto('/admin/dashboard');
  await expect(blocked).toHaveURL(/\/ax-admin-panel/);
  await expect(blocked.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();

  await row.getByRole('button', { name: `Enable ${EDITOR.name}` }).click();
  await expect(toast(page, `${EDITOR.name} is enabled and can sign in again.`)).toBeVisible();
  await expect(row).toContainText('Active');
  await signedIn(browser, EDITOR);
  expect(errors).toEqual([]);
});

test('the last super admin can be neither demoted nor disabled', async ({ browser }) => {
  const page = await signedIn(browser, ADMIN, '/admin/users');
  const errors = watchConsoleErrors(page);
  const row = userRow(page, ADMIN.name);
  await expect(row).toContainText('You');
  // Nobody disables themselves: there is no button for it.
  await expect(row.getByRole('button', { name: /^Disable/ })).toHaveCount(0);
  await row.getByRole('combobox', { name: `Role for ${ADMIN.name}` }).selectOption('editor');
  await row.getByRole('button', { name: `Save role for ${ADMIN.name}` }).click();
  await expect(toast(page, 'There must be at least one super admin.')).toBeVisible();
  await page.reload();
  await expect(userRow(page, ADMIN.name).getByRole('cell').nth(1)).toHaveText('Super admin');
  expect(errors).toEqual([]);
});

test('an invitation arrives by email; its link sets a password that signs in, once', async ({ browser }) => {
  const page = await signedIn(browser, ADMIN, '/admin/users');
  const errors = watchConsoleErrors(page);
  const form = page.getByRole('form', { name: 'Invite a user' });
  await form.getByLabel('Name').fill(INVITEE.name);
  await form.getByLabel('Email').fill(INVITEE.email);
  await form.getByLabel('Role').selectOption('editor');
  await form.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, `Invitation sent to ${INVITEE.email}.`)).toBeVisible();
  const row = userRow(page, INVITEE.name);
  await expect(row).toContainText('Invited, link valid until');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Never');

  await form.getByLabel('Name').fill('Nina Again');
  await form.getByLabel('Email').fill(INVITEE.email);
  await form.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, 'An account with this email already exists.')).toBeVisible();

  await expect.poll(() => invitationLink(INVITEE.email), { timeout: 15_000 }).toBeTruthy();
  const link = invitationLink(INVITEE.email)!;
  expect(link.startsWith(`${server.url}/auth/invite?token=`)).toBe(true);

  const invitee = await newPage(browser);
  const inviteeErrors = watchConsoleErrors(invitee);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText('Accept Your Invitation');
  await expect(invitee.getByText(INVITEE.email)).toBeVisible();
  await expectNoAccessibilityViolations(invitee);
  const setPassword = invitee.getByRole('form', { name: 'Set your password' });
  await setPassword.getByLabel(/^New password/).fill(INVITEE.password);
  await setPassword.getByLabel('Confirm new password').fill('something else entirely');
  await setPassword.getByRole('button', { name: 'Set Password' }).click();
  await expect(setPassword.getByRole('status')).toHaveText('The two passwords do not match.');
  await setPassword.getByLabel(/^New password/).fill(INVITEE.password);
  await setPassword.getByLabel('Confirm new password').fill(INVITEE.password);
  await setPassword.getByRole('button', { name: 'Set Password' }).click();
  await expect(invitee).toHaveURL(/\/ax-admin-panel\?next=%2Fadmin%2Fdashboard$/);
  await submitSignIn(invitee, INVITEE);
  await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(inviteeErrors).toEqual([]);

  // The link is spent; a made-up one never worked.
  expect((await invitee.request.get(link)).status()).toBe(404);
  expect((await invitee.request.get('/auth/invite?token=abcdefghijklmnopqrstuvwxyz012345')).status()).toBe(404);
  await page.reload();
  await expect(userRow(page, INVITEE.name)).not.toContainText('Invited');
  expect(errors).toEqual([]);
});

test('the audit log lists the sign-ins and the role change, newest first, with filters', async ({ browser }) => {
  const failed = await newPage(browser);
  await failed.goto('/ax-admin-panel');
  await submitSignIn(failed, { email: INVITEE.email, password: 'not her password at all' });
  await expect(failed.getByText('Login Failed')).toBeVisible();

  const page = await signedIn(browser, ADMIN, '/admin/audit');
  const errors = watchConsoleErrors(page);
  await page.reload();
  await expect(page).toHaveTitle('Audit Log | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Log');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['When', 'Who', 'Action', 'Entity', 'Sign-in result', 'IP address', 'User agent']);
  // Newest first: this very sign-in.
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('auth.sign_in');
  await expect(first).toContainText(ADMIN.email);
  await expect(first).toContainText('Success');
  await expect(first).toContainText(/192\.0\.2\.\d+/);
  await expect(first).toContainText('Mozilla/5.0');
  const roleChange = table.getByRole('row').filter({ hasText: 'user.role_change' });
  await expect(roleChange).toHaveCount(1);
  await expect(roleChange).toContainText(ADMIN.email);
  await expect(roleChange).toContainText('user');
  await expect(roleChange).toContainText(/192\.0\.2\.\d+/);
  await expect(table.getByRole('row').filter({ hasText: 'user.invite_accept' })).toContainText(INVITEE.email);
  await expectNoAccessibilityViolations(page);

  const filters = page.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByLabel('Action').selectOption('auth.sign_in');
  await filters.getByLabel('Actor email contains').fill('nina@');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=auth\.sign_in/);
  await expect(page).toHaveURL(/email=nina%40/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Failed (invalid credentials)');
  await expect(rows.nth(2)).toContainText('Success');
  await expect(page.getByText('2 entries · newest first')).toBeVisible();

  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/admin/audit?from=${today}&to=${today}&action=user.role_change`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.goto('/admin/audit?to=2000-01-01');
  await expect(page.getByText('No audit entries match these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('table')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the profile changes the name and the password; the old password then fails', async ({ browser }) => {
  const elsewhere = await signedIn(browser, INVITEE);
  const page = await signedIn(browser, INVITEE);
  const errors = watchConsoleErrors(page);
  await page.getByRole('button', { name: `Account: ${INVITEE.email}` }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(page).toHaveTitle('Profile | Admin');
  await expectNoAccessibilityViolations(page);

  const nameForm = page.getByRole('form', { name: 'Your name' });
  await nameForm.getByLabel('Name').fill('Nina N. Newcomer');
  await nameForm.getByRole('button', { name: 'Save Name' }).click();
  await expect(toast(page, 'Your name has been updated.')).toBeVisible();
  await page.getByRole('button', { name: `Account: ${INVITEE.email}` }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('Nina N. Newcomer');
  await page.keyboard.press('Escape');

  const passwordForm = page.getByRole('form', { name: 'Change password' });
  const newPassword = 'a fresh and longer passphrase';
  await passwordForm.getByLabel('Current password').fill('this is not my password');
  await passwordForm.getByLabel(/^New password/).fill(newPassword);
  await passwordForm.getByLabel('Confirm new password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Your current password is not correct.')).toBeVisible();

  await passwordForm.getByLabel('Current password').fill(INVITEE.password);
  await passwordForm.getByLabel(/^New password/).fill('password123');
  await passwordForm.getByLabel('Confirm new password').fill('password123');
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'This password is too common. Please choose another one.')).toBeVisible();

  await passwordForm.getByLabel(/^New password/).fill(newPassword);
  await passwordForm.getByLabel('Confirm new password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Your password has been changed.')).toBeVisible();
  // This browser keeps its (renewed) session; the other one was signed out.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/ax-admin-panel/);

  const again = await newPage(browser);
  await again.goto('/ax-admin-panel');
  await submitSignIn(again, INVITEE);
  await expect(again.getByText('Login Failed')).toBeVisible();
  await signedIn(browser, { email: INVITEE.email, password: newPassword });
  expect(errors).toEqual([]);
});
