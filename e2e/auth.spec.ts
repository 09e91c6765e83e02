// Signing in to the admin, on a server of its own whose database holds a super admin and some
// editors (created before the server starts), with sign-up switched on. It trusts X-Forwarded-For,
// so each browser context speaks from an address of its own, and sends mail to a real SMTP server
// in this test process.
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { openPglite } from '../src/server/db/client';
import { auditLog, siteSettings, users } from '../src/server/db/schema';
import { startTestSmtpServer, waitFor } from '../src/test/smtp';
import { expectNoAccessibilityViolations } from './support/axe';
import { hiddenInputs } from './support/forms';
import { prepareDataDir } from './support/data-dir';
import { mailsTo, mailText } from './support/mail';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'admin@axionlabs.dev', password: 'correct horse battery staple', name: 'Ada Admin' };
const EDITOR = { email: 'editor@axionlabs.dev', password: 'another long passphrase', name: 'Eddie Editor' };
const WRITER = { email: 'writer@axionlabs.dev', password: 'yet another passphrase', name: 'Wanda Writer' };
const FORGETFUL = { email: 'forgetful@axionlabs.dev', password: 'a passphrase I forgot', name: 'Fred Forgetful' };
const TARGET = { email: 'ceo@axionlabs.dev', password: 'the chief executive passphrase', name: 'Cleo Chief' };
const PROXIED = { email: 'sales@axionlabs.dev', password: 'the sales team passphrase', name: 'Sam Sales' };
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let dataDir: string;
let nextIp = 20;

test.beforeAll(async () => {
  dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, ADMIN);
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
    await createAdministrator(db, { ...WRITER, role: 'editor' });
    await createAdministrator(db, { ...FORGETFUL, role: 'editor' });
    await createAdministrator(db, { ...TARGET, role: 'admin' });
    await createAdministrator(db, { ...PROXIED, role: 'editor' });
    await db.update(siteSettings).set({ value: true }).where(eq(siteSettings.key, 'signup_enabled'));
  });
  smtp = await startTestSmtpServer();
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: smtp.url } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A new browser context at an address of its own (or at `ip`). */
async function visitor(browser: Browser, options: BrowserContextOptions & { ip?: string } = {}) {
  const { ip = `192.0.2.${nextIp++}`, ...contextOptions } = options;
  const context = await browser.newContext({ baseURL: server.url, ...contextOptions, extraHTTPHeaders: { 'x-forwarded-for': ip } });
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  // After an attempt React resets the form when it renders the answer, which may come after the
  // response: typing before that is wiped out, and the empty required fields then stop the submit.
  await expect(form.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  // One attempt at a time: wait for the server's answer before the next.
  await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: 'Sign In' }).click()]);
}

const signInStatus = (page: Page) => page.getByRole('form', { name: 'Sign in' }).getByRole('status');

/** The reset link of the newest reset email to `email`. */
async function resetLink(email: string): Promise<string> {
  return waitFor(() => {
    const mail = mailsTo(smtp.received, email, 'Reset your Axion Labs admin password').at(-1);
    const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(mailText(mail?.raw ?? ''))?.[0];
    expect(link, `a reset email to ${email}`).toBeTruthy();
    return link!;
  }, 15_000);
}

test('anonymous visitors of /admin go to the login; a wrong password fails; the right one opens the dashboard', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/ax-admin-panel\?next=%2Fadmin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  await expect(page.getByText('Authorized personnel only. Access is logged and monitored.')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await signIn(page, ADMIN.email, 'not the password at all');
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Invalid credentials. Please try again.').first()).toBeVisible();
  // An unknown email gets the very same answer.
  await signIn(page, 'nobody@axionlabs.dev', 'not the password at all');
  await expect(page.getByText('Invalid credentials. Please try again.').first()).toBeVisible();

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name.endsWith('axion.session_token'));
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
  expect(session!.name).toBe('__Secure-axion.session_token');
});

test('after signing out, /admin redirects again and the old session cookie gets 401', async ({ browser, playwright }) => {
  const page = await visitor(browser);
  await page.goto('/ax-admin-panel?next=/admin/dashboard');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('axion.session_token'))!;
  const script = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: { cookie: `${cookie.name}=${cookie.value}` } });
  expect((await script.get('/api/admin/me')).status()).toBe(200);

  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/ax-admin-panel/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/ax-admin-panel/);
  expect((await script.get('/api/admin/me')).status()).toBe(401);
  await script.dispose();
});

test('wrong passwords hold back the address they come from, not the owner: the right password from another address signs in', async ({ browser }) => {
  for (const [path, account, destination] of [
    ['/ax-admin-panel', EDITOR, /\/admin\/dashboard$/],
    ['/auth', WRITER, /\/admin$/],
  ] as const) {
    const attacker = await visitor(browser);
    await attacker.goto(path);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn(attacker, account.email, `wrong password ${attempt}`);
      await expect(signInStatus(attacker)).toHaveText('Invalid credentials. Please try again.');
      await attacker.reload();
    }
    // Even the right password waits at that address now ...
    await signIn(attacker, account.email, account.password);
    await expect(signInStatus(attacker)).toHaveText('Too many failed sign-in attempts. Please wait 1 minute and try again, or reset your password.');
    await expect(attacker).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));

    // ... while the owner, elsewhere, signs in at once.
    const owner = await visitor(browser);
    await owner.goto(path);
    await signIn(owner, account.email, account.password);
    await expect(owner).toHaveURL(destination);
    await expect(owner.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The owner's success does not release the guesser.
    await attacker.reload();
    await signIn(attacker, account.email, account.password);
    await expect(signInStatus(attacker)).toHaveText(/^Too many failed sign-in attempts\. Please wait 1 minute/);
  }
});

test('a flood of guesses from many addresses slows new browsers of the account, not the browser it signed in from before', async ({ browser }) => {
  // A long walk through several pages and emails, on a machine that may be busy.
  test.slow();
  const usual = await visitor(browser, { ip: '192.0.2.250' });
  await usual.goto('/ax-admin-panel');
  await signIn(usual, TARGET.email, TARGET.password);
  await expect(usual).toHaveURL(/\/admin\/dashboard$/);
  // Signed out again; the browser keeps only its known-device cookie.
  await usual.context().clearCookies({ name: /session_token/ });

  // 40 wrong passwords, each from an address of its own, posted as a form without JavaScript.
  const html = await (await fetch(`${server.url}/ax-admin-panel`)).text();
  const fields = hiddenInputs(html, 'aria-label="Sign in"');
  for (let i = 0; i < 40; i++) {
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    body.append('email', TARGET.email);
    body.append('password', `guess number ${i}`);
    const response = await fetch(`${server.url}/ax-admin-panel`, { method: 'POST', body, headers: { 'x-forwarded-for': `198.18.0.${i}` } });
    expect(await response.text()).toContain('Invalid credentials. Please try again.');
  }

  // New browsers now get one attempt a minute between them ...
  const first = await visitor(browser, { ip: '198.18.1.1' });
  await first.goto('/ax-admin-panel');
  await signIn(first, TARGET.email, 'one more guess');
  await expect(signInStatus(first)).toHaveText('Invalid credentials. Please try again.');
  const second = await visitor(browser, { ip: '198.18.1.2' });
  await second.goto('/ax-admin-panel');
  await signIn(second, TARGET.email, TARGET.password);
  await expect(signInStatus(second)).toHaveText(
    'This account has had many failed sign-in attempts, so it is slowed down for now. Please wait 1 minute and try again, or sign in from a browser you have used before.',
  );
  // ... while the browser the account signed in from before goes straight in.
  await usual.goto('/ax-admin-panel');
  await signIn(usual, TARGET.email, TARGET.password);
  await expect(usual).toHaveURL(/\/admin\/dashboard$/);
});

test('behind one proxy, guesses are counted against the address the proxy saw, whatever the client puts in X-Forwarded-For', async () => {
  const html = await (await fetch(`${server.url}/ax-admin-panel`)).text();
  const fields = hiddenInputs(html, 'aria-label="Sign in"');
  const attempt = async (password: string, forwardedFor: string) => {
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    body.append('email', PROXIED.email);
    body.append('password', password);
    const response = await fetch(`${server.url}/ax-admin-panel`, { method: 'POST', body, headers: { 'x-forwarded-for': forwardedFor }, redirect: 'manual' });
    return response.status === 303
      ? 'signed in'
      : /Invalid credentials\. Please try again\.|Too many failed sign-in attempts\. Please wait \d+ minutes?/.exec(await response.text())?.[0];
  };
  // TRUST_PROXY=true: one proxy, which appends the address it saw (203.0.113.66) to what the client sent.
  const answers: (string | undefined)[] = [];
  for (let i = 0; i < 40; i++) answers.push(await attempt(`guess number ${i}`, `10.${i}.${i}.1, 198.51.100.${i}, 203.0.113.66`));
  expect(answers.slice(0, 5)).toEqual(Array(5).fill('Invalid credentials. Please try again.'));
  // From the sixth on, that one address waits, however many made-up addresses it sends before it.
  expect(answers.slice(5).every((answer) => answer?.startsWith('Too many failed sign-in attempts. Please wait'))).toBe(true);
  expect(await attempt(PROXIED.password, '10.0.0.99, 203.0.113.66')).toMatch(/^Too many failed sign-in attempts/);
  // The account's owner, whom the proxy saw elsewhere, is not held up.
  expect(await attempt(PROXIED.password, '203.0.113.67')).toBe('signed in');
});

test('without JavaScript, signing in continues to the requested page, and a wrong password says so in the page', async ({ browser }) => {
  const page = await visitor(browser, { javaScriptEnabled: false });
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/ax-admin-panel\?next=%2Fadmin%2Faudit$/);
  await signIn(page, ADMIN.email, 'not the password at all');
  await expect(signInStatus(page)).toHaveText('Invalid credentials. Please try again.');
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toHaveValue(ADMIN.email);
  await signIn(page, ADMIN.email, ADMIN.password);
  // Signed in on the requested page, its content in the HTML (no loading screen only a script reveals).
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('button', { name: `Account: ${ADMIN.email}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Log');
  await expect(page.getByRole('table')).toBeVisible();

  // No `next`: the dashboard; on /auth too. A `next` off the site is ignored.
  for (const [path, destination] of [
    ['/ax-admin-panel', /\/admin\/dashboard$/],
    ['/auth', /\/admin$/],
    ['/ax-admin-panel?next=//evil.example/admin', /\/admin\/dashboard$/],
  ] as const) {
    const fresh = await visitor(browser, { javaScriptEnabled: false });
    await fresh.goto(path);
    await signIn(fresh, ADMIN.email, ADMIN.password);
    await expect(fresh).toHaveURL(destination);
    await expect(fresh.getByRole('button', { name: `Account: ${ADMIN.email}` })).toBeVisible();
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  }
});

test('a forgotten password is reset by email: the link works once, and every old session is signed out', async ({ browser }) => {
  // A long walk through several pages and emails, on a machine that may be busy.
  test.slow();
  const elsewhere = await visitor(browser);
  await elsewhere.goto('/ax-admin-panel');
  await signIn(elsewhere, FORGETFUL.email, FORGETFUL.password);
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const page = await visitor(browser);
  await page.goto('/ax-admin-panel');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  const request = page.getByRole('form', { name: 'Ask for a reset link' });
  await request.getByLabel('Email').fill(FORGETFUL.email.toUpperCase());
  await request.getByRole('button', { name: 'Send Reset Link' }).click();
  const sent = `If ${FORGETFUL.email} belongs to an account, a link to choose a new password is on its way there. It works once, within 1 hour.`;
  await expect(page.getByRole('status').filter({ hasText: 'belongs to an account' })).toContainText(sent);

  // An email without an account gets the very same answer, and no email.
  const stranger = await visitor(browser);
  await stranger.goto('/auth/forgot-password');
  await stranger.getByLabel('Email').fill('nobody-here@axionlabs.dev');
  await stranger.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(stranger.getByRole('status').filter({ hasText: 'belongs to an account' })).toContainText(
    'If nobody-here@axionlabs.dev belongs to an account, a link to choose a new password is on its way there.',
  );

  const link = await resetLink(FORGETFUL.email);
  expect(smtp.received.filter((mail) => mail.to.includes('nobody-here@axionlabs.dev'))).toEqual([]);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await choose.getByLabel(/^New password/).fill('password123');
  await choose.getByLabel('Confirm new password').fill('password123');
  await choose.getByRole('button', { name: 'Set New Password' }).click();
  await expect(choose.getByRole('status')).toHaveText('This password is too common. Please choose another one.');
  await choose.getByLabel(/^New password/).fill('my brand new passphrase');
  await choose.getByLabel('Confirm new password').fill('my brand new passphrase!');
  await choose.getByRole('button', { name: 'Set New Password' }).click();
  await expect(choose.getByRole('status')).toHaveText('The two passwords do not match.');
  await choose.getByLabel(/^New password/).fill('my brand new passphrase');
  await choose.getByLabel('Confirm new password').fill('my brand new passphrase');
  await choose.getByRole('button', { name: 'Set New Password' }).click();

  // To sign in, saying what happened, with the email filled in (and not in the address bar).
  await expect(page).toHaveURL(/\/ax-admin-panel$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toHaveText(
    'Your password has been changed and every session of your account has been signed out. Sign in with your new password.',
  );
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toHaveValue(FORGETFUL.email);
  await signIn(page, FORGETFUL.email, FORGETFUL.password);
  await expect(signInStatus(page)).toHaveText('Invalid credentials. Please try again.');
  await signIn(page, FORGETFUL.email, 'my brand new passphrase');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The session that was open before the reset is over.
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/ax-admin-panel/);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This Link No Longer Works' })).toBeVisible();
  await expect(page.getByText('This reset link has expired or has already been used.')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a New Link' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);

  // And the owner is told of the change.
  await waitFor(() => expect(mailsTo(smtp.received, FORGETFUL.email, 'Your Axion Labs admin password was changed')).toHaveLength(1), 15_000);
});

test('without JavaScript, a password is reset by email from the /auth sign-in page', async ({ browser }) => {
  // A long walk through several pages and emails, on a machine that may be busy.
  test.slow();
  const page = await visitor(browser, { javaScriptEnabled: false });
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(WRITER.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'belongs to an account' })).toContainText(`If ${WRITER.email} belongs to an account`);

  await page.goto(await resetLink(WRITER.email));
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await choose.getByLabel(/^New password/).fill('wandas new passphrase');
  await choose.getByLabel('Confirm new password').fill('wandas other passphrase');
  await choose.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('form', { name: 'Choose a new password' }).getByRole('status')).toHaveText('The two passwords do not match.');
  await page.getByLabel(/^New password/).fill('wandas new passphrase');
  await page.getByLabel('Confirm new password').fill('wandas new passphrase');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/ax-admin-panel$/);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toHaveValue(WRITER.email);
  await signIn(page, WRITER.email, 'wandas new passphrase');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a sign-up carrying a role field gets no role and sees the waiting page', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto('/auth?mode=sign-up');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill('Mallory');
  await form.getByLabel('Email').fill('mallory@example.com');
  await form.getByLabel(/^Password/).fill('a long enough password');
  await form.evaluate((element) => {
    const role = document.createElement('input');
    role.type = 'hidden';
    role.name = 'role';
    role.value = 'super_admin';
    element.appendChild(role);
  });
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for Access' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/waiting$/);
});

test('the audit log holds every sign-in, refused ones counted in one entry per email, address and result; resets are there too', async () => {
  expect(await server.stop()).toBe(0);
  const database = await openPglite(dataDir);
  try {
    const attempts = await database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in'));
    const failed = attempts.filter((a) => a.details.success === false);
    const succeeded = attempts.filter((a) => a.details.success === true);
    expect(succeeded.length).toBeGreaterThanOrEqual(8);
    expect(succeeded.every((a) => a.repeatCount === 1)).toBe(true);
    expect(failed.some((a) => a.actorEmail === 'nobody@axionlabs.dev')).toBe(true);
    // Each from the address its browser said it had (X-Forwarded-For, trusted here).
    expect(failed.every((a) => /^(192\.0\.2|198\.18\.[01])\.\d+$|^203\.0\.113\.66$/.test(a.ipAddress ?? ''))).toBe(true);
    // Behind the proxy, every guess was the one address the proxy saw, whatever the client added.
    const proxied = failed.filter((a) => a.actorEmail === PROXIED.email);
    expect(new Set(proxied.map((a) => a.ipAddress))).toEqual(new Set(['203.0.113.66']));
    expect(proxied.reduce((sum, row) => sum + row.repeatCount, 0)).toBe(41);
    const flood = failed.filter((a) => a.actorEmail === TARGET.email);
    expect(flood.filter((a) => a.details.reason === 'invalid credentials')).toHaveLength(41);
    expect(flood.filter((a) => a.details.reason === 'account slowed down').map((a) => [a.ipAddress, a.repeatCount])).toEqual([['198.18.1.2', 1]]);

    // The editor's guesser: 5 wrong passwords, then 2 attempts held back, from one address. One
    // entry each (two if the test ran across the full hour), with the count.
    for (const [reason, count] of [
      ['invalid credentials', 5],
      ['too many attempts from this address', 2],
    ] as const) {
      const rows = failed.filter((a) => a.actorEmail === EDITOR.email && a.details.reason === reason);
      expect(rows.length, reason).toBeGreaterThanOrEqual(1);
      expect(rows.length, reason).toBeLessThanOrEqual(2);
      expect(
        rows.reduce((sum, row) => sum + row.repeatCount, 0),
        reason,
      ).toBe(count);
      expect(new Set(rows.map((row) => row.ipAddress)).size).toBe(1);
    }

    const resets = await database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_reset'));
    expect(resets.map((r) => r.actorEmail).sort()).toEqual([FORGETFUL.email, WRITER.email]);
    expect(resets.find((r) => r.actorEmail === FORGETFUL.email)?.details.endedSessions).toBe(1);
    const requests = await database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_reset_request'));
    expect(requests.map((r) => r.actorEmail).sort()).toEqual(['forgetful@axionlabs.dev', 'nobody-here@axionlabs.dev', WRITER.email].sort());

    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_out'))).toHaveLength(1);
    const [mallory] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.email, 'mallory@example.com')));
    expect(mallory?.role).toBeNull();
  } finally {
    await database.close();
  }
});
