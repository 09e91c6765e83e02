// Signing in to the admin, on a server of its own whose database holds a super admin and an
// editor (created before the server starts), with sign-up switched on.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { openPglite } from '../src/server/db/client';
import { auditLog, siteSettings, users } from '../src/server/db/schema';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'admin@axionlabs.dev', password: 'correct horse battery staple', name: 'Ada Admin' };
const EDITOR = { email: 'editor@axionlabs.dev', password: 'another long passphrase', name: 'Eddie Editor' };
const WRITER = { email: 'writer@axionlabs.dev', password: 'yet another passphrase', name: 'Wanda Writer' };
let server: RunningServer;
let dataDir: string;
let nextIp = 20;

test.beforeAll(async () => {
  dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, ADMIN);
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
    await createAdministrator(db, { ...WRITER, role: 'editor' });
    await db.update(siteSettings).set({ value: true }).where(eq(siteSettings.key, 'signup_enabled'));
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true' } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${nextIp++}` } });
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  // One attempt at a time: wait for the server's answer before the next.
  await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: 'Sign In' }).click()]);
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

test('after 5 failed sign-ins for one account, even the right password is refused, on both login screens', async ({ browser }) => {
  for (const [path, account] of [['/ax-admin-panel', EDITOR], ['/auth', WRITER]] as const) {
    const page = await visitor(browser);
    await page.goto(path);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn(page, account.email, `wrong password ${attempt}`);
      await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('status')).toHaveText('Invalid credentials. Please try again.');
      await page.reload();
    }
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('status')).toHaveText('Too many failed sign-in attempts. Please wait 10 minutes and try again.');
    await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}`));
  }
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

test('the audit log holds the sign-in attempts, and the sign-up has no role', async () => {
  expect(await server.stop()).toBe(0);
  const database = await openPglite(dataDir);
  try {
    const attempts = await database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in'));
    const failed = attempts.filter((a) => a.details.success === false);
    const succeeded = attempts.filter((a) => a.details.success === true);
    expect(succeeded.length).toBeGreaterThanOrEqual(2);
    expect(failed.length).toBeGreaterThanOrEqual(14);
    expect(failed.some((a) => a.actorEmail === 'nobody@axionlabs.dev')).toBe(true);
    expect(failed.every((a) => a.ipAddress?.startsWith('192.0.2.'))).toBe(true);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_out'))).toHaveLength(1);
    const [mallory] = await database.db.select().from(users).where(and(eq(users.email, 'mallory@example.com')));
    expect(mallory?.role).toBeNull();
  } finally {
    await database.close();
  }
});
