import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, isCacheablePageRequest } from './page-cache';

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
