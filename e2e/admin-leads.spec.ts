// Forms & Leads (/admin/leads), on a server of its own whose database holds an editor and a
// page and a half of older leads: an inquiry a visitor sends on the public site shows up in the
// inbox, is worked through its pipeline and notes, and the CSV export holds what the list shows.
import fs from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import path from 'node:path';
import { leads, mailOutbox, mediaFiles, newsletterSubscribers } from '../src/server/db/schema';
import { signedIn, toast } from './support/admin';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const CV_PDF = `%PDF-1.4\n% Alan Turing, curriculum vitae\n${'x'.repeat(1_200)}\n%%EOF\n`;
const EDITOR = { email: 'erin@axionlabs.dev', password: 'an editor with a long passphrase', name: 'Erin Editor' };
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    await createAdministrator(db, { ...EDITOR, role: 'editor' });
    const start = Date.UTC(2026, 0, 5, 9);
    // 55 older contact leads and 3 estimates, all read: more than one page of 50.
    await db.insert(leads).values([
      ...Array.from({ length: 55 }, (_, i) => ({
        kind: 'contact' as const,
        name: `Archive Contact ${String(i + 1).padStart(2, '0')}`,
        email: `archive${i + 1}@example.com`,
        isRead: true,
        createdAt: new Date(start + i * 3_600_000),
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        kind: 'estimate' as const,
        name: `Estimate Person ${i + 1}`,
        email: `estimate${i + 1}@example.com`,
        isRead: true,
        createdAt: new Date(start + (i * 7 + 2) * 3_600_000),
      })),
      {
        kind: 'contact' as const,
        name: 'Spammy Sam',
        email: 'sam@spam.example',
        isSpam: true,
        spamReason: 'honeypot',
        isRead: true,
        createdAt: new Date(start + 100 * 3_600_000),
      },
    ]);
    await db
      .insert(newsletterSubscribers)
      .values({ email: 'reader@example.com', status: 'subscribed', unsubscribeToken: 'e2e-reader-token', createdAt: new Date(start + 101 * 3_600_000) });
    const [fiona] = await db
      .insert(leads)
      .values({ kind: 'contact', name: 'Failed Fiona', email: 'fiona@example.com', isRead: true, createdAt: new Date(start + 102 * 3_600_000) })
      .returning({ id: leads.id });
    const [cv] = await db
      .insert(mediaFiles)
      .values({
        filename: 'e2e-cv.pdf',
        originalFilename: 'alan-turing-cv.pdf',
        filePath: 'private/applications/e2e-cv.pdf',
        fileSize: CV_PDF.length,
        mimeType: 'application/pdf',
        folder: 'applications',
        isPrivate: true,
      })
      .returning({ id: mediaFiles.id });
    await db.insert(leads).values({
      kind: 'job_application',
      name: 'Alan Turing',
      email: 'alan@example.com',
      profileUrl: 'https://github.com/alan',
      cvFileId: cv!.id,
      isRead: true,
      createdAt: new Date(start + 103 * 3_600_000),
    });
    await db.insert(mailOutbox).values({
      toAddress: 'fiona@example.com',
      subject: 'We received your message - Axion Labs',
      textBody: 'Thanks',
      leadId: fiona!.id,
      status: 'failed',
      attempts: 8,
      lastError: '421 Service not available',
    });
  });
  await fs.mkdir(path.join(dataDir, 'media/private/applications'), { recursive: true });
  await fs.writeFile(path.join(dataDir, 'media/private/applications/e2e-cv.pdf'), CV_PDF);
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

const table = (page: Page) => page.getByRole('table', { name: 'Leads, newest first' });
/** The Name column of the rows shown (an empty list has no table: none). */
const visibleNames = (page: Page) => page.getByRole('table', { name: 'Leads, newest first' }).locator('tbody tr td:first-child').allTextContents();
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications:/ });

/** A visitor sends the contact form (a person takes more than 2 s to fill it: the spam check counts on it). */
async function sendInquiry(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' } });
  const visitor = await context.newPage();
  await visitor.goto('/contact?utm_source=newsletter&utm_campaign=autumn');
  await visitor.waitForTimeout(2_100);
  const form = visitor.getByRole('form', { name: 'Tell Us About Your Project' });
  await form.getByLabel('Full Name').fill('Grace Hopper');
  await form.getByLabel('Email Address').fill('grace@example.com');
  await form.getByLabel('Company').fill('Navy Labs');
  await form.getByLabel('Project Type').selectOption('AI & Machine Learning');
  await form.getByLabel('Budget Range').selectOption('$20,000 - $50,000');
  await form.getByLabel('Timeline').selectOption('3-6 months');
  await form.getByLabel('Project Details').fill('We need an assistant that answers questions about our manuals.');
  await form.getByLabel(/I agree to the processing/).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByText('Message Sent Successfully!').first()).toBeVisible();
  await context.close();
}

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

async function exportedNames(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const [header, ...rows] = parseCsv(await fs.readFile((await download.path())!, 'utf8'));
  expect(header?.[2]).toBe('Name');
  return rows.map((row) => row[2]);
}

test('an inquiry from the public site shows after a reload, is worked through its pipeline, and stays changed', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/leads');
  const errors = watchConsoleErrors(page);
  await expect(page).toHaveTitle('Forms & Leads | Admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forms & Leads');
  await expect(bell(page)).toHaveAccessibleName('Notifications: no new leads');
  await expect(table(page).getByRole('link', { name: 'Grace Hopper' })).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await sendInquiry(browser);
  await page.reload();
  const firstRow = table(page).locator('tbody tr').first();
  await expect(firstRow.getByRole('cell').first()).toHaveText('Grace Hopper');
  await expect(firstRow).toContainText('Contact');
  await expect(firstRow).toContainText('grace@example.com');
  await expect(firstRow).toContainText('Navy Labs');
  await expect(firstRow).toContainText('New');
  await expect(firstRow).toContainText('Unread');
  await expect(bell(page)).toHaveAccessibleName('Notifications: 1 new lead');

  await firstRow.getByRole('link', { name: 'Grace Hopper' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grace Hopper');
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Navy Labs');
  await expect(details).toContainText('$20,000 - $50,000');
  await expect(details).toContainText('We need an assistant that answers questions about our manuals.');
  const context = page.getByRole('region', { name: 'Page and campaign' });
  await expect(context).toContainText('newsletter');
  await expect(context).toContainText('autumn');
  const emails = page.getByRole('list', { name: 'Emails sent for this lead' });
  await expect(emails.getByRole('listitem')).toHaveCount(2);
  await expect(emails).toContainText('New inquiry: Grace Hopper (Navy Labs)');
  await expect(emails).toContainText('To grace@example.com');
  await expectNoAccessibilityViolations(page);

  // The status pipeline: the change persists.
  const status = page.getByLabel('Status');
  await expect(status).toHaveValue('new');
  await status.selectOption({ label: 'Contacted' });
  await expect(toast(page, 'Status Updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('contacted');

  // Notes, oldest first, with their author.
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(toast(page, 'Failed to add note.')).toContainText('Please enter the note.');
  await page.getByLabel('New note').fill('Called her, she wants a demo.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(toast(page, 'Note Added')).toBeVisible();
  await page.getByLabel('New note').fill('Demo booked for Friday.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  const notes = page.getByRole('list', { name: 'Notes, oldest first' });
  await expect(notes.getByRole('listitem')).toHaveCount(2);
  await expect(notes.getByRole('listitem').first()).toContainText('Called her, she wants a demo.');
  await expect(notes.getByRole('listitem').first()).toContainText(EDITOR.email);
  await expect(page.getByLabel('New note')).toHaveValue('');

  // Spam and back.
  await page.getByRole('button', { name: 'Mark as Spam' }).click();
  await expect(toast(page, 'Marked as Spam')).toBeVisible();
  await page.goto('/admin/leads');
  await expect(table(page).getByRole('link', { name: 'Grace Hopper' })).toHaveCount(0);
  await page.goto('/admin/leads?spam=only');
  await table(page).getByRole('link', { name: 'Grace Hopper' }).click();
  await page.getByRole('button', { name: 'Mark as Not Spam' }).click();
  await expect(toast(page, 'Marked as Not Spam')).toBeVisible();

  // Opened, so read: the bell no longer counts it; the status filter finds it as contacted.
  await page.goto('/admin/leads?status=contacted');
  await expect(bell(page)).toHaveAccessibleName('Notifications: no new leads');
  expect(await visibleNames(page)).toEqual(['Grace Hopper']);
  await expect(table(page).locator('tbody tr').first()).not.toContainText('Unread');
  expect(errors).toEqual([]);
});

test('filters choose the rows, pages go older and back, and the CSV export holds every matching row', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/leads');
  // The default: spam hidden, subscribers included, 50 rows on the first page.
  const firstPage = await visibleNames(page);
  expect(firstPage).toHaveLength(50);
  expect(firstPage).not.toContain('Spammy Sam');
  expect(firstPage).toContain('reader@example.com');
  // The export is the whole filtered list, not the page on screen: the first page, then the rest.
  const total = Number((await page.getByText(/^\d+ leads · newest first$/).textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(50);
  const everything = await exportedNames(page);
  expect(everything).toHaveLength(total);
  expect(everything.slice(0, 50)).toEqual(firstPage);

  // Contact leads matching 'archive', through the filter form, then the older page and back.
  const filters = page.getByRole('search', { name: 'Filter leads' });
  await filters.getByLabel('Type').selectOption({ label: 'Contact' });
  await filters.getByLabel(/^Search/).fill('archive');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/kind=contact/);
  await expect(page.getByText('55 leads · newest first')).toBeVisible();
  const newest = await visibleNames(page);
  await expect(page.getByRole('link', { name: 'Newer' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Older' }).click();
  await expect(page).toHaveURL(/kind=contact.*after=/);
  const secondPage = await visibleNames(page);
  expect(secondPage).toEqual(['Archive Contact 05', 'Archive Contact 04', 'Archive Contact 03', 'Archive Contact 02', 'Archive Contact 01']);
  await expect(page.getByRole('link', { name: 'Older' })).toHaveCount(0);
  expect(await exportedNames(page)).toEqual([...newest, ...secondPage]);
  await page.getByRole('link', { name: 'Newer' }).click();
  await expect(page).toHaveURL(/kind=contact.*before=/);
  expect(await visibleNames(page)).toEqual(newest);
  await page.getByRole('link', { name: 'Oldest' }).click();
  await expect(page).toHaveURL(/kind=contact.*oldest=1/);
  expect((await visibleNames(page)).slice(-5)).toEqual(secondPage);

  // Date range and spam only.
  await page.goto('/admin/leads?from=2026-01-05&to=2026-01-05&kind=estimate');
  expect(await visibleNames(page)).toEqual(['Estimate Person 2', 'Estimate Person 1']);
  await page.goto('/admin/leads?spam=only');
  expect(await visibleNames(page)).toEqual(['Spammy Sam']);
  expect(await exportedNames(page)).toEqual(['Spammy Sam']);

  // Subscribers: plain rows with no detail view.
  await page.goto('/admin/leads?kind=subscriber');
  const subscriber = table(page).locator('tbody tr');
  await expect(subscriber).toHaveCount(1);
  await expect(subscriber).toContainText('Subscriber');
  await expect(subscriber).toContainText('Subscribed');
  await expect(subscriber.getByRole('link')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

test('a failed email is sent again with Retry', async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/leads?q=fiona');
  await table(page).getByRole('link', { name: 'Failed Fiona' }).click();
  const emails = page.getByRole('list', { name: 'Emails sent for this lead' });
  await expect(emails).toContainText('Failed · 8 attempts');
  await expect(emails).toContainText('Last error: 421 Service not available');
  await emails.getByRole('button', { name: 'Retry We received your message - Axion Labs' }).click();
  await expect(toast(page, 'Email Queued Again')).toBeVisible();
  // The worker was woken; with no SMTP server configured it writes the message to a file.
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByRole('list', { name: 'Emails sent for this lead' }).textContent();
    })
    .toContain('Sent · 1 attempt');
  await expect(page.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
});

test("a job application's CV downloads through a short-lived signed link", async ({ browser }) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/leads?kind=job_application');
  await table(page).getByRole('link', { name: 'Alan Turing' }).click();
  await expect(page).toHaveTitle('Lead: Alan Turing | Admin');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('https://github.com/alan');
  const link = page.getByRole('link', { name: 'Download CV (alan-turing-cv.pdf, 1.2 KB)' });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('alan-turing-cv.pdf');
  expect(await fs.readFile((await download.path())!, 'utf8')).toBe(CV_PDF);
  // A link with another signature (or expiry) is refused.
  const forged = await page.request.get(href.replace(/signature=[\w-]+/, 'signature=forged'));
  expect(forged.status()).toBe(403);
  await expectNoAccessibilityViolations(page);
});
