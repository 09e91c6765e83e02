// The content API over real HTTP (the request guard, the route, the dispatcher), with a key made
// by `npm run api-key:create` as an operator would: a page written through the API is served at
// its address once published, and the reference page works in a browser under our CSP.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { prepareDataDir } from './support/data-dir';
import { watchConsoleErrors } from './support/page-checks';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let key: string;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir(async () => {});
  const printed = execFileSync('npm', ['run', '--silent', 'api-key:create', '--', '--name', 'Launch pipeline', '--role', 'editor'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  key = /^(ak_\S+)$/m.exec(printed)![1]!;
  server = await startServer(dataDir, { env: { SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.stop();
});

const api = (path: string, init: RequestInit & { auth?: boolean } = {}) =>
  fetch(`${server.url}/api/v1${path}`, {
    ...init,
    headers: {
      ...(init.auth !== false && { authorization: `Bearer ${key}` }),
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...init.headers,
    },
  });

test('a page posted with blocks is a draft until published through the API, then visitors see it at its address', async ({ page }) => {
  const created = await api('/pages', {
    method: 'POST',
    body: JSON.stringify({
      title: 'Partner Summit 2027',
      slug: 'partner-summit',
      blocks: [
        {
          id: 'intro',
          type: 'richText',
          body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Two days of talks in Lisbon.' }] }] },
        },
      ],
    }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(created.headers.get('location')).toBe(`/api/v1/pages/${id}`);
  expect((await page.goto(`${server.url}/partner-summit`))?.status()).toBe(404);
  // The key lists the draft beside the published pages; without a key it is not there.
  const listed = async (auth: boolean) => ((await (await api('/pages?limit=100', { auth })).json()) as { data: { title: string; status: string }[] }).data;
  expect((await listed(true)).find((p) => p.title === 'Partner Summit 2027')?.status).toBe('draft');
  expect((await listed(true)).some((p) => p.status === 'published')).toBe(true);
  expect((await listed(false)).some((p) => p.title === 'Partner Summit 2027')).toBe(false);

  const published = await api(`/pages/${id}/publish`, { method: 'POST' });
  expect(published.status).toBe(200);
  expect((await page.goto(`${server.url}/partner-summit`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Summit 2027');
  await expect(page.getByText('Two days of talks in Lisbon.')).toBeVisible();

  // Without a key: the published page, not the drafts; a method the API does not take is problem details.
  const open = (await (await api('/pages?limit=100', { auth: false })).json()) as { data: { title: string; status: string }[] };
  expect(open.data.map((p) => p.title)).toContain('Partner Summit 2027');
  expect(open.data.every((p) => p.status === 'published')).toBe(true);
  const put = await api('/pages', { method: 'PUT', body: '{}' });
  expect(put.status).toBe(405);
  expect(put.headers.get('content-type')).toBe('application/problem+json');
});

test('the reference at /api/v1/docs reads in a browser (no script, nothing the CSP blocks) and links the OpenAPI document', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto(`${server.url}/api/v1/docs`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content API reference');
  await expect(page.getByRole('heading', { name: 'POST /api/v1/pages/{id}/publish' })).toBeVisible();
  await page.getByRole('link', { name: '/api/v1/openapi.json' }).click();
  await expect(page.locator('body')).toContainText('"openapi":"3.1.0"');
  expect(errors).toEqual([]);
});
