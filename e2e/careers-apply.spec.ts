// Job applications end to end, on a server of its own that mails a real SMTP server here.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { leads, mediaFiles } from '../src/server/db/schema';
import { COMPANY, jobs } from '../src/seed/seed-data';
import { samplePdf } from '../src/test/documents';
import { zipBombDocx } from '../src/test/hostile-files';
import { startTestSmtpServer, waitFor } from '../src/test/smtp';
import { expectNoAccessibilityViolations } from './support/axe';
import { firstStartDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let dataDir: string;
let nextIp = 10;
const job = jobs.find((j) => j.isActive !== false)!;
// A CV must open as a PDF (src/server/storage/document-check.ts): a real one, made by pdf-lib.
let PDF: Buffer;

test.beforeAll(async () => {
  PDF = await samplePdf();
  smtp = await startTestSmtpServer();
  dataDir = await firstStartDataDir();
  server = await startServer(dataDir, { env: { SMTP_URL: smtp.url, TRUST_PROXY: 'true' } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${nextIp++}` } });
  return context.newPage();
}

async function fillApplication(page: Page, name: string, cv: { name: string; mimeType: string; buffer: Buffer }) {
  await page.waitForTimeout(2_100);
  const form = page.getByRole('form', { name: 'Your Application' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email Address').fill(`${name.split(' ')[0]!.toLowerCase()}@example.com`);
  await form.getByLabel('LinkedIn, GitHub or Portfolio URL').fill('https://github.com/example');
  await form.getByLabel('Cover Letter').fill('I would love to join your QA team.');
  await form.getByLabel(/^CV/).setInputFiles(cv);
  await form.getByLabel(/I agree to the processing/).check();
  return form;
}

test('Apply Now on a job opens its form; a PDF CV is sent and the team gets it attached', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto(`${server.url}/careers`);
  await page
    .getByRole('article', { name: job.title })
    .getByRole('link', { name: /^Apply Now/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Apply: ${job.title}`);
  await expectNoAccessibilityViolations(page);

  const form = await fillApplication(page, 'Ada Lovelace', { name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Sent!', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');

  const toTeam = await waitFor(() => {
    const mail = smtp.received.find((m) => m.to.includes(COMPANY.email) && m.raw.includes('Ada Lovelace'));
    expect(mail).toBeDefined();
    return mail!;
  }, 15_000);
  expect(toTeam.raw).toContain('filename="CV - Ada Lovelace.pdf"');
});

test('a renamed executable is refused with a clear message', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto(`${server.url}/careers/apply`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send Us Your Resume');
  const form = await fillApplication(page, 'Mallory Exe', {
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)]),
  });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Your CV must be a PDF, DOC or DOCX file.').first()).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('Mallory Exe');
});

test('a ZIP bomb CV is refused with its sentence, and the form keeps what was typed', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto(`${server.url}/careers/apply`);
  // 190 MB of text in 190 KB (docs/decisions/095-bounded-upload-checks.md).
  const form = await fillApplication(page, 'Zip Bomber', {
    name: 'resume.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await zipBombDocx(),
  });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Your CV is too large or complex for us to open once unpacked.', { exact: false }).first()).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('Zip Bomber');
});

test('without JavaScript an open application is stored and the page says so', async ({ browser }) => {
  const page = await visitor(browser, { javaScriptEnabled: false });
  await page.goto(`${server.url}/careers/apply`);
  const form = await fillApplication(page, 'Nora NoScript', { name: 'nora.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/careers\/apply\?sent=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Application sent!' })).toBeVisible();
});

test('what was stored: two applications with their private CVs, nothing for the executable or the bomb', async () => {
  expect(await server.stop()).toBe(0);
  const database = await openPglite(dataDir);
  try {
    const stored = await database.db.select().from(leads);
    expect(stored.map((l) => [l.name, l.kind]).sort()).toEqual([
      ['Ada Lovelace', 'job_application'],
      ['Nora NoScript', 'job_application'],
    ]);
    const files = await database.db.select().from(mediaFiles).where(eq(mediaFiles.folder, 'applications'));
    expect(files.map((f) => f.isPrivate)).toEqual([true, true]);
    expect(files.map((f) => f.originalFilename).sort()).toEqual(['ada-cv.pdf', 'nora.pdf']);
  } finally {
    await database.close();
  }
});
