import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type http from 'node:http';
import { createPageCache, inlineScriptHashes, isCacheablePageRequest } from './page-cache';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

describe('which requests the page cache answers', () => {
  it('takes the public pages that are the same for every visitor', () => {
    for (const url of ['/', '/about', '/services', '/services/ai-automation', '/solutions/kyc-verification', '/industries/fintech', '/case-studies', '/case-studies/a-slug', '/careers', '/careers/3f1c', '/partners', '/estimator', '/careers?page=2', '/case-studies?page=12', '/partners?page=3']) {
      expect(isCacheablePageRequest(get(url)), url).toBe(true);
    }
    expect(isCacheablePageRequest({ ...get('/'), method: 'HEAD' })).toBe(true);
  });

  it('leaves pages with a form token, a referrer or a query, private pages and the admin to a render of their own', () => {
    for (const url of ['/contact', '/careers/apply', '/careers/3f1c/apply', '/search', '/estimates/abc', '/admin', '/admin/leads', '/ax-admin-panel', '/auth', '/setup/x', '/api/health', '/media/a.png', '/portfolio', '/?utm_source=x', '/careers?x=1', '/careers?page=2&x=1', '/careers?page=0', '/careers?page=abc', '/about?page=2', '/careers/3f1c?page=2', '/my-cms-page']) {
      expect(isCacheablePageRequest(get(url)), url).toBe(false);
    }
  });

  it('leaves posts and client-side navigation (RSC requests) to Next.js', () => {
    expect(isCacheablePageRequest({ ...get('/'), method: 'POST' })).toBe(false);
    expect(isCacheablePageRequest(get('/', { rsc: '1' }))).toBe(false);
    expect(isCacheablePageRequest(get('/careers', { 'next-router-prefetch': '1' }))).toBe(false);
  });
});

describe('the hashes of a page\'s inline scripts', () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

  it('hashes each inline script\'s exact text, and skips scripts loaded from a file', () => {
    const html = '<head><script src="/_next/a.js" async=""></script><script>self.__next_f.push([1,"é"])</script></head><body><script type="application/ld+json">{"a":1}</script><SCRIPT>x()</SCRIPT ></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"é"])'), sha('{"a":1}'), sha('x()')]);
  });

  it('lists a script repeated on the page once', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toEqual([sha('a()')]);
  });
});

describe('the page cache', () => {
  it('keeps pages up to its byte budget, dropping the least recently rendered first', async () => {
    const rendered: string[] = [];
    // Random text hardly compresses: each page costs about 50 KB (20 KB of HTML, 15 KB each compressed).
    const html = () => `<!doctype html><p>${Buffer.from(crypto.getRandomValues(new Uint8Array(15_000))).toString('base64')}</p>`;
    const cache = createPageCache({
      render: async (path) => {
        rendered.push(path);
        return new Response(html(), { headers: { 'content-type': 'text/html; charset=utf-8' } });
      },
      https: () => false,
      maxBytes: 150_000,
    });
    const serve = async (url: string) => {
      let status = 0;
      const res = { writeHead: (code: number) => void (status = code), end: () => {} } as unknown as http.ServerResponse;
      await cache.serve({ method: 'GET', url, headers: {} } as http.IncomingMessage, res);
      return status;
    };
    for (let page = 1; page <= 6; page++) expect(await serve(`/careers?page=${page}`)).toBe(200);
    expect(rendered).toHaveLength(6);
    // The two newest fit in 150 KB and come from memory; the first was dropped and renders again.
    await serve('/careers?page=6');
    await serve('/careers?page=5');
    expect(rendered).toHaveLength(6);
    await serve('/careers?page=1');
    expect(rendered).toHaveLength(7);
  });
});
