// The forms manager, on a server of its own: the seeded forms, search, refresh, the detail panel,
// and the Active toggle as a visitor sees it: a closed form says so on the public page and the
// server refuses a submission even from a page loaded while it was open.
import { expect, test, type Page } from '@playwright/test';
import { asc, eq } from 'drizzle-orm';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { openPglite } from '../src/server/db/client';
import { auditLog, leads, newsletterSubscribers } from '../src/server/db/schema';
import { card, signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { hiddenInputs } from './support/forms';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'erin@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Erin Editor' };
const CLOSED = 'This form is not accepting submissions at the moment.';
let server: RunningServer;
let dataDir: string;
let nextIp = 40;

test.beforeAll(async () => {
  dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

const visitorHeaders = () => ({ 'x-forwarded-for': `198.51.100.${nextIp++}` });

/** The contact page's no-JS form as a script reads it: its hidden inputs (action reference, render token). */
async function contactFormInputs() {
  const html = await (await fetch(`${server.url}/contact`, { headers: visitorHeaders() })).text();
  return hiddenInputs(html, 'aria-labelledby="inquiry-heading"');
}

/** Posts the contact form the way a browser without JavaScript does; answers the page's HTML. */
async function postInquiry(inputs: [string, string][], name: string) {
  const body = new FormData();
  for (const [field, value] of inputs) body.append(field, value);
  body.append('name', name);
  body.append('email', `${name.split(' ')[0]!.toLowerCase()}@example.com`);
  body.append('message', 'We would like an AI assistant for our support team.');
  body.append('consent', 'on');
  const answer = await fetch(`${server.url}/contact`, { method: 'POST', body, headers: visitorHeaders() });
  return answer.text();
}

async function toggleForm(page: Page, name: string, expectedToast: 'Form Activated' | 'Form Deactivated') {
  await page.getByRole('switch', { name: `${name} Active` }).click();
  await expect(toast(page, expectedToast)).toBeVisible();
  await expect(page.getByRole('switch', { name: `${name} Active` })).toHaveAttribute('aria-checked', expectedToast === 'Form Activated' ? 'true' : 'false');
}

test('the forms screen: seeded forms newest first, search, refresh and the detail panel', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/forms');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Forms | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forms');
  const list = page.getByRole('list', { name: 'Forms' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([
    'Contact Form',
    'Project Estimator',
    'Job Application',
    'Newsletter Sign-up',
    'AI Readiness Audit',
  ]);
  await expect(card(page, 'Contact Form')).toContainText('9 fields · 0 submissions');
  await expectNoAccessibilityViolations(page);

  await page.getByLabel('Search by name or slug').fill('job-app');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/admin\/forms\?q=job-app&status=all$/);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Job Application']);
  await page.getByLabel('Search by name or slug').fill('Newsletter');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Newsletter Sign-up']);
  await page.goto('/admin/forms');

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Refreshed at .+: 5 forms\.$/ })).toBeVisible();

  await page.getByRole('button', { name: 'View details of Contact Form' }).click();
  const panel = page.getByRole('dialog', { name: 'Contact Form' });
  await expect(panel).toBeVisible();
  const fields = panel.getByRole('table', { name: 'Fields of Contact Form' });
  await expect(fields.getByRole('row', { name: /Full Name name text Yes/ })).toBeVisible();
  await expect(fields.getByRole('row', { name: /Project Details message textarea Yes/ })).toBeVisible();
  await expect(fields.getByRole('row', { name: /Budget Range ?7 options budget select No/ })).toBeVisible();
  const settings = panel.getByRole('region', { name: 'Settings' });
  await expect(settings.getByRole('term').first()).toHaveText('Success message');
  await expect(settings.getByRole('definition').first()).toHaveText("Message Sent Successfully! We'll get back to you within 24 hours.");
  await expect(panel.getByRole('region', { name: 'Submissions' })).toContainText('0 submissions');
  await expect(panel.getByText('No submissions yet.')).toBeVisible();
  await expect(panel.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'View details of Contact Form' })).toBeFocused();
  expect(errors).toEqual([]);
});

test('a deactivated contact form is closed on the public site and refused by the server; reactivated, it works', async ({ browser }) => {
  // A visitor's page, loaded while the form is open.
  const stalePage = await contactFormInputs();

  const page = await signedIn(browser, server.url, EDITOR, '/admin/forms');
  await toggleForm(page, 'Contact Form', 'Form Deactivated');
  await expect(card(page, 'Contact Form')).toContainText('Inactive');

  const visitorContext = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: visitorHeaders() });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/contact');
  const inquiry = visitor.getByRole('region', { name: 'Tell Us About Your Project' });
  await expect(inquiry.getByText(CLOSED)).toBeVisible();
  await expect(inquiry.getByRole('link', { name: 'hello@axionlabs.dev' })).toHaveAttribute('href', 'mailto:hello@axionlabs.dev');
  await expect(visitor.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expectNoAccessibilityViolations(visitor);

  // The page loaded before the switch posts anyway: refused, with the message.
  const refused = await postInquiry(stalePage, 'Closed Carl');
  expect(refused).toContain(CLOSED);
  expect(refused).not.toContain('Message Sent Successfully!');

  await toggleForm(page, 'Contact Form', 'Form Activated');
  await visitor.reload();
  await expect(visitor.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(visitor.getByText(CLOSED)).toHaveCount(0);
  await visitorContext.close();

  const fresh = await contactFormInputs();
  // A person takes more than 2 s to fill the form (the spam check counts on it).
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  expect(await postInquiry(fresh, 'Open Olivia')).toContain('Message Sent Successfully!');

  await page.reload();
  await page.getByRole('button', { name: 'View details of Contact Form' }).click();
  const panel = page.getByRole('dialog', { name: 'Contact Form' });
  await expect(panel.getByRole('region', { name: 'Submissions' })).toContainText('1 submission');
  await expect(panel.getByRole('list', { name: 'Latest submissions' }).getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('list', { name: 'Latest submissions' })).toContainText('Open Olivia');
});

test('a deactivated job application form: the page says so and /api/applications refuses', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/forms');
  await page.getByRole('button', { name: 'View details of Job Application' }).click();
  const panel = page.getByRole('dialog', { name: 'Job Application' });
  await panel.getByRole('switch', { name: 'Active' }).click();
  await expect(toast(page, 'Form Deactivated')).toBeVisible();
  await expect(panel.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'false');
  await expect(panel).toContainText('The public form says it is not accepting submissions');

  const html = await (await fetch(`${server.url}/careers/apply`, { headers: visitorHeaders() })).text();
  expect(html).toContain(CLOSED);
  expect(html).not.toContain('Submit Application');

  const body = new FormData();
  body.append('name', 'Closed Cleo');
  body.append('email', 'cleo@example.com');
  body.append('consent', 'on');
  body.append('cv', new Blob(['%PDF-1.4\n%%EOF'], { type: 'application/pdf' }), 'cv.pdf');
  const answer = await fetch(`${server.url}/api/applications`, { method: 'POST', body, headers: { ...visitorHeaders(), Accept: 'application/json' } });
  expect(answer.status).toBe(400);
  expect(await answer.json()).toEqual({ status: 'error', code: 'form-closed', message: CLOSED });

  await panel.getByRole('switch', { name: 'Active' }).click();
  await expect(toast(page, 'Form Activated')).toBeVisible();
  expect(await (await fetch(`${server.url}/careers/apply`, { headers: visitorHeaders() })).text()).toContain('Submit Application');
});

test('a deactivated newsletter form: the footer says so and a sign-up from a page loaded before is refused', async ({ browser }) => {
  const footerForm = hiddenInputs(await (await fetch(`${server.url}/about`, { headers: visitorHeaders() })).text(), 'aria-label="Newsletter sign-up"');
  const page = await signedIn(browser, server.url, EDITOR, '/admin/forms');
  await toggleForm(page, 'Newsletter Sign-up', 'Form Deactivated');

  const visitorContext = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: visitorHeaders() });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const footer = visitor.getByRole('contentinfo');
  await expect(footer.getByText(CLOSED)).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await visitorContext.close();

  const subscribe = async (email: string) => {
    const body = new FormData();
    for (const [field, value] of footerForm) body.append(field, value);
    body.append('email', email);
    return (await fetch(`${server.url}/about`, { method: 'POST', body, headers: visitorHeaders() })).text();
  };
  expect(await subscribe('closed-reader@example.com')).not.toContain('Check your inbox to confirm your subscription.');

  // Reopened, the same page's sign-up goes through (so the refusal above was the server's).
  await toggleForm(page, 'Newsletter Sign-up', 'Form Activated');
  expect(await subscribe('open-reader@example.com')).toContain('Check your inbox to confirm your subscription.');
});

test('what was stored: nothing from the closed forms, one inquiry once reopened, every switch audited', async () => {
  expect(await server.stop()).toBe(0);
  const database = await openPglite(dataDir);
  try {
    expect((await database.db.select({ name: leads.name }).from(leads)).map((row) => row.name)).toEqual(['Open Olivia']);
    expect((await database.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)).map((row) => row.email)).toEqual([
      'open-reader@example.com',
    ]);
    const switches = await database.db
      .select({ action: auditLog.action, actor: auditLog.actorEmail })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'form'))
      .orderBy(asc(auditLog.createdAt));
    expect(switches).toEqual([
      { action: 'form.deactivate', actor: EDITOR.email },
      { action: 'form.activate', actor: EDITOR.email },
      { action: 'form.deactivate', actor: EDITOR.email },
      { action: 'form.activate', actor: EDITOR.email },
      { action: 'form.deactivate', actor: EDITOR.email },
      { action: 'form.activate', actor: EDITOR.email },
    ]);
  } finally {
    await database.close();
  }
});
