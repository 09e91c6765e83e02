// Pages kept without Next.js' runtime (issue 35, decision 100): what the answer cache serves is
// HTML and the islands of the parts that do something, and those parts still work. A server of
// its own: on the shared one, other specs' changes empty the answer cache at any moment.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { firstStartDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer(await firstStartDataDir());
});
test.afterAll(async () => {
  await server?.stop();
});

const MARKETING_PAGES = ['/', '/services', '/services/web-development', '/about', '/case-studies', '/careers', '/contact', '/insights'];

/** The address as the answer cache serves it (its first answer after a start is Next.js' own). */
async function cachedHtml(request: APIRequestContext, path: string): Promise<string> {
  for (let i = 0; i < 3; i++) {
    const response = await request.get(`${server.url}${path}`);
    if (response.headers()['x-page-cache'] === 'hit') return response.text();
  }
  throw new Error(`${path} did not come from the answer cache`);
}

test('marketing pages, a post, a case study and the application forms carry no framework runtime and no RSC payload; the estimator keeps it', async ({
  request,
}) => {
  const list = await cachedHtml(request, '/case-studies');
  const caseStudy = /href="(\/case-studies\/[a-z0-9-]+)"/.exec(list)![1]!;
  const insights = await cachedHtml(request, '/insights');
  const post = /href="(\/insights\/(?!category|rss|feed)[a-z0-9-]+)"/.exec(insights)![1]!;
  const careers = await cachedHtml(request, '/careers');
  const jobApplication = /href="(\/careers\/[a-z0-9-]+\/apply)"/.exec(careers)![1]!;
  // The application forms too: an island sends them (application-form.island.ts).
  for (const path of [...MARKETING_PAGES, caseStudy, post, '/careers/apply', jobApplication]) {
    const html = await cachedHtml(request, path);
    expect(html, path).not.toContain('self.__next_f');
    expect(html, path).not.toMatch(/<script[^>]+src="\/_next\/static\//);
    expect(html, path).toMatch(/<script type="module" async="" src="\/islands\/site-header\.[\w-]+\.js">/);
  }
  const estimator = await cachedHtml(request, '/estimator');
  expect(estimator).toContain('self.__next_f');
});

test('the home page loads at most 20 KiB of JavaScript on a first visit, as Chromium receives it', async ({ browser, request }) => {
  await cachedHtml(request, '/');
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // Bytes on the wire: the body as sent (compressed) and the response's headers.
    scripts.push(
      Promise.all([response.body(), response.allHeaders()]).then(([, headers]) => Number(headers['content-length'] ?? 0) + JSON.stringify(headers).length),
    );
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  expect(bytes).toBeGreaterThan(1000);
  expect(bytes).toBeLessThanOrEqual(20 * 1024);
  await context.close();
});

test('without the runtime, the footer newsletter sign-up answers in place, with its message and a toast', async ({ page, request }) => {
  await cachedHtml(request, '/about');
  await page.goto(`${server.url}/about`);
  // The same document before and after: the form was posted in the background.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('Email address').fill('islands-e2e@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('form', { name: 'Newsletter sign-up' }).getByRole('status')).toHaveText('Check your inbox to confirm your subscription.');
  await expect(page.locator('[data-toast="success"]')).toContainText('Almost done');
  await expect(page.getByRole('form', { name: 'Newsletter sign-up' }).getByLabel('Email address')).toHaveValue('');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the next page is fetched ahead by speculation rules that leave out links with effects', async ({ request }) => {
  const html = await cachedHtml(request, '/about');
  const rules = JSON.parse(/<script type="speculationrules">([^<]+)<\/script>/.exec(html)![1]!);
  expect(rules.prefetch[0].eagerness).toBe('moderate');
  expect(JSON.stringify(rules)).toContain('/newsletter/*');
});

test('icons are drawn from one sprite file browsers keep a year, and they show', async ({ page, request }) => {
  const html = await cachedHtml(request, '/');
  // No lucide shapes inline: each icon is a <use> of the sprite (decision 101).
  expect(html).not.toContain('class="lucide');
  const src = /<use href="(\/icons\/sprite\.[\w-]+\.svg)#star"/.exec(html)![1]!;
  const sprite = await request.get(`${server.url}${src}`);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(sprite.headers()['cache-control']).toContain('immutable');
  expect(await sprite.text()).toContain('<symbol id="star" viewBox="0 0 24 24">');
  expect((await request.get(`${server.url}/icons/sprite.00000000000.svg`)).status()).toBe(404);

  // In Chromium the rating's stars take their shape from the file (an empty <use> measures 0 x 0).
  await page.goto(`${server.url}/#testimonials`);
  const star = page.locator('#testimonials svg use').first();
  await expect.poll(() => star.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(10);
});

test('the estimator, which keeps React, loads none of the icon sprite’s code and runs without an error', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(`${server.url}/estimator`, { waitUntil: 'networkidle' });
  await expect(page.getByText('Step 1 of 7', { exact: true })).toBeVisible();
  // components/icons is for server components: in a bundle it would carry every icon's shapes.
  for (const body of await Promise.all(bodies)) expect(body).not.toContain('Cannot read the shapes of the icon');
  expect(errors).toEqual([]);
});
