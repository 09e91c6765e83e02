import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { createPageCache, inlineScriptHashes, pageCacheKey, slotPositions } from './page-cache';
import { FORM_TOKEN_SLOT, SLOT_MARKUP } from './page-cache-slot';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

describe('which requests the page cache answers, and under which key', () => {
  it('takes the public pages, each under its path', () => {
    for (const url of ['/', '/about', '/services', '/services/ai-automation', '/solutions/kyc-verification', '/industries/fintech', '/case-studies', '/case-studies/a-slug', '/careers', '/careers/3f1c', '/partners', '/estimator', '/contact', '/careers/apply', '/careers/3f1c/apply']) {
      expect(pageCacheKey(get(url)), url).toBe(url);
    }
    expect(pageCacheKey({ ...get('/'), method: 'HEAD' })).toBe('/');
  });

  it('keeps in the key only the query parameters the page reads', () => {
    expect(pageCacheKey(get('/careers?page=2'))).toBe('/careers?page=2');
    expect(pageCacheKey(get('/case-studies?utm_source=x&page=12&ref=y'))).toBe('/case-studies?page=12');
    expect(pageCacheKey(get('/contact?utm_source=news&partnership=technology&gclid=abc'))).toBe('/contact?partnership=technology');
    // A fixed order, the first of repeated values: one key for one page.
    expect(pageCacheKey(get('/contact?subject=Pricing&service=web-development&subject=Other'))).toBe('/contact?service=web-development&subject=Pricing');
    expect(pageCacheKey(get('/careers/3f1c/apply?sent=1&fbclid=x'))).toBe('/careers/3f1c/apply?sent=1');
    expect(pageCacheKey(get('/estimator?step=3&utm_medium=cpc'))).toBe('/estimator?step=3');
  });

  it('ignores every other parameter: a campaign link is the page itself', () => {
    for (const url of ['/?utm_source=x', '/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn', '/?ref=producthunt', '/?gclid=Cj0KCQ', '/?fbclid=IwAR', '/?anything=at&all', '/?', '/?page=2']) {
      expect(pageCacheKey(get(url)), url).toBe('/');
    }
    expect(pageCacheKey(get('/about?page=2'))).toBe('/about');
    expect(pageCacheKey(get('/careers/3f1c?page=2'))).toBe('/careers/3f1c');
    expect(pageCacheKey(get('/contact?utm_source=x&referrer=y'))).toBe('/contact');
  });

  it('takes the pages of the page manager, but not a staff preview of a draft', () => {
    expect(pageCacheKey(get('/my-cms-page'))).toBe('/my-cms-page');
    expect(pageCacheKey(get('/privacy-policy?utm_source=x'))).toBe('/privacy-policy');
    expect(pageCacheKey(get('/my-cms-page?preview=1'))).toBeNull();
  });

  it('leaves private pages, the search and the admin to a render of their own', () => {
    for (const url of ['/estimator?estimate=abc', '/estimator?step=2&estimate=abc', '/search', '/search?q=x', '/estimates/abc', '/admin', '/admin/leads', '/ax-admin-panel', '/auth', '/setup', '/setup/x', '/api/health', '/media/a.png', '/portfolio', '/partnership-guide', '/preview', '/about/', '/My-Page', '/_next/static/chunks/a.js']) {
      expect(pageCacheKey(get(url)), url).toBeNull();
    }
    // A crafted preset too long to be worth keeping.
    expect(pageCacheKey(get(`/contact?subject=${'x'.repeat(2000)}`))).toBeNull();
  });

  it('leaves posts and client-side navigation (RSC requests) to Next.js', () => {
    expect(pageCacheKey({ ...get('/'), method: 'POST' })).toBeNull();
    expect(pageCacheKey({ ...get('/contact'), method: 'POST' })).toBeNull();
    expect(pageCacheKey(get('/', { rsc: '1' }))).toBeNull();
    expect(pageCacheKey(get('/careers', { 'next-router-prefetch': '1' }))).toBeNull();
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
      fillSlot: () => 'token',
      maxBytes: 150_000,
    });
    const serve = async (url: string) => {
      let status = 0;
      const res = { writeHead: (code: number) => void (status = code), end: () => {} } as unknown as http.ServerResponse;
      await cache.serve({ method: 'GET', url, headers: {} } as http.IncomingMessage, res, url, async () => undefined);
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

/** A served response: status, headers and the body as sent. */
type Answer = { status: number; headers: Record<string, string | number>; body: Buffer };

function serveWith(cache: ReturnType<typeof createPageCache>) {
  return async (key: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const answer: Answer = { status: 0, headers: {}, body: Buffer.alloc(0) };
    const res = {
      writeHead: (status: number, sent: Record<string, string | number>) => Object.assign(answer, { status, headers: sent }),
      end: (body?: Buffer) => void (answer.body = body ?? Buffer.alloc(0)),
    } as unknown as http.ServerResponse;
    await cache.serve({ method: 'GET', url: key, headers } as http.IncomingMessage, res, key, async () => {
      throw new Error('the page should have come from the cache');
    });
    return answer;
  };
}

describe('a page with a form in the page cache', () => {
  // What a page with a form looks like rendered for the cache: the slot in the hidden input's
  // markup, and again in the inline script that carries the form's props.
  const script = `self.__next_f.push([1,"{\\"__html\\":\\"\\u003cinput type=\\\\\\"hidden\\\\\\" name=\\\\\\"formToken\\\\\\" value=\\\\\\"${FORM_TOKEN_SLOT}\\\\\\"\\u003e\\"}"])`;
  const html = `<!doctype html><html><body><form><div hidden=""><input type="hidden" name="formToken" ${SLOT_MARKUP}></div><input name="name"></form><script>${script}</script><script>document.write('${SLOT_MARKUP}')</script>${'<p>Tell us about your project.</p>'.repeat(200)}</body></html>`;

  function formPageCache() {
    let renders = 0;
    let issued = 0;
    const cache = createPageCache({
      render: async () => {
        renders++;
        return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
      },
      https: () => false,
      fillSlot: () => `inquiry:${++issued}:token.signature`,
    });
    return { serve: serveWith(cache), renders: () => renders };
  }

  it('finds the slot in the markup only, never in a script', () => {
    expect(slotPositions(html)).toEqual([html.indexOf(SLOT_MARKUP)]);
  });

  it('renders the page once and gives every response a token of its own, in the markup only', async () => {
    const { serve, renders } = formPageCache();
    const first = await serve('/contact');
    const second = await serve('/contact');
    expect(renders()).toBe(1);
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    const tokenOf = (answer: Answer) => /name="formToken" value="([^"]*)"/.exec(answer.body.toString())?.[1];
    expect(tokenOf(first)).toBe('inquiry:1:token.signature');
    expect(tokenOf(second)).toBe('inquiry:2:token.signature');
    // The rest of the page is the cached render, scripts and all: their hashes in the CSP hold.
    expect(second.body.toString()).toBe(html.replace(FORM_TOKEN_SLOT, 'inquiry:2:token.signature'));
    const policy = String(second.headers['Content-Security-Policy']);
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(`'${hash}'`);
  });

  it('is never kept by the browser nor answered with a 304', async () => {
    const { serve } = formPageCache();
    const answer = await serve('/contact');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['etag']).toBeUndefined();
    const again = await serve('/contact', { 'if-none-match': '*' });
    expect(again.status).toBe(200);
  });

  it('sends valid gzip joined from the precompressed page and the token', async () => {
    const { serve } = formPageCache();
    await serve('/contact');
    const answer = await serve('/contact', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(html.length / 5);
    expect(gunzipSync(answer.body).toString()).toBe(html.replace(FORM_TOKEN_SLOT, 'inquiry:2:token.signature'));
  });
});

describe('a page without a form in the page cache', () => {
  it('is the same bytes for everyone, with an ETag and a 304 when unchanged', async () => {
    const cache = createPageCache({
      render: async () => new Response('<!doctype html><p>About us</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      https: () => false,
      fillSlot: () => 'unused',
    });
    const serve = serveWith(cache);
    const first = await serve('/about', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await serve('/about', { 'if-none-match': String(first.headers['etag']) });
    expect(second.status).toBe(304);
    expect(second.headers['x-page-cache']).toBe('hit');
  });
});

describe('what the page cache does not keep', () => {
  it('is answered by Next.js itself (a 404, a redirect): the visitor gets its own render, with its query', async () => {
    const cache = createPageCache({
      render: async () => new Response(null, { status: 308, headers: { location: '/new-slug' } }),
      https: () => false,
      fillSlot: () => 'unused',
    });
    let written = false;
    let passedOn = 0;
    const res = { writeHead: () => (written = true), end: () => {} } as unknown as http.ServerResponse;
    await cache.serve({ method: 'GET', url: '/old-slug?utm_source=newsletter', headers: {} } as http.IncomingMessage, res, '/old-slug', async () => passedOn++);
    expect(passedOn).toBe(1);
    expect(written).toBe(false);
  });
});

describe('a page the cache has, when the app cannot render it now', () => {
  const page = (text: string, status = 200) => new Response(`<!doctype html><p>${text}</p>`, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  const bodyOf = (answer: Answer) => answer.body.toString();

  /** A cache whose next render answers what `next` holds: a page, an error, a rejection, or nothing for a while. */
  function controlledCache() {
    let next: () => Promise<Response> = async () => page('v1');
    let renders = 0;
    const cache = createPageCache({
      render: () => (renders++, next()),
      https: () => false,
      fillSlot: () => 'unused',
      freshWaitMs: 50,
    });
    return { cache, serve: serveWith(cache), renders: () => renders, setNext: (fn: () => Promise<Response>) => (next = fn) };
  }

  afterEach(() => vi.useRealTimers());

  it('after its minute, is served as it was while one render brings it up to date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { serve, renders, setNext } = controlledCache();
    await serve('/about');
    vi.setSystemTime(Date.now() + 61_000);
    let finish!: (response: Response) => void;
    setNext(() => new Promise((resolve) => (finish = resolve)));
    const during = await Promise.all([serve('/about'), serve('/about'), serve('/about')]);
    expect(during.map((answer) => answer.headers['x-page-cache'])).toEqual(['stale', 'stale', 'stale']);
    expect(during.every((answer) => bodyOf(answer).includes('v1'))).toBe(true);
    expect(renders()).toBe(2);
    finish(page('v2'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const after = await serve('/about');
    expect(after.headers['x-page-cache']).toBe('hit');
    expect(bodyOf(after)).toContain('v2');
  });

  it('after its minute, is served as it was for as long as the app answers with errors', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { serve, setNext } = controlledCache();
    await serve('/about');
    setNext(async () => page('busy', 503));
    for (let minute = 1; minute <= 5; minute++) {
      vi.setSystemTime(Date.now() + 61_000);
      const answer = await serve('/about');
      expect(answer.status).toBe(200);
      expect(bodyOf(answer)).toContain('v1');
    }
  });

  it('after staff changed data, is the new render, unless that fails or is late: then the page as it was', async () => {
    const { cache, serve, setNext } = controlledCache();
    await serve('/about');
    cache.clear();
    setNext(async () => page('v2'));
    expect(bodyOf(await serve('/about'))).toContain('v2');

    cache.clear();
    setNext(async () => {
      throw new Error('fetch failed');
    });
    const failed = await serve('/about');
    expect([failed.headers['x-page-cache'], bodyOf(failed)]).toEqual(['stale', expect.stringContaining('v2')]);

    cache.clear();
    setNext(async () => page('overloaded', 503));
    expect(bodyOf(await serve('/about'))).toContain('v2');

    cache.clear();
    setNext(() => new Promise((resolve) => setTimeout(() => resolve(page('v3')), 200)));
    const late = await serve('/about');
    expect([late.headers['x-page-cache'], bodyOf(late)]).toEqual(['stale', expect.stringContaining('v2')]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(bodyOf(await serve('/about'))).toContain('v3');
  });

  it('after staff deleted it (the app answers 404 now), is never served again', async () => {
    const { cache, setNext } = controlledCache();
    const serveOrPass = async () => {
      let passed = false;
      let status = 0;
      const res = { writeHead: (code: number) => void (status = code), end: () => {} } as unknown as http.ServerResponse;
      await cache.serve({ method: 'GET', url: '/old-page', headers: {} } as http.IncomingMessage, res, '/old-page', async () => (passed = true));
      return passed ? 'passed to Next.js' : status;
    };
    expect(await serveOrPass()).toBe(200);
    cache.clear();
    setNext(async () => page('Not found', 404));
    expect(await serveOrPass()).toBe('passed to Next.js');
    setNext(async () => page('busy', 503));
    expect(await serveOrPass()).toBe('passed to Next.js');
  });
});
