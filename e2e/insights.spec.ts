// Issue 22's acceptance for posts: an editor writes a post with a cover and two categories and
// publishes it; a fresh visitor finds it on /insights and in each category, reads it at
// /insights/{slug} with its BlogPosting data and a 1200x630 share image, and feed readers and
// crawlers find it in the RSS feed (valid RSS 2.0, the item's link and date) and the sitemap.
import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { signedIn, toast } from './support/admin';
import { watchConsoleErrors } from './support/page-checks';
import { prepareDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'noor@axionlabs.dev', password: 'a content lead with a passphrase', name: 'Noor Content' };
const WIDE = { viewport: { width: 1440, height: 1000 } };
const TITLE = 'What we learned running LLM evals for a year';
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir((db) => createAdministrator(db, { ...EDITOR, role: 'editor' }), { withMedia: true });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function freshVisitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  return context.newPage();
}

test('a post with a cover and two categories: on /insights, in each category, at its address with BlogPosting data and a share image, in the RSS feed and the sitemap', async ({
  browser,
  request,
}) => {
  const page = await signedIn(browser, server.url, EDITOR, '/admin/posts', WIDE);
  const errors = watchConsoleErrors(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
  // The six demo posts are listed; pages are not.
  await expect(page.getByRole('list', { name: 'All Posts' }).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New post');

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await expect(page.getByText(`The post is served at /insights/what-we-learned-running-llm-evals-for-a-year.`)).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Excerpt' })
    .fill('Twelve months of evaluating assistants in production: what caught regressions and what only looked good on a dashboard.');
  await page.getByRole('button', { name: 'Choose cover image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker
    .getByRole('button')
    .filter({ has: page.locator('img') })
    .first()
    .click();
  await expect(picker).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Author' }).selectOption({ label: 'Daniel Okafor, Head of AI & Data' });
  await page.getByRole('combobox', { name: 'Categories' }).fill('AI & Data, Engineering');
  await page.getByRole('textbox', { name: 'Tags' }).fill('evals, llm');
  await page.getByRole('button', { name: 'Add a block', exact: true }).click();
  await page
    .getByRole('group', { name: 'Add a block' })
    .getByRole('button', { name: /^Rich text/ })
    .click();
  const text = page
    .getByRole('region', { name: /^1\. Rich text/ })
    .getByRole('textbox')
    .last();
  await text.click();
  await page.keyboard.type('We ran evaluations on every release. The ones that mattered compared answers with sources a person had checked.');
  await page.getByRole('button', { name: 'Create post' }).first().click();
  await expect(toast(page, 'Post Saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: /^Publish( changes)?$/ }).click();
  await expect(toast(page, 'Published: visitors see it now')).toBeVisible();
  expect(errors).toEqual([]);

  const slug = 'what-we-learned-running-llm-evals-for-a-year';
  const visitor = await freshVisitor(browser);
  await visitor.goto('/insights');
  const newest = visitor.getByRole('article').first();
  await expect(newest.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(newest).toContainText('Daniel Okafor');
  await expect(newest.locator('img')).toHaveCount(2); // the cover and the author's portrait
  for (const category of ['AI & Data', 'Engineering']) {
    await visitor
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: new RegExp(`^${category}`) })
      .click();
    await expect(visitor).toHaveURL(new RegExp(`/insights\\?category=${category === 'AI & Data' ? 'ai-data' : 'engineering'}$`));
    await expect(visitor.getByRole('heading', { name: TITLE })).toBeVisible();
  }
  // A category it is not in does not list it.
  await visitor.goto('/insights?category=security');
  await expect(visitor.getByRole('heading', { name: TITLE })).toHaveCount(0);

  await visitor.goto('/insights');
  await visitor.getByRole('link', { name: TITLE }).click();
  await expect(visitor).toHaveURL(`${server.url}/insights/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(visitor.getByText('We ran evaluations on every release.')).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'About the author' })).toContainText('Head of AI & Data');
  await expect(visitor.getByRole('heading', { name: 'Related posts' })).toBeVisible();
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/insights/${slug}$`));
  const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  const posting = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ headline: TITLE, author: { '@type': 'Person', name: 'Daniel Okafor' }, articleSection: ['AI & Data', 'Engineering'] });
  expect(String(posting?.datePublished)).toMatch(/^\d{4}-\d\d-\d\dT/);
  await expect(visitor.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const ogImage = await visitor.locator('meta[property="og:image"]').first().getAttribute('content');
  const image = await request.get(new URL(new URL(ogImage!).pathname, server.url).href);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(await sharp(await image.body()).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });

  // The RSS feed: RSS 2.0 that a browser's XML parser reads, the post first with its link and date.
  const rss = await request.get(`${server.url}/insights/rss.xml`);
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const feed = await visitor.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const item = doc.querySelector('channel > item');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        title: item?.querySelector('title')?.textContent,
        link: item?.querySelector('link')?.textContent,
        date: item?.querySelector('pubDate')?.textContent,
        items: doc.querySelectorAll('channel > item').length,
      };
    },
    await rss.text(),
  );
  expect(feed).toMatchObject({ error: null, version: '2.0', title: TITLE, items: 7 });
  expect(feed.link).toMatch(new RegExp(`/insights/${slug}$`));
  expect(new Date(feed.date!).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
  // Every public page names the feeds.
  await expect(visitor.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/insights/rss.xml');

  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/insights/${slug}</loc>\\s*<lastmod>\\d{4}-\\d\\d-\\d\\dT`));
});
