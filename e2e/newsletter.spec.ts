// Issue 22's newsletter, as visitors and staff go through it (decision 092): a visitor signs up in
// the footer, the confirmation email arrives at the local SMTP server and its link confirms; an
// admin writes an issue with a post, sends a test to themselves and then the issue: it reaches the
// confirmed subscriber (with the List-Unsubscribe headers) and not the one who never confirmed.
// The email's unsubscribe link opens a page whose button unsubscribes; a tampered link gets a page
// that says so, with a 4xx.
// With SCREENSHOT_DIR set, every new screen is also photographed at 390 and 1440 px wide.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { pages } from '../src/server/db/schema';
import { startTestSmtpServer, waitFor, type ReceivedMail } from '../src/test/smtp';
import { signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { mailsTo, mailSubject, mailText } from './support/mail';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'nora@axionlabs.dev', password: 'a newsletter editor passphrase', name: 'Nora News' };
const READER = 'reader@example.com';
const UNCONFIRMED = 'never-confirmed@example.com';
const POST = {
  title: 'Shipping retrieval-augmented generation to production',
  slug: 'shipping-rag-to-production',
  excerpt: 'What broke when our RAG prototype met real documents, and what we changed.',
};
const SUBJECT = 'Insights: RAG in production';
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

test.beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...ADMIN, role: 'admin' });
    await db.insert(pages).values({ ...POST, kind: 'post', isPublished: true, publishedAt: new Date() });
  });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: smtp.url, NEWSLETTER_INTERVAL_MS: '500' } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** With SCREENSHOT_DIR: the page at 390 and 1440 px, full length. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

let visitorNumber = 0;
async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${++visitorNumber}` } });
  return context.newPage();
}

async function signUp(browser: Browser, email: string) {
  const page = await visitor(browser);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Check your inbox to confirm your subscription.');
  return page;
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
const issueMails = (email: string) => mailsTo(smtp.received, email, SUBJECT);

test('a visitor signs up in the footer and confirms with the link in the email', async ({ browser }) => {
  const page = await signUp(browser, READER);
  await signUp(browser, UNCONFIRMED);
  const [confirmation] = await waitFor(() => {
    const found = mailsTo(smtp.received, READER, 'Confirm your subscription');
    expect(found).toHaveLength(1);
    return found;
  }, 20_000);
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mailText(confirmation!.raw))![0];
  expect(link.startsWith(server.url)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed');
  await expect(page.getByRole('main')).toContainText(READER);
  await expectNoAccessibilityViolations(page);
  await screenshots(page, 'newsletter-confirmed');

  // A link whose signature was changed confirms nothing and says why.
  const tampered = await page.goto(link.replace(/.{4}$/, 'AAAA'));
  expect(tampered?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  await screenshots(page, 'newsletter-link-not-valid');
});

test('an admin writes an issue, tests it, sends it: the confirmed subscriber gets it, the unconfirmed one does not', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
  await expect(page.getByText('1 confirmed subscriber.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'New issue' }).click();

  const form = page.getByRole('form', { name: 'Issue' });
  await form.getByLabel('Subject').fill(SUBJECT);
  await form.getByLabel('Intro').fill('Hello from the team.\n\nThis month: what we learned shipping RAG.');
  await form.getByRole('button', { name: `Add ${POST.title}` }).click();
  await expect(form.getByRole('list', { name: 'Chosen posts, in order' })).toContainText(POST.title);
  await form.getByRole('button', { name: 'Create issue' }).click();
  await expect(toast(page, 'Issue created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUBJECT);
  await expect(page.frameLocator('iframe[title^="Email preview"]').getByRole('link', { name: POST.title })).toBeVisible();
  await screenshots(page, 'newsletter-issue-draft');

  await page.getByRole('button', { name: 'Send test to myself' }).click();
  await expect(toast(page, `Test sent to ${ADMIN.email}`)).toBeVisible();
  const [test] = await waitFor(() => {
    const found = mailsTo(smtp.received, ADMIN.email, `[Test] ${SUBJECT}`);
    expect(found).toHaveLength(1);
    return found;
  }, 20_000);
  expect(mailText(test!.raw)).toContain(POST.title);
  expect(issueMails(READER)).toHaveLength(0);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Send “${SUBJECT}” to 1 confirmed subscriber now? This cannot be undone.`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(toast(page, 'Sending to 1 confirmed subscriber')).toBeVisible();

  const [issue] = await waitFor(() => {
    const found = issueMails(READER);
    expect(found).toHaveLength(1);
    return found;
  }, 30_000);
  const text = mailText(issue!.raw);
  expect(mailSubject(issue!.raw)).toBe(SUBJECT);
  expect(text).toContain('This month: what we learned shipping RAG.');
  expect(text).toContain(`${server.url}/insights/${POST.slug}`);
  expect(header(issue!.raw, 'List-Unsubscribe')).toMatch(new RegExp(`^<${server.url}/api/newsletter/unsubscribe\\?token=[\\w-]+&issue=[0-9a-f-]+>$`));
  expect(header(issue!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  // Queued to everyone there is: the issue is sent, and the unconfirmed address got nothing but its confirmation.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('1 recipient: 1 sent · 0 failed · 0 unsubscribed');
  }).toPass({ timeout: 20_000 });
  expect(smtp.received.filter((mail: ReceivedMail) => mail.to.includes(UNCONFIRMED)).map((mail) => mailSubject(mail.raw))).toEqual([
    'Confirm your subscription to the Axion Labs newsletter',
  ]);
  await screenshots(page, 'newsletter-issue-sent');

  await page.goto('/admin/newsletter');
  await expect(page.getByRole('list', { name: 'Issues, newest first' })).toContainText('1 recipient: 1 sent · 0 failed · 0 unsubscribed');
  await screenshots(page, 'newsletter-issues');

  await page.getByRole('link', { name: 'Subscribers' }).click();
  await expect(page.getByRole('table', { name: 'Subscribers, newest first' })).toContainText('Pending confirmation');
  await expect(page.getByRole('table', { name: 'Subscribers, newest first' })).toContainText('Subscribed');
  await screenshots(page, 'newsletter-subscribers');

  // The email itself, as a mail client shows its HTML.
  if (process.env.SCREENSHOT_DIR) {
    const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mailText(issue!.raw))?.[0];
    if (html) {
      // mailText turns quoted-printable into one character per byte: these bytes are UTF-8.
      await page.setContent(Buffer.from(html, 'latin1').toString('utf8'));
      await screenshots(page, 'newsletter-email');
    }
  }
});

test('the unsubscribe link in the email opens a page whose button unsubscribes', async ({ browser }) => {
  const [issue] = issueMails(READER);
  const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+&issue=[0-9a-f-]+/.exec(mailText(issue!.raw))![0];
  const page = await visitor(browser);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter?');
  await expectNoAccessibilityViolations(page);
  await screenshots(page, 'newsletter-unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter\/preferences\?/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You are unsubscribed. You will receive no more newsletters.');
  await expect(page.getByRole('main')).toContainText('Unsubscribed');
  await expectNoAccessibilityViolations(page);
  await screenshots(page, 'newsletter-preferences');

  // Counted for the issue whose email held the link.
  const admin = await signedIn(browser, server.url, ADMIN, '/admin/newsletter');
  await expect(admin.getByRole('list', { name: 'Issues, newest first' })).toContainText('1 sent · 0 failed · 1 unsubscribed');

  // An address nobody has: a 404 page that says the link is not valid.
  const unknown = await page.goto('/newsletter/preferences?token=abcdefghijklmnopqrstuvwxyz012345');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
});

test('an admin imports subscribers from a CSV: a file with a bad line is refused whole, a good one is taken', async ({ browser }) => {
  const page = await signedIn(browser, server.url, ADMIN, '/admin/newsletter/subscribers');
  await page.getByRole('button', { name: 'Import a CSV' }).click();
  const form = page.getByRole('form', { name: 'Import subscribers' });
  await form
    .getByLabel('CSV file')
    .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from('email,status\nada@example.com,subscribed\nnot an address,\n') });
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByRole('alert')).toContainText('Line 3: Please enter a valid email address.');
  await expect(page.getByRole('table', { name: 'Subscribers, newest first' })).not.toContainText('ada@example.com');
  await screenshots(page, 'newsletter-import-refused');

  await form
    .getByLabel('CSV file')
    .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from('email,status\nada@example.com,subscribed\ngrace@example.com,\n') });
  await form.getByLabel(/These people agreed/).check();
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByRole('status')).toHaveText('Imported: 2 subscribed, 0 pending (sent the confirmation email), 0 unsubscribed, 0 already on the list.');
  await expect(page.getByRole('table', { name: 'Subscribers, newest first' }).getByRole('row').filter({ hasText: 'grace@example.com' })).toContainText(
    'Subscribed',
  );
});
