import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cachePolicy, DECLARED_CACHE_HEADER, encodeCachePolicy } from './cache-policy';
import { createPageCache, DECLARED_TAGS_HEADER, inlineScriptHashes, slotPositions } from './page-cache';
import { FORM_TOKEN_SLOT, SLOT_MARKUP } from './page-cache-slot';

/** What the app answers a render of ours with: the body, and what its route declared (shared unless told). */
function answer(body: string | null, init: { status?: number; headers?: Record<string, string>; declared?: string | null } = {}) {
  const declared = init.declared === undefined ? encodeCachePolicy(cachePolicy.shared()) : init.declared;
  return new Response(body, {
    status: init.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8', ...(declared ? { [DECLARED_CACHE_HEADER]: declared } : {}), ...init.headers },
  });
}

describe("the hashes of a page's inline scripts", () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

  it("hashes each inline script's exact text, and skips scripts loaded from a file", () => {
    const html =
      '<head><script src="/_next/a.js" async=""></script><script>self.__next_f.push([1,"é"])</script></head><body><script type="application/ld+json">{"a":1}</script><SCRIPT>x()</SCRIPT ></body>';
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
        return answer(html());
      },
      https: () => false,
      fillSlot: () => 'token',
      maxBytes: 150_000,
    });
    const serve = async (url: string) => {
      const { res, answer } = response();
      await cache.serve({ method: 'GET', url, headers: {} } as http.IncomingMessage, res, url, async () => undefined);
      return answer.status;
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

/**
 * A response as the cache writes it, through the calls of Node's ServerResponse it makes: the
 * answer as the visitor would read it (its headers by lower-case name, the body's bytes joined).
 */
function response(): { res: http.ServerResponse; answer: Answer; written: () => boolean } {
  const answer: Answer = { status: 0, headers: {}, body: Buffer.alloc(0) };
  let written = false;
  const append = (chunk?: Buffer) => void (chunk && (answer.body = Buffer.concat([answer.body, chunk])));
  const res = Object.assign(new EventEmitter(), {
    writeHead(status: number, sent: (string | number)[] | Record<string, string | number>) {
      written = true;
      const pairs = Array.isArray(sent) ? Array.from({ length: sent.length / 2 }, (_, i) => [sent[2 * i], sent[2 * i + 1]]) : Object.entries(sent);
      answer.status = status;
      answer.headers = Object.fromEntries(pairs.map(([name, value]) => [String(name).toLowerCase(), value!]));
    },
    write: append,
    end: append,
    cork() {},
    uncork() {},
  }) as unknown as http.ServerResponse;
  return { res, answer, written: () => written };
}

function serveWith(cache: ReturnType<typeof createPageCache>) {
  return async (key: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const { res, answer } = response();
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
  // The form needs React in the browser: the page keeps Next.js' runtime (framework-runtime.ts).
  const html = `<!doctype html><html><body><span hidden data-needs-runtime=""></span><form><div hidden=""><input type="hidden" name="formToken" ${SLOT_MARKUP}></div><input name="name"></form><script>${script}</script><script>document.write('${SLOT_MARKUP}')</script>${'<p>Tell us about your project.</p>'.repeat(200)}</body></html>`;

  function formPageCache() {
    let renders = 0;
    let issued = 0;
    const cache = createPageCache({
      render: async () => {
        renders++;
        return answer(html);
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
    const policy = String(second.headers['content-security-policy']);
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

describe("the page cache behind Node's own HTTP server", () => {
  it('sends kept answers as they were rendered, each response with its own request id and, on a form page, token', async () => {
    const form = `<!doctype html><html><body><form><input type="hidden" name="formToken" ${SLOT_MARKUP}></form>${'<p>Tell us about your project.</p>'.repeat(300)}</body></html>`;
    let issued = 0;
    const cache = createPageCache({
      render: async (path) => answer(path === '/contact' ? form : '<!doctype html><p>About us</p>'),
      https: () => true,
      fillSlot: () => `inquiry:${++issued}:t.s`,
    });
    const server = http.createServer((req, res) => void cache.serve(req, res, req.url!, async () => res.writeHead(500).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // A raw response, as a browser receives it (no decompression by the client).
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http.get({ port, path, headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res
            .on('data', (chunk: Buffer) => chunks.push(chunk))
            .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
            .on('error', reject);
        });
      });
    try {
      await get('/contact', {});
      await get('/about', {});
      const [contact, again, about, identity] = await Promise.all([
        get('/contact', { 'accept-encoding': 'gzip', 'x-request-id': 'visit-1' }),
        get('/contact', { 'accept-encoding': 'gzip', 'x-request-id': 'visit-2' }),
        get('/about', { 'accept-encoding': 'br', 'x-request-id': 'visit-3' }),
        get('/contact', { 'x-request-id': 'visit-4' }),
      ]);
      expect([contact.headers['x-page-cache'], about.headers['x-page-cache']]).toEqual(['hit', 'hit']);
      expect([contact, again, about, identity].map((answer) => answer.headers['x-request-id'])).toEqual(['visit-1', 'visit-2', 'visit-3', 'visit-4']);
      const tokens = [contact, again].map((answer) => /value="([^"]*)"/.exec(gunzipSync(answer.body).toString())?.[1]);
      expect(new Set(tokens).size).toBe(2);
      expect(Number(contact.headers['content-length'])).toBe(contact.body.length);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.toString()).toMatch(/^<!doctype html><html><body><form><input type="hidden" name="formToken" value="inquiry:\d:t\.s">/);
      expect(brotliDecompressSync(about.body).toString()).toBe('<!doctype html><p>About us</p>');
      expect(about.headers['strict-transport-security']).toContain('max-age=');
      expect(about.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a page with two forms in the page cache', () => {
  it('sends valid gzip with a token of its own in each', async () => {
    const form = `<form><input type="hidden" name="formToken" ${SLOT_MARKUP}></form>`;
    const html = `<!doctype html><html><body>${form}${'<p>Between the forms.</p>'.repeat(300)}${form}<footer>${'x'.repeat(70_001)}</footer></body></html>`;
    let issued = 0;
    const serve = serveWith(createPageCache({ render: async () => answer(html), https: () => false, fillSlot: () => `inquiry:${++issued}:t.s` }));
    await serve('/two');
    const answered = await serve('/two', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(answered.body).toString()).toBe(html.replace(FORM_TOKEN_SLOT, 'inquiry:3:t.s').replace(FORM_TOKEN_SLOT, 'inquiry:4:t.s'));
  });
});

describe('a page without a form in the page cache', () => {
  it('is the same bytes for everyone, with an ETag and a 304 when unchanged', async () => {
    const cache = createPageCache({
      render: async () => answer('<!doctype html><p>About us</p>'),
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
      render: async () => answer(null, { status: 308, headers: { location: '/new-slug' } }),
      https: () => false,
      fillSlot: () => 'unused',
    });
    let passedOn = 0;
    const { res, written } = response();
    await cache.serve({ method: 'GET', url: '/old-slug?utm_source=newsletter', headers: {} } as http.IncomingMessage, res, '/old-slug', async () => passedOn++);
    expect(passedOn).toBe(1);
    expect(written()).toBe(false);
  });
});

describe('a page the cache has, when the app cannot render it now', () => {
  const page = (text: string, status = 200) => answer(`<!doctype html><p>${text}</p>`, { status });
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

  it('after staff deleted it (the app answers 404 now), is the 404 page from then on; a redirect is left to Next.js', async () => {
    const { cache, setNext } = controlledCache();
    const serveOrPass = async () => {
      let passed = false;
      const { res, answer } = response();
      await cache.serve({ method: 'GET', url: '/old-page', headers: {} } as http.IncomingMessage, res, '/old-page', async () => (passed = true));
      return passed ? 'passed to Next.js' : answer.status;
    };
    expect(await serveOrPass()).toBe(200);
    cache.clear();
    setNext(async () => page('Not found', 404));
    expect(await serveOrPass()).toBe(404);
    setNext(async () => page('busy', 503));
    expect(await serveOrPass()).toBe(404);
    cache.clear();
    setNext(async () => answer(null, { status: 308, headers: { location: '/new-page' } }));
    expect(await serveOrPass()).toBe('passed to Next.js');
  });
});

describe('what the route declared decides what is kept', () => {
  const passOrServe = async (cache: ReturnType<typeof createPageCache>, url: string) => {
    let passed = false;
    const { res, answer } = response();
    await cache.serve({ method: 'GET', url, headers: {} } as http.IncomingMessage, res, url, async () => (passed = true));
    return passed ? null : answer;
  };

  it('an answer that declared nothing, or private, is never kept: Next.js answers each request', async () => {
    for (const declared of [null, encodeCachePolicy(cachePolicy.private('a session'))]) {
      let renders = 0;
      const cache = createPageCache({ render: async () => (renders++, answer('<p>Hi</p>', { declared })), https: () => false, fillSlot: () => '' });
      expect(await passOrServe(cache, '/x')).toBeNull();
      expect(await passOrServe(cache, '/x')).toBeNull();
      expect(renders).toBe(2);
    }
  });

  it('warming renders an answer once in the background; the next visitor is served it from memory', async () => {
    let renders = 0;
    const cache = createPageCache({ render: async () => (renders++, answer('<p>Kept</p>')), https: () => false, fillSlot: () => '' });
    const req = { method: 'GET', url: '/x', headers: {} } as http.IncomingMessage;
    await Promise.all([cache.warm('/x', req), cache.warm('/x', req)]);
    const served = await passOrServe(cache, '/x');
    expect(served?.headers?.['x-page-cache']).toBe('hit');
    expect(served?.body?.toString()).toBe('<p>Kept</p>');
    await cache.warm('/x', req);
    expect(renders).toBe(1);
  });

  it('a render whose visitors all left is given up; one the next visitors need goes on', async () => {
    const signals: AbortSignal[] = [];
    const cache = createPageCache({
      render: (_path, _req, signal) => (signals.push(signal), new Promise<Response>((resolve) => setTimeout(() => resolve(answer('<p>Late</p>')), 50))),
      https: () => false,
      fillSlot: () => '',
    });
    const visitor = () => response().res;
    const req = { method: 'GET', url: '/q', headers: {} } as http.IncomingMessage;
    // Two visitors wait for one render; the first leaves, then the second.
    const [first, second] = [visitor(), visitor()];
    let passed = 0;
    const served = [cache.serve(req, first, '/q?1', async () => passed++), cache.serve(req, second, '/q?1', async () => passed++)];
    first.emit('close');
    expect(signals[0]!.aborted).toBe(false);
    second.emit('close');
    expect(signals[0]!.aborted).toBe(true);
    await Promise.all(served);
    // A warm-up has no visitor to wait for it: a visitor who joins it and leaves does not stop it.
    const warming = cache.warm('/q?2', req);
    const third = visitor();
    const joined = cache.serve(req, third, '/q?2', async () => passed++);
    third.emit('close');
    await Promise.all([warming, joined]);
    expect(signals[1]!.aborted).toBe(false);
    expect(signals).toHaveLength(2);
  });

  it('a shared answer of any kind is kept, with its lifetime, the tags of what it read, and an ETag', async () => {
    let renders = 0;
    const cache = createPageCache({
      render: async () => (
        renders++,
        answer('{"data":[]}', {
          headers: { 'content-type': 'application/json', [DECLARED_TAGS_HEADER]: 'pages,site' },
          declared: encodeCachePolicy(cachePolicy.shared({ seconds: 30 })),
        })
      ),
      https: () => false,
      fillSlot: () => '',
    });
    const first = await passOrServe(cache, '/api/v1/pages');
    const second = await passOrServe(cache, '/api/v1/pages');
    expect(renders).toBe(1);
    expect(second?.body?.toString()).toBe('{"data":[]}');
    expect(second?.headers).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=150, stale-if-error=86400',
      'cache-tag': 'pages,site',
      'surrogate-key': 'pages site',
      'x-cache-policy': 'shared',
      'x-page-cache': 'hit',
      etag: first?.headers?.etag,
    });
    expect(second?.headers?.[DECLARED_CACHE_HEADER]).toBeUndefined();
    expect(second?.headers?.[DECLARED_TAGS_HEADER]).toBeUndefined();
  });

  it('unknown addresses are kept as 404s that share one copy of the 404 page', async () => {
    let renders = 0;
    const notFound = `<!doctype html><p>${'Page not found. '.repeat(5000)}</p>`;
    const cache = createPageCache({
      render: async () => (renders++, answer(notFound, { status: 404 })),
      https: () => false,
      fillSlot: () => '',
      maxBytes: 400_000,
    });
    // Each copy takes about 80 KB: the 404s' quarter of these 400 KB would hold one.
    for (let i = 0; i < 50; i++) expect((await passOrServe(cache, `/made-up-${i}`))?.status).toBe(404);
    expect(renders).toBe(50);
    for (let i = 0; i < 50; i++) {
      const again = await passOrServe(cache, `/made-up-${i}`);
      expect([again?.status, again?.headers?.['x-page-cache']]).toEqual([404, 'hit']);
      expect(again?.body?.toString()).toBe(notFound);
    }
    expect(renders).toBe(50);
  });
});

describe('a scanner walking made-up addresses', () => {
  it("cannot push the site's pages out of the cache: its 404s have a quarter of the bytes", async () => {
    let renders = 0;
    // Each 404 different (as Next.js' payload names the address), 20 KB each.
    const cache = createPageCache({
      render: async (key) => (
        renders++,
        answer(`<!doctype html><p>${key}${Buffer.from(crypto.getRandomValues(new Uint8Array(10_000))).toString('base64')}</p>`, {
          status: key.startsWith('/page') ? 200 : 404,
        })
      ),
      https: () => false,
      fillSlot: () => '',
      maxBytes: 400_000,
    });
    const serve = serveWith(cache);
    for (let i = 0; i < 4; i++) await serve(`/page-${i}`);
    for (let i = 0; i < 200; i++) await serve(`/wp-admin-${i}.php`);
    const before = renders;
    for (let i = 0; i < 4; i++) expect((await serve(`/page-${i}`)).headers['x-page-cache']).toBe('hit');
    expect(renders).toBe(before);
  });
});
