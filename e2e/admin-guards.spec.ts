// Every server action of the build and every admin route handler (a new one is covered
// automatically): each action is either one of the public ones named below or a staff action
// that names its role (staffAction, saveAndDelete or guarded), and each staff action and handler
// is called without a session, with a forged cookie, and by an editor where a higher role is
// required: all refused, and nothing changes. Forged saves with invalid values are refused with
// their message.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { openPglite } from '../src/server/db/client';
import { jobs, partners, rateCards, users } from '../src/server/db/schema';
import { prepareDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'guard-editor@axionlabs.dev', password: 'an editor passphrase', name: 'Guard Editor' };
const ADMIN = { email: 'guard-admin@axionlabs.dev', password: 'an admin passphrase', name: 'Guard Admin' };
const ROLE_IN_SOURCE = /(?:guarded|staffAction|requireRole|requireRoleForRoute)\(\s*'(super_admin|admin|editor)'/;
/** The server actions visitors use without an account; every other one must name a staff role. */
const PUBLIC_ACTIONS = new Set([
  'signInWithPassword',
  'verifySecondFactor',
  'passkeySignInOptions',
  'verifyPasskeySignIn',
  'signUpWithPassword',
  'signOut',
  'createFirstAdministrator',
  'requestPasswordResetLink',
  'setNewPassword',
  'acceptInvitation',
  'generateEstimate',
  'emailEstimate',
  'acceptEstimate',
  'submitInquiry',
  'subscribeToNewsletter',
  'submitFormEntry',
]);
const ABOVE_EDITOR = new Set(['admin', 'super_admin']);
const root = process.cwd();

type Action = { id: string; name: string; file: string; page: string; role: string };
type Handler = { url: string; method: string; file: string; role: string };

/**
 * The role an exported function asks for: the first guard call in its body, or for
 * `export const saveJob = actions.save`, the role of `const actions = saveAndDelete('<role>', ...)`.
 */
function roleOf(source: string, exportedName: string, file: string): string {
  const start = source.search(new RegExp(`export (?:async )?function ${exportedName}\\b|export const ${exportedName}\\b`));
  expect(start, `${file}: ${exportedName} not found`).toBeGreaterThanOrEqual(0);
  const next = source.slice(start + 10).search(/\nexport /);
  const body = source.slice(start, next < 0 ? undefined : start + 10 + next);
  const made = /^export const \w+ = (\w+)\.(?:save|remove);/.exec(body)?.[1];
  const role = made ? new RegExp(`const ${made} = saveAndDelete\\(\\s*'(super_admin|admin|editor)'`).exec(source)?.[1] : ROLE_IN_SOURCE.exec(body)?.[1];
  expect(
    role,
    `${file}: ${exportedName} must be made by staffAction('<role>', ...) or saveAndDelete('<role>', ...), or start with guarded('<role>', ...), requireRole('<role>') or requireRoleForRoute('<role>')`,
  ).toBeTruthy();
  return role!;
}

function adminActions(): Action[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node)
    .filter(([, entry]) => !PUBLIC_ACTIONS.has(entry.exportedName))
    .map(([id, entry]) => {
      const worker = Object.keys(entry.workers).find((w) => w.startsWith('app/admin')) ?? Object.keys(entry.workers)[0]!;
      const page = `/${worker.replace(/^app\//, '').replace(/\/page$/, '')}`
        .replace(/\/\([^)]+\)/g, '')
        .replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000000');
      // Turbopack names the file from the project root (src/features/...), webpack from src/.
      const file = fs.existsSync(path.join(root, entry.filename)) ? entry.filename : path.join('src', entry.filename);
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      return { id, name: entry.exportedName, file, page, role: roleOf(source, entry.exportedName, file) };
    });
}

function adminRouteHandlers(): Handler[] {
  const base = path.join(root, 'src/app/api/admin');
  const handlers: Handler[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.ts') {
        const source = fs.readFileSync(full, 'utf8');
        const url = `/${path.relative(path.join(root, 'src/app'), path.dirname(full))}`.replace(/\[[^\]]+\]/g, '00000000-0000-4000-8000-000000000000');
        for (const [, method] of source.matchAll(/export async function (GET|POST|PUT|PATCH|DELETE)\b/g)) {
          handlers.push({ url, method: method!, file: path.relative(root, full), role: roleOf(source, method!, full) });
        }
      }
    }
  };
  walk(base);
  return handlers;
}

let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, ADMIN);
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
  });
  server = await startServer(dataDir);
});
test.afterAll(async () => {
  await server?.stop();
});

async function callAction(request: import('@playwright/test').APIRequestContext, action: Action, cookie: string) {
  const response = await request.post(`${server.url}${action.page}`, {
    headers: { 'Next-Action': action.id, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', cookie },
    data: JSON.stringify([
      { id: '00000000-0000-4000-8000-000000000000', role: 'super_admin', email: 'x@example.com', name: 'X', password: 'a long password 123' },
    ]),
    maxRedirects: 0,
  });
  return { status: response.status(), body: await response.text() };
}

test('every admin action and route handler refuses visitors without a session or with a forged one', async ({ playwright }) => {
  const actions = adminActions();
  const handlers = adminRouteHandlers();
  // Staff actions wherever they live: the collections' saves and the publishing workflow's too.
  expect(actions.map((action) => action.name)).toEqual(expect.arrayContaining(['saveJob', 'deleteRateCard', 'publishRecord', 'scheduleRecord']));
  expect(handlers.length).toBeGreaterThan(0);
  const request = await playwright.request.newContext();
  for (const handler of handlers) {
    for (const cookie of ['', '__Secure-axion.session_token=forged.value']) {
      const response = await request.fetch(`${server.url}${handler.url}`, { method: handler.method, headers: cookie ? { cookie } : {}, maxRedirects: 0 });
      expect(response.status(), `${handler.method} ${handler.url} (${cookie ? 'forged cookie' : 'no session'})`).toBe(401);
    }
  }
  for (const action of actions) {
    // Without any cookie the proxy already sends admin requests to the login...
    const anonymous = await callAction(request, action, '');
    expect([303, 307, 308], `${action.file} ${action.name}`).toContain(anonymous.status);
    // ...with a forged one the action's own guard answers.
    const forged = await callAction(request, action, '__Secure-axion.session_token=forged.value');
    expect(forged.body, `${action.file} ${action.name}`).toMatch(/"ok":false[^}]*"status":401|"status":401[^}]*"ok":false/);
  }
  await request.dispose();
});

test('an editor is refused every action and route handler that needs a higher role', async ({ page, playwright }) => {
  await page.goto(`${server.url}/ax-admin-panel`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(EDITOR.email);
  await form.getByLabel('Password').fill(EDITOR.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const session = (await page.context().cookies()).find((c) => c.name.endsWith('axion.session_token'))!;
  const cookie = `${session.name}=${session.value}`;

  const request = await playwright.request.newContext();
  for (const handler of adminRouteHandlers().filter((h) => ABOVE_EDITOR.has(h.role))) {
    const response = await request.fetch(`${server.url}${handler.url}`, { method: handler.method, headers: { cookie } });
    expect(response.status(), `${handler.method} ${handler.url}`).toBe(403);
  }
  for (const action of adminActions().filter((a) => ABOVE_EDITOR.has(a.role))) {
    const answer = await callAction(request, action, cookie);
    expect(answer.body, `${action.file} ${action.name}`).toMatch(/"ok":false[^}]*"status":403|"status":403[^}]*"ok":false/);
  }
  await request.dispose();
});

test('forged saves with invalid values are refused with their message, even for a super admin', async ({ page, playwright }) => {
  await page.goto(`${server.url}/ax-admin-panel`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const session = (await page.context().cookies()).find((c) => c.name.endsWith('axion.session_token'))!;
  const cookie = `${session.name}=${session.value}`;

  const actions = adminActions();
  const forged: [string, unknown, string][] = [
    [
      'saveJob',
      { title: 'Forged Job', department: 'Engineering', location: 'Remote', type: 'freelance' },
      'Choose a job type: full-time, part-time, contract or internship.',
    ],
    ['savePartner', { name: 'Forged Partner', websiteUrl: 'javascript:alert(1)' }, 'The website URL must be a web address starting with http:// or https://.'],
    ['saveRateCard', { role: 'Forged Role', hourlyRate: -5 }, 'The hourly rate must be greater than 0.'],
  ];
  const request = await playwright.request.newContext();
  for (const [name, input, message] of forged) {
    const action = actions.find((a) => a.name === name)!;
    const response = await request.post(`${server.url}${action.page}`, {
      headers: { 'Next-Action': action.id, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', cookie },
      data: JSON.stringify([input]),
      maxRedirects: 0,
    });
    const body = await response.text();
    expect(body, name).toContain(`"error":"${message}"`);
    expect(body, name).toMatch(/"status":400/);
  }
  await request.dispose();
});

test('nothing changed: the accounts are as they were', async () => {
  expect(await server.stop()).toBe(0);
  const database = await openPglite(dataDir);
  try {
    const accounts = await database.db.select({ email: users.email, role: users.role, banned: users.banned, name: users.name }).from(users);
    expect(accounts.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: ADMIN.email, role: 'super_admin', banned: false, name: ADMIN.name },
      { email: EDITOR.email, role: 'editor', banned: false, name: EDITOR.name },
    ]);
    expect(await database.db.select().from(users).where(eq(users.email, 'x@example.com'))).toHaveLength(0);
    // The forged saves stored nothing.
    expect(await database.db.select().from(jobs).where(eq(jobs.title, 'Forged Job'))).toHaveLength(0);
    expect(await database.db.select().from(partners).where(eq(partners.name, 'Forged Partner'))).toHaveLength(0);
    expect(await database.db.select().from(rateCards).where(eq(rateCards.role, 'Forged Role'))).toHaveLength(0);
  } finally {
    await database.close();
  }
});
