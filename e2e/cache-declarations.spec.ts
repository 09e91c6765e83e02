// Every route of the build says how its answers may be cached (decision 099): each one is asked
// for once, by a visitor or by staff, and must answer with X-Cache-Policy shared or private; a
// shared one then comes from the answer cache. A new route that declares nothing fails here.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAdministrator } from '../src/server/auth/bootstrap';
import { signedIn } from './support/admin';
import { prepareDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'cache-admin@axionlabs.dev', password: 'a cache declarations passphrase', name: 'Cache Admin' };
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = await prepareDataDir((db) => createAdministrator(db, { ...ADMIN, role: 'super_admin' }), { withMedia: true });
  server = await startServer(dataDir, { env: { TRUST_PROXY: 'true' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Next.js' own routes, not ours. */
const FRAMEWORK_ROUTES = new Set(['/_not-found', '/_global-error']);

/**
 * Every route of the build, as Next.js lists them, but those it rendered at build time (the
 * favicon, the icon): the same bytes for everyone, served from the build's own cache.
 */
function buildRoutes(): string[] {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next', file), 'utf8'));
  const routes = read('app-path-routes-manifest.json') as Record<string, string>;
  const prerendered = new Set(Object.keys((read('prerender-manifest.json') as { routes: Record<string, unknown> }).routes));
  return [...new Set(Object.values(routes))].filter((route) => !FRAMEWORK_ROUTES.has(route) && !prerendered.has(route)).sort();
}

/** A route's pattern as a regular expression for the addresses it serves. */
const routePattern = (route: string) =>
  new RegExp(
    `^${route
      .replace(/[.*+?^${}()|\\]/g, '\\$&')
      .replace(/\/\[\.\.\.\w+\]/g, '/.+')
      .replace(/\[\w+\]/g, '[^/]+')}$`,
  );

/** Addresses the sitemap does not list: private ones, and the API's. */
const NOT_IN_SITEMAP: Record<string, string> = {
  '/[...slug]': '/no-such-page-anywhere',
  '/estimates/[token]': '/estimates/not-a-real-token',
  '/api/estimates/[token]/pdf': '/api/estimates/not-a-real-token/pdf',
  '/api/files/[id]': '/api/files/not-a-real-id',
  '/api/v1/[...path]': '/api/v1/pages?limit=2',
  '/auth/sso/[provider]': '/auth/sso/00000000-0000-4000-8000-000000000000',
  '/media/[...path]': '/media/demo/no-such-file.png',
  '/preview/case-study/[id]': '/preview/case-study/00000000-0000-4000-8000-000000000000',
  '/preview/page/[previewId]': '/preview/page/00000000-0000-4000-8000-000000000000',
  '/preview/share/[token]': '/preview/share/not-a-real-token',
  '/preview/version/[versionId]': '/preview/version/00000000-0000-4000-8000-000000000000',
  '/sitemaps/[file]': '/sitemaps/1.xml',
};

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get(`${server.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** An address of each route: the route itself, an address the sitemap lists, or one of the table's. */
async function sampleAddress(route: string, request: APIRequestContext, listed: string[]): Promise<string | undefined> {
  if (!route.includes('[')) return route;
  if (route === '/og/[image]') {
    const home = await (await request.get(`${server.url}/`)).text();
    return new URL(/<meta property="og:image" content="([^"]+)"/.exec(home)![1]!.replace(/&amp;/g, '&')).pathname;
  }
  if (route === '/islands/[file]') {
    // The header's island, as the home page loads it (its name carries its content's hash).
    const home = await (await request.get(`${server.url}/`)).text();
    return /src="(\/islands\/site-header\.[\w-]+\.js)"/.exec(home)?.[1];
  }
  if (route === '/icons/[file]') {
    // The icon sprite, as the home page draws its icons from it (its name carries its content's hash).
    const home = await (await request.get(`${server.url}/`)).text();
    return /href="(\/icons\/sprite\.[\w-]+\.svg)#/.exec(home)?.[1];
  }
  if (route.startsWith('/admin/')) return route.replace(/\[\w+\]/g, '00000000-0000-4000-8000-000000000000');
  const pattern = routePattern(route);
  return (
    NOT_IN_SITEMAP[route] ??
    listed.find((address) => pattern.test(address)) ??
    (route === '/careers/[id]/apply' ? `${listed.find((a) => /^\/careers\/[^/]+$/.test(a) && a !== '/careers/apply')}/apply` : undefined)
  );
}

test('every route of the build declares how it may be cached, and a shared one is served from the cache', async ({ browser, request }) => {
  const staff = await signedIn(browser, server.url, ADMIN);
  const listed = await sitemapPaths(request);
  const undeclared: string[] = [];
  const seen: Record<'shared' | 'private', string[]> = { shared: [], private: [] };
  for (const route of buildRoutes()) {
    const address = await sampleAddress(route, request, listed);
    expect(address, `${route}: give it an address in NOT_IN_SITEMAP`).toBeTruthy();
    // Staff screens with a session, everything else as a visitor.
    const client = route.startsWith('/admin') || route.startsWith('/api/admin') ? staff.request : request;
    const first = await client.get(`${server.url}${address}`, { maxRedirects: 0 });
    // A route that takes no GET (a form's target) is refused before it runs.
    if (first.status() === 405) continue;
    const policy = first.headers()['x-cache-policy'];
    if (policy !== 'shared' && policy !== 'private') {
      undeclared.push(`${route} (${address}: ${first.status()})`);
      continue;
    }
    seen[policy].push(route);
    if (policy === 'shared' && [200, 404].includes(first.status())) {
      // The first answer taught the server the route's policy, and it rendered the answer for the
      // next visitors meanwhile; the one after comes from the cache.
      await client.get(`${server.url}${address}`, { maxRedirects: 0 });
      const again = await client.get(`${server.url}${address}`, { maxRedirects: 0 });
      expect([again.headers()['x-page-cache'], again.status()], `${address} again`).toEqual(['hit', first.status()]);
      // A share image's signed address changes with its content: it keeps its year.
      expect(again.headers()['cache-control'], address).toMatch(/^(public, max-age=0, s-maxage=\d+|private, no-store|public, max-age=31536000, immutable$)/);
    } else if (policy === 'private') {
      expect(first.headers()['x-page-cache'], address).toBeUndefined();
    }
  }
  expect(undeclared, 'routes that declare nothing: call declareCaching() in them (src/server/cache-policy.ts)').toEqual([]);
  // The answers visitors share most are among the shared ones; the staff's and the tokens' are not.
  expect(seen.shared).toEqual(
    expect.arrayContaining([
      '/',
      '/insights',
      '/insights/[slug]',
      '/insights/rss.xml',
      '/insights/feed.json',
      '/sitemap.xml',
      '/robots.txt',
      '/case-studies/[slug]',
      '/[...slug]',
      '/api/v1/[...path]',
      '/search',
    ]),
  );
  expect(seen.private).toEqual(expect.arrayContaining(['/admin/dashboard', '/ax-admin-panel', '/estimates/[token]', '/api/health', '/preview/share/[token]']));
  await staff.context().close();
});
