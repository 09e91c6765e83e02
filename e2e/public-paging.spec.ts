// The paged public lists with more rows than a page holds, in a browser without JavaScript: the
// pager's plain links, the head's rel=prev/next, and a page number past the end.
import { expect, test, type Page } from '@playwright/test';
import { caseStudies, jobs } from '../src/server/db/schema';
import { jobs as seededJobs } from '../src/seed/seed-data';
import { expectNoAccessibilityViolations } from './support/axe';
import { prepareDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const JOBS_PER_PAGE = 20;
const addedJobs = 45;
const openJobs = seededJobs.filter((job) => job.isActive !== false).length + addedJobs;
const lastPage = Math.ceil(openJobs / JOBS_PER_PAGE);

let server: RunningServer | undefined;
test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async (db) => {
    const start = Date.now();
    await db.insert(jobs).values(
      Array.from({ length: addedJobs }, (_, i) => ({
        title: `Paging Engineer ${i + 1}`,
        department: 'Engineering',
        location: 'Remote',
        description: 'x',
        createdAt: new Date(start - i * 60_000),
      })),
    );
    await db.insert(caseStudies).values(
      Array.from({ length: 20 }, (_, i) => ({
        title: `Paging Study ${i + 1}`,
        slug: `paging-study-${i + 1}`,
        client: 'Client',
        industry: 'Retail',
        description: 'x',
      })),
    );
  });
  server = await startServer(dataDir);
});
test.afterAll(async () => {
  await server?.stop();
});

const jobTitles = (page: Page) => page.getByRole('list', { name: 'Open positions' }).getByRole('listitem').getByRole('heading').allTextContents();
const pager = (page: Page, name: string) => page.getByRole('navigation', { name });
const headLink = (page: Page, rel: string) => page.locator(`head link[rel="${rel}"]`);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/careers pages its open positions with links that work without JavaScript', async ({ page }) => {
    await page.goto(`${server!.url}/careers`);
    const first = await jobTitles(page);
    expect(first).toHaveLength(JOBS_PER_PAGE);
    expect(first[0]).toBe('Paging Engineer 1');
    const nav = pager(page, 'Open positions: pages');
    await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await expect(headLink(page, 'next')).toHaveAttribute('href', '/careers?page=2');
    await expect(headLink(page, 'prev')).toHaveCount(0);

    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${server!.url}/careers?page=2#positions`);
    const second = await jobTitles(page);
    expect(second).toHaveLength(JOBS_PER_PAGE);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    await expect(pager(page, 'Open positions: pages').getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(headLink(page, 'prev')).toHaveAttribute('href', '/careers');
    await expect(headLink(page, 'next')).toHaveAttribute('href', '/careers?page=3');
    await expect(page).toHaveTitle(/^Careers – page 2/);
    await expect(headLink(page, 'canonical')).toHaveAttribute('href', `${server!.url}/careers?page=2`);

    await pager(page, 'Open positions: pages').getByRole('link', { name: 'Previous' }).click();
    expect(await jobTitles(page)).toEqual(first);
  });

  test('a page number past the end shows the last page, and a nonsense one the first', async ({ page }) => {
    const response = await page.goto(`${server!.url}/careers?page=9999`);
    expect(response?.status()).toBe(200);
    const nav = pager(page, 'Open positions: pages');
    await expect(nav.getByRole('link', { name: `Page ${lastPage}` })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expect(headLink(page, 'next')).toHaveCount(0);
    expect(await jobTitles(page)).toHaveLength(openJobs - (lastPage - 1) * JOBS_PER_PAGE);
    await expect(headLink(page, 'canonical')).toHaveAttribute('href', `${server!.url}/careers?page=${lastPage}`);

    expect((await page.goto(`${server!.url}/careers?page=abc`))?.status()).toBe(200);
    await expect(pager(page, 'Open positions: pages').getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('/case-studies pages its studies too', async ({ page }) => {
    await page.goto(`${server!.url}/case-studies`);
    const list = page.getByRole('region', { name: 'Featured Projects' });
    await expect(list.getByRole('article')).toHaveCount(12);
    const first = await list.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
    await pager(page, 'Case studies: pages').getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/case-studies\?page=2#case-studies$/);
    const second = await page.getByRole('region', { name: 'Featured Projects' }).getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
  });
});

test('the pager passes axe', async ({ page }) => {
  await page.goto(`${server!.url}/careers?page=2`);
  await expect(pager(page, 'Open positions: pages')).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
