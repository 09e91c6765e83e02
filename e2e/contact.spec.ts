// The contact form end to end, on a server of its own that sends mail to a real SMTP server in
// this test process. Each test speaks from its own IP address (TRUST_PROXY + X-Forwarded-For),
// so that the rate limit of one does not spill into the others.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { asc } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { leads } from '../src/server/db/schema';
import { COMPANY } from '../src/seed/seed-data';
import { startTestSmtpServer, waitFor } from '../src/test/smtp';
import { firstStartDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';
import { expectNoAccessibilityViolations } from './support/axe';
import { hiddenInputs } from './support/forms';
import { mailText } from './support/mail';
import { visitorToast } from './support/admin';
import { unbreakablePhone } from '../src/components/site/phone-link';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let dataDir: string;
let nextIp = 10;

test.beforeAll(async () => {
  smtp = await startTestSmtpServer();
  dataDir = await firstStartDataDir();
  server = await startServer(dataDir, { env: { SMTP_URL: smtp.url, TRUST_PROXY: 'true' } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${nextIp++}` } });
  return context.newPage();
}

const inquiryForm = (page: Page) => page.getByRole('form', { name: 'Tell Us About Your Project' });

/** A person takes more than 2 s to fill the form; the spam check counts on it. */
async function fillInquiry(page: Page, name: string, email: string) {
  await page.waitForTimeout(2_100);
  const form = inquiryForm(page);
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Company').fill('Navy Labs');
  await form.getByLabel('Project Type').selectOption('AI & Machine Learning');
  await form.getByLabel('Budget Range').selectOption('$20,000 - $50,000');
  await form.getByLabel('Timeline').selectOption('3-6 months');
  await form.getByLabel('Project Details').fill('We need an assistant that answers questions about our manuals.');
  await form.getByLabel(/I agree to the processing/).check();
}

test('the contact page shows the form, the contact card from the settings, and passes axe', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto(`${server.url}/contact`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Free Estimate' })).toHaveAttribute('href', '/estimator');
  await expect(page.getByRole('link', { name: /Schedule Call/ })).toHaveAttribute('target', '_blank');
  const card = page.getByRole('region', { name: 'Contact Information' });
  await expect(card.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
  await expect(card.getByRole('link', { name: unbreakablePhone(COMPANY.phone) })).toHaveAttribute('href', 'tel:+13075550142');
  await expect(card.getByText('10:00 AM - 2:00 PM MST')).toBeVisible();
  expect(await inquiryForm(page).getByLabel('Project Type').locator('option').allTextContents()).toHaveLength(10);
  expect(await inquiryForm(page).getByLabel('Budget Range').locator('option').allTextContents()).toHaveLength(8);
  expect(await inquiryForm(page).getByLabel('Timeline').locator('option').allTextContents()).toHaveLength(7);
  await expect(inquiryForm(page).getByLabel('Email Address')).toHaveAttribute('type', 'email');
  await expectNoAccessibilityViolations(page);
});

test('an empty submit shows the validation toast and each error beside its field, and sends nothing', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto(`${server.url}/contact`);
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The spec's toast, naming the fields by the labels on screen.
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(visitorToast(page, 'Please fill in all required fields (Full Name, Email Address, Project Details).')).toBeVisible();
  const form = inquiryForm(page);
  for (const label of ['Full Name', 'Email Address', 'Project Details']) await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription('Please enter your name.');
  await expect(form.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter your email address.');
  await expect(form.getByLabel('Project Details')).toHaveAccessibleDescription('Please tell us about your project.');
  await expect(form.getByLabel(/I agree to the processing/)).toHaveAccessibleDescription('Please agree to the privacy policy so that we can reply to you.');
  await expect(form.getByLabel('Company')).not.toHaveAttribute('aria-invalid');
  // The first field in error has the focus; typing in it clears its error, the others stay.
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.type('Grace Hopper');
  await expect(form.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid');
  await expect(form.getByText('Please enter your name.')).toHaveCount(0);
  await expect(form.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
  // A malformed address gets its own message.
  await form.getByLabel('Email Address').fill('grace@');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(form.getByLabel('Project Details')).toHaveAccessibleDescription('Please tell us about your project.');
  expect(posts).toEqual([]);
});

test('a valid inquiry shows the success toast, clears the form, and both emails arrive', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto(`${server.url}/contact?utm_source=newsletter&utm_campaign=autumn`);
  await fillInquiry(page, 'Grace Hopper', 'grace@example.com');
  // Hold the request back a moment, so that the busy state can be seen.
  await page.route('**/contact*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByText('Message Sent Successfully!').first()).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.").first()).toBeVisible();
  await expect(inquiryForm(page).getByLabel('Full Name')).toHaveValue('');
  await expect(inquiryForm(page).getByLabel('Project Details')).toHaveValue('');

  const notice = await waitFor(() => {
    const found = smtp.received.filter((m) => m.to.includes(COMPANY.email) && m.raw.includes('Grace Hopper'));
    expect(found).toHaveLength(1);
    return found[0]!;
  }, 15_000);
  expect(mailText(notice.raw)).toContain('answers questions about our manuals');
  // The visitor's copy says what happens next and names them by first name only: the address is
  // only what was typed, so nothing else they typed goes to it (decision 097).
  const confirmation = await waitFor(() => {
    const found = smtp.received.filter((m) => m.to.includes('grace@example.com'));
    expect(found).toHaveLength(1);
    return found[0]!;
  }, 15_000);
  const text = mailText(confirmation.raw);
  expect(text).toContain('Hi Grace,');
  expect(text).toContain('within 24 hours');
  expect(text).not.toContain('Hopper');
  expect(text).not.toContain('manuals');
  expect(text).not.toContain('Navy Labs');
});

test('when the server cannot be reached, the error toast shows and the form is kept', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto(`${server.url}/contact`);
  await fillInquiry(page, 'Offline Olivia', 'olivia@example.com');
  await page.route('**/contact', (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Failed to send message. Please try again.').first()).toBeVisible();
  await expect(inquiryForm(page).getByLabel('Full Name')).toHaveValue('Offline Olivia');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('without JavaScript the inquiry is stored and the page says so', async ({ browser }) => {
  const page = await visitor(browser, { javaScriptEnabled: false });
  await page.goto(`${server.url}/contact`);
  await fillInquiry(page, 'No Script Nora', 'nora@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' })).toBeVisible();
  await waitFor(() => expect(smtp.received.filter((m) => m.to.includes(COMPANY.email) && m.raw.includes('No Script Nora'))).toHaveLength(1), 15_000);
  await waitFor(() => expect(smtp.received.filter((m) => m.to.includes('nora@example.com'))).toHaveLength(1), 15_000);
});

test('a filled honeypot or a form sent within 2 s gets the normal success, and no mail', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto(`${server.url}/contact`);
  await fillInquiry(page, 'Bot Honeypot', 'bot1@example.com');
  await page.locator('#website').evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent Successfully!').first()).toBeVisible();

  // A script posts the form right after loading it (a browser filling it could take over 2 s on a
  // busy machine, and then rightly count as a person).
  const headers = { 'x-forwarded-for': `203.0.113.${nextIp++}` };
  const html = await (await fetch(`${server.url}/contact`, { headers })).text();
  const body = new FormData();
  for (const [name, value] of hiddenInputs(html, 'aria-labelledby="inquiry-heading"')) body.append(name, value);
  body.append('name', 'Bot Hasty');
  body.append('email', 'bot2@example.com');
  body.append('message', 'Buy followers');
  body.append('consent', 'on');
  const answer = await fetch(`${server.url}/contact`, { method: 'POST', body, headers });
  expect(await answer.text()).toContain('Message Sent Successfully!');
});

test('the 6th inquiry within 10 minutes from one address gets the rate-limit message', async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto(`${server.url}/contact`);
  for (let n = 1; n <= 5; n++) {
    await fillInquiry(page, `Busy Bee ${n}`, `bee${n}@example.com`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(inquiryForm(page).getByLabel('Full Name')).toHaveValue('');
  }
  await fillInquiry(page, 'Busy Bee 6', 'bee6@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(/You have sent several messages in a short time\. Please try again in \d+ minutes?, or email us at/).first()).toBeVisible();
  await expect(inquiryForm(page).getByLabel('Full Name')).toHaveValue('Busy Bee 6');
});

test('what was stored: every lead once, spam flagged and never emailed, tracking kept', async () => {
  expect(await server.stop()).toBe(0);
  const database = await openPglite(dataDir);
  try {
    const rows = await database.db.select().from(leads).orderBy(asc(leads.createdAt));
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(rows.map((r) => r.name)).toEqual([
      'Grace Hopper',
      'No Script Nora',
      'Bot Honeypot',
      'Bot Hasty',
      'Busy Bee 1',
      'Busy Bee 2',
      'Busy Bee 3',
      'Busy Bee 4',
      'Busy Bee 5',
    ]);
    expect(byName['Grace Hopper']).toMatchObject({ isSpam: false, utmSource: 'newsletter', utmCampaign: 'autumn', consent: true, budget: '$20,000 - $50,000' });
    expect(byName['Grace Hopper']?.sourcePage).toContain('/contact?utm_source=newsletter');
    expect(byName['Bot Honeypot']).toMatchObject({ isSpam: true, spamReason: 'honeypot field filled' });
    expect(byName['Bot Hasty']).toMatchObject({ isSpam: true, spamReason: 'submitted too fast' });
    expect(smtp.received.some((m) => m.raw.includes('Bot Honeypot') || m.raw.includes('Bot Hasty'))).toBe(false);
    expect(smtp.received.some((m) => m.to.includes('bot1@example.com') || m.to.includes('bot2@example.com'))).toBe(false);
  } finally {
    await database.close();
  }
});
