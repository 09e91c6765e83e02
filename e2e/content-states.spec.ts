// The public lists with other data than the demo seed: empty, and with hidden rows. Each test
// prepares a data directory, then starts a server of its own on it.
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { caseStudies, jobs, partners } from '../src/server/db/schema';
import { caseStudies as seededStudies } from '../src/seed/seed-data';
import { prepareDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

let server: RunningServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

test('with no case studies, jobs or partners stored, the pages show the samples and the empty states', async ({ page }) => {
  const dataDir = await prepareDataDir(async (db) => {
    await db.delete(caseStudies);
    await db.delete(jobs);
    await db.delete(partners);
  });
  server = await startServer(dataDir);

  await page.goto(`${server.url}/case-studies`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The six built-in samples, which have no page of their own.
  await expect(page.getByRole('link', { name: /Discuss a Similar Project/ })).toHaveCount(6);
  await expect(page.getByRole('link', { name: /Read Full Case Study/ })).toHaveCount(0);

  await page.goto(`${server.url}/careers`);
  await expect(page.getByText('No open positions at the moment. Check back soon or contact us for future opportunities.')).toBeVisible();

  await page.goto(`${server.url}/partners`);
  await expect(page.getByText('No partners to display at the moment.')).toBeVisible();

  expect((await page.request.get(`${server.url}/sitemap.xml`)).status()).toBe(200);
});

test('an inactive case study never shows, and featured ones come first', async ({ page }) => {
  const [hidden, promoted] = [seededStudies[0]!, seededStudies[seededStudies.length - 1]!];
  const dataDir = await prepareDataDir(async (db) => {
    await db.update(caseStudies).set({ isActive: false, isFeatured: true }).where(eq(caseStudies.slug, hidden.slug));
    await db.update(caseStudies).set({ isFeatured: false });
    await db.update(caseStudies).set({ isFeatured: true }).where(eq(caseStudies.slug, promoted.slug));
  });
  server = await startServer(dataDir);

  await page.goto(`${server.url}/case-studies`);
  const titles = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(titles.first()).toHaveText(promoted.title);
  await expect(page.getByRole('main').getByText(hidden.title)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Read Full Case Study/ })).toHaveCount(seededStudies.length - 1);

  expect((await page.goto(`${server.url}/case-studies/${hidden.slug}`))?.status()).toBe(404);
  await page.goto(server.url);
  await expect(page.getByRole('main').getByText(hidden.title)).toHaveCount(0);
  const sitemap = await (await page.request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(`/case-studies/${hidden.slug}<`);
  expect(sitemap).toContain(`/case-studies/${promoted.slug}<`);
});
