// What search engines read: robots.txt, the sitemap, and on every page in it a title, a
// description, a canonical URL, Open Graph tags and structured data that parses.
import { expect, test } from '@playwright/test';
import { caseStudies, jobs, pages } from '../src/seed/seed-data';

test('robots.txt allows the site, keeps crawlers out of the admin, and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  for (const path of ['/admin', '/ax-admin-panel', '/auth', '/api/']) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemap is valid XML listing every public page, and every page in it is findable', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  await page.goto('/');
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      namespace: doc.documentElement.namespaceURI,
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');

  const paths = parsed.locs.map((loc) => {
    expect(loc.startsWith(baseURL!)).toBe(true);
    return new URL(loc).pathname;
  });
  expect(new Set(paths).size).toBe(paths.length);
  const activeStudies = caseStudies.filter((s) => s.isActive !== false).map((s) => `/case-studies/${s.slug}`);
  const publishedPages = pages.filter((p) => p.isPublished).map((p) => `/${p.slug}`);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      '/services',
      '/services/ai-automation',
      '/industries/fintech',
      '/about',
      '/careers',
      '/partners',
      '/contact',
      '/estimator',
      ...activeStudies,
      ...publishedPages,
    ]),
  );
  expect(paths.filter((p) => /^\/careers\/[0-9a-f-]{36}$/.test(p))).toHaveLength(jobs.filter((j) => j.isActive !== false).length);

  const titles = new Map<string, string>();
  for (const loc of parsed.locs) {
    await page.goto(loc);
    const path = new URL(loc).pathname;
    const title = await page.title();
    expect(title, path).not.toBe('');
    expect(titles.get(title), `${path} has the same title as ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);
    await expect(page.locator('head meta[name="description"]'), path).toHaveAttribute('content', /.{30,}/);
    const canonical = await page
      .locator('head link[rel="canonical"]')
      .getAttribute('href', { timeout: 2_000 })
      .catch(() => null);
    expect(canonical && new URL(canonical, baseURL).href.replace(/\/$/, ''), path).toBe(loc.replace(/\/$/, ''));
    await expect(page.locator('head meta[property="og:title"]'), path).toHaveAttribute('content', /\S/);
    for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) {
      expect(() => JSON.parse(json), `${path}: structured data`).not.toThrow();
      expect(JSON.parse(json)['@context'], path).toBe('https://schema.org');
    }
  }
});

test('every job page and its application page has a title of at most 70 characters, one pair of brackets at most, its own', async ({ page }) => {
  await page.goto('/careers');
  const jobPaths = [
    ...new Set(
      await page
        .locator('a[href^="/careers/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!).filter((href) => /^\/careers\/[0-9a-f-]{36}$/.test(href))),
    ),
  ];
  expect(jobPaths).toHaveLength(jobs.filter((j) => j.isActive !== false).length);
  const titles = new Set<string>();
  for (const path of jobPaths.flatMap((p) => [p, `${p}/apply`])) {
    await page.goto(path);
    const title = await page.title();
    expect(title.length, `${path}: ${title}`).toBeLessThanOrEqual(70);
    expect(title, path).not.toMatch(/\([^)]*\)[^(]*\(/);
    expect(titles.has(title), `${path}: ${title} is used twice`).toBe(false);
    titles.add(title);
  }
});
