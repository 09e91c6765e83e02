// Pages with a form come from the page cache (docs/decisions/082-speed-with-forms.md): rendered
// once, yet each visitor gets a one-time form token of their own, so that two visitors' leads are
// both stored; tracking is still recorded, with and without JavaScript; a campaign link is the
// cached page; the CSP holds. A server of its own.
import { expect, test, type Browser } from '@playwright/test';
import { asc } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { leads } from '../src/server/db/schema';
import { firstStartDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let dataDir: string;
let nextIp = 10;

test.beforeAll(async () => {
  dataDir = await firstStartDataDir();
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${nextIp++}` } });
  const page = await context.newPage();
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspErrors.push(message.text());
  });
  return { page, cspErrors };
}

const tokenIn = (html: string) => /<input type="hidden" name="formToken" value="([^"]+)"/.exec(html)?.[1];

test('two visitors of the cached contact page get tokens of their own, and both leads are stored', async ({ browser }) => {
  // One with JavaScript from a newsletter, one without from a partner's site.
  const withScript = await visitor(browser);
  const withoutScript = await visitor(browser, { javaScriptEnabled: false });
  const first = await withScript.page.goto(`${server.url}/contact?utm_source=newsletter&utm_campaign=autumn`, { referer: 'https://news.example/issue-12' });
  const second = await withoutScript.page.goto(`${server.url}/contact?utm_source=partner&ref=abc`);
  // The second is the first one's render (the campaign parameters are not part of the page).
  expect(second?.headers()['x-page-cache']).toBe('hit');
  const tokens = [tokenIn(await first!.text()), tokenIn(await second!.text())];
  expect(tokens[0]).toMatch(/^inquiry:\d+:[\w-]+\./);
  expect(tokens[1]).toMatch(/^inquiry:\d+:[\w-]+\./);
  expect(tokens[0]).not.toBe(tokens[1]);

  for (const [index, { page }] of [withScript, withoutScript].entries()) {
    await page.waitForTimeout(2_100);
    const form = page.getByRole('form', { name: 'Tell Us About Your Project' });
    await form.getByLabel('Full Name').fill(`Cached Visitor ${index + 1}`);
    await form.getByLabel('Email Address').fill(`visitor${index + 1}@example.com`);
    await form.getByLabel('Project Details').fill('Two people, one cached page, two leads.');
    await form.getByLabel(/I agree to the processing/).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' })).toBeVisible();
  }
  expect(withScript.cspErrors).toEqual([]);
});

test('a campaign link is served from the cache: the same page but its token', async () => {
  const plain = await fetch(`${server.url}/contact`);
  const campaign = await fetch(`${server.url}/contact?utm_source=x&utm_medium=cpc&gclid=abc&fbclid=def`);
  expect(campaign.headers.get('x-page-cache')).toBe('hit');
  expect(campaign.headers.get('cache-control')).toBe('private, no-store');
  const [plainHtml, campaignHtml] = [await plain.text(), await campaign.text()];
  expect(tokenIn(campaignHtml)).not.toBe(tokenIn(plainHtml));
  expect(campaignHtml.replace(tokenIn(campaignHtml)!, '')).toBe(plainHtml.replace(tokenIn(plainHtml)!, ''));
  expect(campaignHtml).not.toContain('cpc');

  // A page without a form: the same bytes, the same ETag. (The first visit since the start is
  // rendered for its visitor, and teaches the server the route's policy.)
  await (await fetch(`${server.url}/`)).arrayBuffer();
  const home = await fetch(`${server.url}/`);
  expect(home.headers.get('x-page-cache')).toMatch(/^(hit|miss)$/);
  const homeCampaign = await fetch(`${server.url}/?utm_source=x&ref=y`);
  expect(homeCampaign.headers.get('x-page-cache')).toBe('hit');
  expect(homeCampaign.headers.get('etag')).toBe(home.headers.get('etag'));
});

test('the job application pages are cached too, with a token per visitor', async () => {
  const jobApply = /href="(\/careers\/[\w-]+\/apply)"/.exec(await (await fetch(`${server.url}/careers`)).text())?.[1];
  expect(jobApply).toBeTruthy();
  for (const path of [jobApply!, '/careers/apply']) {
    // The route's first visit teaches the server its policy; by the end of the second its answer is kept.
    for (let visit = 0; visit < 2; visit++) await (await fetch(`${server.url}${path}`)).arrayBuffer();
    const [a, b] = await Promise.all([fetch(`${server.url}${path}?utm_source=jobs-board`), fetch(`${server.url}${path}`)]);
    expect([a.headers.get('x-page-cache'), b.headers.get('x-page-cache')], path).toEqual(['hit', 'hit']);
    const [tokenA, tokenB] = [tokenIn(await a.text()), tokenIn(await b.text())];
    expect(tokenA, path).toMatch(/^inquiry:/);
    expect(tokenA, path).not.toBe(tokenB);
  }
});

test('both leads were stored, each once, with where they came from', async () => {
  expect(await server.stop()).toBe(0);
  const database = await openPglite(dataDir);
  try {
    const rows = await database.db.select().from(leads).orderBy(asc(leads.createdAt));
    expect(rows.map((row) => row.name)).toEqual(['Cached Visitor 1', 'Cached Visitor 2']);
    expect(rows[0]!.idempotencyKey).not.toBe(rows[1]!.idempotencyKey);
    expect(rows[0]).toMatchObject({ isSpam: false, utmSource: 'newsletter', utmCampaign: 'autumn', referrer: 'https://news.example/issue-12' });
    expect(rows[0]!.sourcePage).toContain('/contact?utm_source=newsletter&utm_campaign=autumn');
    // Without JavaScript: the page's address from the post's Referer, its UTM parameters from there.
    expect(rows[1]).toMatchObject({ isSpam: false, utmSource: 'partner' });
    expect(rows[1]!.sourcePage).toContain('/contact?utm_source=partner&ref=abc');
  } finally {
    await database.close();
  }
});
