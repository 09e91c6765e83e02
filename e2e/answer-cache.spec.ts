// The answer cache (decision 099) as a client, a feed reader and a CDN meet it: Insights, a post,
// its feeds and the content API come from memory, answer 304 to the ETag they gave, and show a
// publish within a second (a draft never); reads with a key are kept per role, a revoked key is
// refused at once; the content API's limit holds for answers from memory too.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { signedIn, toast } from './support/admin';
import { prepareDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'cache-keeper@axionlabs.dev', password: 'an admin with a long passphrase', name: 'Cass Keeper' };
const ANONYMOUS_LIMIT = 40;
let server: RunningServer;
const keys: Record<'editorA' | 'editorB' | 'admin', string> = { editorA: '', editorB: '', admin: '' };

test.beforeAll(async () => {
  const dataDir = await prepareDataDir((db) => createAdministrator(db, { ...ADMIN, role: 'admin' }), { withMedia: true });
  const makeKey = (name: string, role: string) => {
    const printed = execFileSync('npm', ['run', '--silent', 'api-key:create', '--', '--name', name, '--role', role], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    return /^(ak_\S+)$/m.exec(printed)![1]!;
  };
  keys.editorA = makeKey('Editor A', 'editor');
  keys.editorB = makeKey('Editor B', 'editor');
  keys.admin = makeKey('Admin pipeline', 'admin');
  server = await startServer(dataDir, { env: { SMTP_URL: '', TRUST_PROXY: 'true', API_ANONYMOUS_RATE_LIMIT: String(ANONYMOUS_LIMIT) } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** One visitor address per test, so that the API's limit per address is the test's own. */
let address = '';
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': address, ...headers }, redirect: 'manual' });
const withKey = (key: string) => ({ authorization: `Bearer ${key}` });

/** Asks until the answer comes from memory (a route's first answer teaches the server its policy, the next fills the cache). */
async function fromCache(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const response = await get(path, headers);
    const body = await response.text();
    if (response.headers.get('x-page-cache') === 'hit') return { response, body };
  }
  throw new Error(`${path} never came from the cache`);
}

test('Insights, a post, its feeds and the API: from memory, 304 to their ETag, a publish shown within a second and a draft never', async () => {
  address = '198.51.100.1';
  const posts = (await (await get('/api/v1/pages?kind=post&limit=1')).json()) as { data: { id: string; slug: string; title: string }[] };
  const post = posts.data[0]!;
  const addresses = [
    '/insights',
    `/insights/${post.slug}`,
    '/insights/rss.xml',
    '/insights/feed.json',
    `/api/v1/pages/${post.id}`,
    '/api/v1/pages?kind=post&limit=5',
  ];
  const etags: Record<string, string> = {};
  for (const path of addresses) {
    const { response, body } = await fromCache(path);
    expect(body, path).toContain(post.slug);
    expect(response.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=86400$/);
    expect(response.headers.get('cache-tag'), path).toContain('pages');
    etags[path] = response.headers.get('etag')!;
    // The same ETag back: 304, nothing sent again.
    const again = await get(path, { 'if-none-match': etags[path]! });
    expect([again.status, await again.text()], path).toEqual([304, '']);
  }

  // A change saved as a draft (through the API, as an editor's tool would): visitors and feeds keep the published text.
  const title = `Retrieval that cites its sources revised ${Date.now()}`;
  const patched = await fetch(`${server.url}/api/v1/pages/${post.id}`, {
    method: 'PATCH',
    headers: { ...withKey(keys.editorA), 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  expect(patched.status).toBe(200);
  for (const path of addresses) expect(await (await get(path)).text(), path).not.toContain(title);

  // Published: every address shows it within a second, and an old ETag gets the new answer.
  expect((await fetch(`${server.url}/api/v1/pages/${post.id}/publish`, { method: 'POST', headers: withKey(keys.editorA) })).status).toBe(200);
  const published = Date.now();
  for (const path of addresses) {
    const response = await get(path, { 'if-none-match': etags[path]! });
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toContain(title);
    expect(response.headers.get('etag'), path).not.toBe(etags[path]);
  }
  expect(Date.now() - published).toBeLessThan(1000 * addresses.length);
});

test('reads with a key are kept per role: a second key of the role from memory, another role its own, a revoked key refused at once', async ({ browser }) => {
  address = '198.51.100.2';
  // Editor A teaches the server its key's role; its reads then come from memory.
  const { body: jobsForEditors } = await fromCache('/api/v1/jobs?limit=100', withKey(keys.editorA));
  // Editor B: its first read checks the key, the next is the editors' answer from memory.
  await get('/api/v1/jobs?limit=100', withKey(keys.editorB));
  const b = await get('/api/v1/jobs?limit=100', withKey(keys.editorB));
  expect([b.headers.get('x-page-cache'), await b.text()]).toEqual(['hit', jobsForEditors]);
  // Without a key: its own answer (active jobs only, public fields), never the editors'.
  const { body: jobsForVisitors } = await fromCache('/api/v1/jobs?limit=100');
  expect(jobsForVisitors).not.toBe(jobsForEditors);
  // Rate cards are for admin keys: an editor key is refused, an admin key kept for admins.
  expect((await get('/api/v1/rate-cards', withKey(keys.editorA))).status).toBe(403);
  expect((await get('/api/v1/rate-cards')).status).toBe(401);
  const { response: forAdmins } = await fromCache('/api/v1/rate-cards', withKey(keys.admin));
  expect(forAdmins.status).toBe(200);
  // Leads change without a cache invalidation: never kept, whoever asks.
  for (let i = 0; i < 3; i++) expect((await get('/api/v1/leads', withKey(keys.editorA))).headers.get('x-page-cache')).toBeNull();

  // Revoked in the admin: refused at the next request, though its role's answer is in memory.
  const page = await signedIn(browser, server.url, ADMIN, '/admin/settings#settings-api-keys');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Revoke Editor A' }).click();
  await expect(toast(page, /revoked/i)).toBeVisible();
  expect((await get('/api/v1/jobs?limit=100', withKey(keys.editorA))).status).toBe(401);
  expect((await get('/api/v1/jobs?limit=100', withKey(keys.editorB))).status).toBe(200);
  await page.context().close();
});

test('the limit a minute without a key holds for answers from memory', async () => {
  address = '198.51.100.3';
  const statuses: number[] = [];
  for (let i = 0; i < ANONYMOUS_LIMIT + 5; i++) statuses.push((await get('/api/v1/jobs')).status);
  expect(statuses.slice(0, ANONYMOUS_LIMIT).every((status) => status === 200)).toBe(true);
  const refused = await get('/api/v1/jobs');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.headers.get('content-type')).toContain('application/problem+json');
  // Another address is not held back.
  address = '198.51.100.4';
  expect((await get('/api/v1/jobs')).status).toBe(200);
});
