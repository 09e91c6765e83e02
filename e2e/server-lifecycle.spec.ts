import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { newsletterSubscribers, siteSettings } from '../src/server/db/schema';
import { COMPANY } from '../src/seed/seed-data';
import { makeDataDir, startServer, type RunningServer } from './support/server';
import { unbreakablePhone } from '../src/components/site/phone-link';

// These tests start servers of their own, each on its own data directory.
test.describe.configure({ mode: 'serial' });

const running: RunningServer[] = [];
test.afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

async function start(dataDir: string, databaseUrl?: string) {
  const server = await startServer(dataDir, { databaseUrl });
  running.push(server);
  return server;
}

async function stop(server: RunningServer) {
  running.splice(running.indexOf(server), 1);
  return server.stop();
}

test('data survives a restart, and a setting changed in the database changes the footer', async ({ page }) => {
  const dataDir = makeDataDir();
  let server = await start(dataDir);
  await page.goto(server.url);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: unbreakablePhone(COMPANY.phone) })).toBeVisible();
  await footer.getByLabel('Email address').fill('persisted@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(/Check your inbox to confirm/);

  // A clean stop: exit code 0, and the lock is released.
  expect(await stop(server)).toBe(0);
  expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

  const database = await openPglite(dataDir);
  try {
    const subscribers = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'persisted@example.com'));
    expect(subscribers).toHaveLength(1);
    await database.db.update(siteSettings).set({ value: '+1 (307) 555-0199' }).where(eq(siteSettings.key, 'contact_phone'));
    await database.db.update(siteSettings).set({ value: 'projects@axionlabs.dev' }).where(eq(siteSettings.key, 'contact_email'));
  } finally {
    await database.close();
  }

  server = await start(dataDir);
  await page.goto(server.url);
  await expect(footer.getByRole('link', { name: unbreakablePhone('+1 (307) 555-0199') })).toHaveAttribute('href', 'tel:+13075550199');
  await expect(footer.getByRole('link', { name: 'projects@axionlabs.dev' })).toBeVisible();
  await expect(footer.getByRole('link', { name: unbreakablePhone(COMPANY.phone) })).toHaveCount(0);
});

test('a second server on the same data directory stops at once, naming the first; the first keeps serving', async ({ request }) => {
  const dataDir = makeDataDir();
  const first = await start(dataDir);

  const startedAt = Date.now();
  const second = await startServer(dataDir).then(
    () => null,
    (error: Error & { code?: number; output?: string }) => error,
  );
  expect(second, 'the second server must not start').not.toBeNull();
  expect(second?.code).toBe(1);
  expect(second?.output).toContain(`The embedded database in ${dataDir} is in use by process ${first.pid}`);
  expect(Date.now() - startedAt).toBeLessThan(30_000);

  const health = await request.get(`${first.url}/api/health`);
  expect(health.status()).toBe(200);
  expect((await health.json()).database.status).toBe('up');

  // The server logs the path of every 404.
  expect((await request.get(`${first.url}/no-such-page?utm_source=test`)).status()).toBe(404);
  await expect.poll(() => first.output()).toMatch(/"path":"\/no-such-page".*"msg":"404: page not found"/);
});

// .ci/run starts a PostgreSQL server and runs this with TEST_DATABASE_URL set.
test('with DATABASE_URL the site runs on a PostgreSQL server @postgres', async ({ page, request }) => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  test.skip(!serverUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server)');
  const { default: pg } = await import('pg');
  const name = `e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.pathname = `/${name}`;
    const dataDir = makeDataDir();
    const server = await start(dataDir, databaseUrl.toString());

    const health = await request.get(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: { status: 'up', driver: 'postgres' } });
    await page.goto(server.url);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: COMPANY.email })).toBeVisible();
    // Nothing of the embedded database is created when a server is configured.
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(await stop(server)).toBe(0);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
