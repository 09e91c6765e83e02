import { expect, test } from '@playwright/test';
import { firstStartDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

// One server of its own: the tests read its log output.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer(await firstStartDataDir());
});
test.afterAll(async () => {
  await server?.stop();
});

type LogLine = { level: number; msg: string; requestId?: string; [field: string]: unknown };
const logLines = (): LogLine[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
const linesOf = (requestId: string) => logLines().filter((line) => line.requestId === requestId);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('/api/ready answers 200 once the database has every migration', async ({ request }) => {
  const ready = await request.get(`${server.url}/api/ready`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
  expect(ready.headers()['cache-control']).toContain('no-store');
});

test('every request gets an id in X-Request-Id and on its access-log line, which leaves out query strings and share tokens', async ({ request }) => {
  const first = (await request.get(`${server.url}/api/health`)).headers()['x-request-id'];
  const second = (await request.get(`${server.url}/api/health`)).headers()['x-request-id'];
  expect(first).toMatch(UUID);
  expect(second).toMatch(UUID);
  expect(second).not.toBe(first);

  // A proxy's id is kept; one that could forge log content is replaced.
  const missing = await request.get(`${server.url}/no-such-page?token=s3cret-in-query`, { headers: { 'X-Request-Id': 'proxy-7f3a.1' } });
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-request-id']).toBe('proxy-7f3a.1');
  const forged = await request.get(`${server.url}/api/health`, { headers: { 'X-Request-Id': '"><script>alert(1)</script>' } });
  expect(forged.headers()['x-request-id']).toMatch(UUID);

  await expect
    .poll(() =>
      linesOf('proxy-7f3a.1')
        .map((line) => line.msg)
        .sort(),
    )
    .toEqual(['404: page not found', 'request']);
  const access = linesOf('proxy-7f3a.1').find((line) => line.msg === 'request');
  expect(access).toMatchObject({ level: 30, method: 'GET', path: '/no-such-page', status: 404 });
  expect(typeof access?.ms).toBe('number');

  const shared = await request.get(`${server.url}/estimates/not-a-real-share-token-42`, { headers: { 'X-Request-Id': 'share-link-1' } });
  expect(shared.status()).toBe(404);
  await expect.poll(() => linesOf('share-link-1').find((line) => line.msg === 'request')?.path).toBe('/estimates/[token]');
  expect(server.output()).not.toContain('s3cret-in-query');
  expect(server.output()).not.toContain('not-a-real-share-token-42');
});

test("lines the app writes while handling a request carry that request's id", async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Request-Id': 'sign-in-attempt-1' });
  await page.goto(`${server.url}/ax-admin-panel`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('nobody@axionlabs.dev');
  await form.getByLabel('Password').fill('not the password at all');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid credentials. Please try again.').first()).toBeVisible();
  await expect.poll(() => linesOf('sign-in-attempt-1').map((line) => line.msg)).toContain('sign-in refused');
});
