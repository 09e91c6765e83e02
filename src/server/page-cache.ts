// The answer cache: public pages, posts, feeds, sitemaps and the content API's public reads, each
// kept under the key its route's declared policy gives (cache-policy.ts, decision 099). An answer is
// rendered once (without a nonce), compressed once, and served from memory (HTML with a CSP that
// trusts its inline scripts by hash) until staff change any data (invalidateCacheTags) or its
// lifetime has passed; a page with a form gets a fresh one-time token in its markup per response.
// Unknown addresses are kept as 404s sharing one copy of the 404 page. An answer the cache has is
// never an error because the app is busy: after its lifetime it is served as it is while one
// render refreshes it, and after staff change data it is served as it was if the new render fails
// or takes longer than ten seconds (decision 094). Why: decisions 009, 082 and 099.
import { createHash } from 'node:crypto';
import type http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cacheControlOf, decodeCachePolicy, DECLARED_CACHE_HEADER } from './cache-policy';
import { crc32Combine, crc32Shift } from './crc32-combine';
import { withoutFrameworkRuntime } from './framework-runtime';
import { SLOT_MARKUP } from './page-cache-slot';
import { securityHeaders } from './security-headers';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Headers that stay with a cached page; the rest are per response (set below or by our server). */
const DROPPED_HEADERS = new Set([
  'content-security-policy',
  'strict-transport-security',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-request-id',
  'etag',
]);

/** The lifetime of an answer that declared none (a policy always has one; kept for renders without). */
const TTL_MS = 60_000;
/**
 * After staff changed data, how long a visitor waits for the new render before getting the page as
 * it was. Long enough that a busy but working server still shows the change on the next load (a
 * render waits up to RENDER_QUEUE_SECONDS for a slot, and a failed one is not waited for at all).
 */
const FRESH_WAIT_MS = 10_000;
/** Answers kept, and of them 404s of unknown addresses (each costs a few hundred bytes where its page is shared). */
const MAX_ENTRIES = 5_000;
const MAX_NOT_FOUND = 2_000;
/**
 * And at most this many bytes (HTML plus its gzip and brotli copies): a crawler walking thousands
 * of ?page=N and case-study pages must not grow the server past its memory budget.
 */
const MAX_BYTES = 48 * 1024 * 1024;

const sizeOf = (page: Rendered) =>
  page.sharesBody
    ? 256
    : page.body.length +
      (page.gzip?.length ?? 0) +
      (page.br?.length ?? 0) +
      (page.slotted ? page.body.length + page.slotted.deflated.reduce((sum, part) => sum + part.length, 0) : 0);

/** The sha256 sources of every inline script in `html` (those without src), in the CSP's syntax. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${match[1]}`)) continue;
    hashes.add(`sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

type Coding = 'br' | 'gzip' | 'identity';

type Rendered = {
  status: number;
  headers: Record<string, string>;
  hashes: string[];
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  etag?: string;
  /** A page with a form: its HTML around the slots that get a fresh token per response. */
  slotted?: Slotted;
  /** Declared shared, and an answer worth keeping: a page (200) or the 404 page. */
  cacheable: boolean;
  expiresAt: number;
  /** The cache's generation when its render started: an older one was rendered before staff changed data. */
  generation: number;
  /** A 404 whose bytes another key's 404 already holds: not counted again. */
  sharesBody?: boolean;
  /** Its headers with the security headers, per scheme (HSTS) and coding: made at its first response so sent, not at each (headOf). */
  sent?: Partial<Record<`${'http' | 'https'} ${Coding}`, (string | number)[]>>;
};

/**
 * The HTML cut at each slot, and each piece compressed on its own into raw deflate data that ends
 * on a byte boundary (a sync flush), the last one final: per response, the pieces and the tokens
 * (deflated likewise, a few bytes) are joined into one valid gzip stream without compressing the
 * page again (about 0.1 ms against 2 ms for gzip at level 1 or 20 ms for a render).
 */
type Slotted = { pieces: Buffer[]; deflated: Buffer[]; crcs: number[]; shifts: number[]; size: number };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** Where SLOT_MARKUP stands in `html` outside any script (a script must keep its hash). */
export function slotPositions(html: string): number[] {
  const scripts = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi)].map((match) => [match.index, match.index + match[0].length] as const);
  const positions: number[] = [];
  for (let at = html.indexOf(SLOT_MARKUP); at !== -1; at = html.indexOf(SLOT_MARKUP, at + SLOT_MARKUP.length)) {
    if (!scripts.some(([start, end]) => at >= start && at < end)) positions.push(at);
  }
  return positions;
}

function slice(html: string, positions: number[]): Slotted {
  const texts: string[] = [];
  let from = 0;
  for (const at of positions) {
    texts.push(`${html.slice(from, at)}value="`);
    from = at + SLOT_MARKUP.length - 1; // keeps the closing quote
  }
  texts.push(html.slice(from));
  const pieces = texts.map((text) => Buffer.from(text, 'utf8'));
  const deflated = pieces.map((piece, index) =>
    zlib.deflateRawSync(piece, { level: 9, finishFlush: index === pieces.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH }),
  );
  // What the gzip trailer needs of each piece, so that a response reads only its tokens (crc32-combine.ts).
  return {
    pieces,
    deflated,
    crcs: pieces.map((piece) => zlib.crc32(piece)),
    shifts: pieces.map((piece) => crc32Shift(piece.length)),
    size: pieces.reduce((sum, piece) => sum + piece.length, 0),
  };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A token as a stored (uncompressed) deflate block, not final: after a sync flush the stream is on
 * a byte boundary, so the block is a zero byte (BFINAL 0, BTYPE 00, padding), LEN, NLEN, the bytes.
 * Cheaper than setting up a compressor for a hundred bytes.
 */
function storedBlock(data: Buffer): Buffer {
  // allocUnsafe: from Node's shared pool (a per-response allocation of its own is garbage to collect).
  const block = Buffer.allocUnsafe(5 + data.length);
  block[0] = 0;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/** The page with a fresh value in each slot, as the parts to send: of its HTML, or of gzip joined from the pieces. */
function fill(slotted: Slotted, fillSlot: () => string, gzipped: boolean): Buffer[] {
  const values = slotted.pieces.slice(1).map(() => Buffer.from(escapeAttribute(fillSlot()), 'utf8'));
  if (!gzipped) return slotted.pieces.flatMap((piece, index) => (index < values.length ? [piece, values[index]!] : [piece]));
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = slotted.crcs[0]!;
  let size = slotted.size;
  slotted.deflated.forEach((piece, index) => {
    parts.push(piece);
    const value = values[index];
    if (!value) return;
    parts.push(storedBlock(value));
    crc = crc32Combine(zlib.crc32(value, crc), slotted.crcs[index + 1]!, slotted.shifts[index + 1]!);
    size += value.length;
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(trailer);
  return parts;
}

/** Answers kept: a page, and the 404 page of an unknown address (so that a scanner costs no renders). */
const KEPT_STATUSES = new Set([200, 404]);

/** The data an answer depends on, as the app names it (request-context.ts): the tags of the data cache it read. */
export const DECLARED_TAGS_HEADER = 'x-declared-tags';

/** What the answer's render said: `fetch`'s Response of the render request. */
async function toRendered(response: Response, generation: number, ttlMs: number): Promise<Rendered> {
  let body = Buffer.from(await response.arrayBuffer());
  const policy = decodeCachePolicy(response.headers.get(DECLARED_CACHE_HEADER));
  const tags = (response.headers.get(DECLARED_TAGS_HEADER) ?? '').split(',').filter(Boolean);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name) && name !== DECLARED_CACHE_HEADER && name !== DECLARED_TAGS_HEADER) headers[name] = value;
  });
  const isHtml = (headers['content-type'] ?? '').startsWith('text/html');
  const cacheable = Boolean(policy?.shared) && KEPT_STATUSES.has(response.status) && !response.headers.has('set-cookie');
  // Kept without Next.js' runtime where islands do what the page does (framework-runtime.ts).
  const html = isHtml ? withoutFrameworkRuntime(body.toString('utf8')) : '';
  if (isHtml) body = Buffer.from(html, 'utf8');
  const rendered: Rendered = {
    status: response.status,
    headers,
    hashes: isHtml ? inlineScriptHashes(html) : [],
    body,
    cacheable,
    expiresAt: Date.now() + (policy?.shared ? policy.seconds * 1000 : ttlMs),
    generation,
  };
  if (!cacheable || !policy) return rendered;
  const slots = isHtml ? slotPositions(html) : [];
  if (slots.length > 0) {
    // Each response is different and holds a one-time token: never kept by the browser nor
    // answered with a 304 (the visitor would post a token already used, and lose the lead).
    rendered.slotted = slice(html, slots);
  } else {
    [rendered.gzip, rendered.br] = await Promise.all([
      gzip(body, { level: 9 }),
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    // The app's own ETag where it gave one (the content API's, which If-Match compares), else the bytes'.
    rendered.etag = response.headers.get('etag') ?? `"${createHash('sha1').update(body).digest('base64url')}"`;
  }
  // An answer whose address changes with its content (a share image's signed address) keeps its own year.
  const own = rendered.headers['cache-control'];
  if (!own?.includes('immutable') || rendered.slotted) rendered.headers['cache-control'] = cacheControlOf(policy, { perResponse: Boolean(rendered.slotted) });
  rendered.headers['x-cache-policy'] = 'shared';
  // What a CDN in front purges it by (docs/operations.md, "Caching in front"): Cloudflare and
  // Akamai read the first, Fastly the second.
  if (tags.length > 0) {
    rendered.headers['cache-tag'] = tags.join(',');
    rendered.headers['surrogate-key'] = tags.join(' ');
  }
  const vary = rendered.headers['vary'];
  if (!vary?.toLowerCase().includes('accept-encoding')) rendered.headers['vary'] = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  return rendered;
}

export function accepts(req: Pick<http.IncomingMessage, 'headers'>, coding: string): boolean {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name?.trim() === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * `render(path, req, signal)` asks the app for the page as our server's own request
 * (PAGE_CACHE_RENDER_HEADER), given up when `signal` aborts;
 * `https(req)` tells whether the visitor came over HTTPS (HSTS); `fillSlot()` makes the value of
 * one slot of one response (a fresh form token).
 */
export function createPageCache({
  render,
  https,
  fillSlot,
  maxBytes = MAX_BYTES,
  freshWaitMs = FRESH_WAIT_MS,
}: {
  render: (path: string, req: http.IncomingMessage, signal: AbortSignal) => Promise<Response>;
  https: (req: http.IncomingMessage) => boolean;
  fillSlot: () => string;
  maxBytes?: number;
  freshWaitMs?: number;
}) {
  const entries = new Map<string, Rendered>();
  let bytes = 0;
  // The 404 pages kept, by ETag: every unknown address shares the bytes of one (a few at most:
  // the site's and the content API's).
  const notFoundPages = new Map<string, Rendered>();
  const inFlight = new Map<string, Rendering>();
  // A render that started before an invalidation may hold old data: it is served once, not kept.
  let generation = 0;

  // The 404s kept, oldest first, and their bytes: a scanner walking made-up addresses must not push
  // the site's pages out, so they have a share of their own (a quarter of the bytes).
  const notFoundKeys = new Set<string>();
  let notFoundBytes = 0;

  function forget(key: string) {
    const page = entries.get(key);
    if (!page) return;
    bytes -= sizeOf(page);
    entries.delete(key);
    if (notFoundKeys.delete(key)) notFoundBytes -= sizeOf(page);
  }

  function keep(key: string, page: Rendered) {
    forget(key);
    entries.set(key, page);
    bytes += sizeOf(page);
    if (page.status === 404) {
      notFoundKeys.add(key);
      notFoundBytes += sizeOf(page);
      while (notFoundKeys.size > MAX_NOT_FOUND || notFoundBytes > maxBytes / 4) forget(notFoundKeys.values().next().value as string);
    }
    // The least recently rendered go first.
    while (entries.size > MAX_ENTRIES || bytes > maxBytes) forget(entries.keys().next().value as string);
  }

  function sharingNotFound(rendered: Rendered): Rendered {
    if (!rendered.cacheable || !rendered.etag) return rendered;
    const kept = notFoundPages.get(rendered.etag);
    if (kept) return { ...rendered, body: kept.body, gzip: kept.gzip, br: kept.br, sharesBody: true };
    if (notFoundPages.size < 8) notFoundPages.set(rendered.etag, rendered);
    return rendered;
  }

  /**
   * A render under way: its answer, how many visitors wait for it, and whether anyone else needs it
   * (a warm-up, a refresh of a kept answer). One that only visitors waited for, all of whom left,
   * is abandoned, as Next.js abandons a visitor's own render: a made-up ?q= sent and dropped a
   * thousand times must not leave a thousand renders holding the render slots.
   */
  type Rendering = { answer: Promise<Rendered>; waiters: number; background: boolean; abandon: () => void };

  /** Renders the page of `key` once however many ask; keeps it when it may be kept and nothing changed meanwhile. */
  function refresh(key: string, path: string, req: http.IncomingMessage, background: boolean): Rendering {
    const pending = inFlight.get(key);
    if (pending) {
      pending.background ||= background;
      return pending;
    }
    const startedIn = generation;
    const controller = new AbortController();
    const answer = render(path, req, controller.signal)
      .then((response) => toRendered(response, startedIn, TTL_MS))
      .then((rendered) => (rendered.status === 404 ? sharingNotFound(rendered) : rendered))
      .then((rendered) => {
        if (rendered.cacheable && startedIn === generation) {
          keep(key, rendered);
        } else if (!rendered.cacheable && rendered.status < 500) {
          // The app's answer now is one not kept (a redirect, a private one): the old one must not be served.
          forget(key);
        }
        return rendered;
      })
      .finally(() => {
        if (inFlight.get(key) === rendering) inFlight.delete(key);
      });
    // A failed background refresh is not an error of any request: the kept page goes on being served.
    answer.catch(() => {});
    const rendering: Rendering = { answer, waiters: 0, background, abandon: () => controller.abort() };
    inFlight.set(key, rendering);
    return rendering;
  }

  /** The render's answer for a visitor (null if it failed); when the last visitor waiting leaves, the render is abandoned. */
  async function waitFor(rendering: Rendering, res: http.ServerResponse): Promise<Rendered | null> {
    rendering.waiters++;
    let waiting = true;
    const stopWaiting = () => {
      if (!waiting) return;
      waiting = false;
      rendering.waiters--;
    };
    const left = () => {
      stopWaiting();
      if (rendering.waiters === 0 && !rendering.background) rendering.abandon();
    };
    res.once('close', left);
    try {
      return await rendering.answer.catch(() => null);
    } finally {
      stopWaiting();
      res.off('close', left);
    }
  }

  type Found = { state: 'hit' | 'miss' | 'stale'; page: Rendered } | { state: 'pass' };

  /** What to answer for `key`: the kept page, a fresh render, or (pass) Next.js' own answer. */
  async function lookUp(key: string, path: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<Found> {
    const kept = entries.get(key);
    if (kept && kept.generation === generation) {
      if (kept.expiresAt > Date.now()) return { state: 'hit', page: kept };
      // Older than its minute, nothing changed: as it is, while one render brings it up to date.
      refresh(key, path, req, true);
      return { state: 'stale', page: kept };
    }
    if (!kept) {
      const rendered = await waitFor(refresh(key, path, req, false), res);
      return rendered && rendered.cacheable ? { state: 'miss', page: rendered } : { state: 'pass' };
    }
    // Staff changed data since this page was kept: the new render (which the next visitors need
    // whoever waits for it), unless it fails or the app is too busy to give it soon.
    const rendering = refresh(key, path, req, true);
    const failed = (rendered: Rendered | null) => rendered === null || (!rendered.cacheable && rendered.status >= 500);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), freshWaitMs)));
    const rendered = await Promise.race([rendering.answer.catch(() => null), late]);
    clearTimeout(timer);
    if (!failed(rendered)) return rendered!.cacheable ? { state: 'miss', page: rendered! } : { state: 'pass' };
    return entries.get(key) === kept ? { state: 'stale', page: kept } : { state: 'pass' };
  }

  /** The answer of `key` when one is kept and may be served as it is: a hit. */
  function fresh(key: string): Rendered | undefined {
    const kept = entries.get(key);
    return kept && kept.generation === generation && kept.expiresAt > Date.now() ? kept : undefined;
  }

  /**
   * Answers `req` with the answer of `key` from the cache, rendering it first from `path` (the
   * key's address: cacheKeyOf) if needed. What the cache does not keep (a redirect, a private
   * answer, an error) is answered by `orElse`, Next.js itself, as if there were no cache: with the
   * request's own nonce, request id and query.
   */
  function serve(req: http.IncomingMessage, res: http.ServerResponse, key: string, orElse: () => Promise<unknown>, path = key): Promise<unknown> | undefined {
    // A hit is answered at once, without a promise: most answers are hits.
    const kept = fresh(key);
    if (kept) return send(req, res, kept, 'hit');
    return lookUp(key, path, req, res).then((found) => (found.state === 'pass' ? orElse() : send(req, res, found.page, found.state)));
  }

  function send(req: http.IncomingMessage, res: http.ServerResponse, page: Rendered, state: 'hit' | 'miss' | 'stale'): undefined {
    // A page with a form is served as gzip (joined, not compressed again) even where brotli is
    // accepted: about 15 % larger so, but no compression per response.
    const coding: Coding = page.slotted
      ? accepts(req, 'gzip')
        ? 'gzip'
        : 'identity'
      : page.br && accepts(req, 'br')
        ? 'br'
        : page.gzip && accepts(req, 'gzip')
          ? 'gzip'
          : 'identity';
    const head = headOf(page, https(req), coding);
    const requestId = req.headers['x-request-id'];
    head[head.length - 5] = state;
    head[head.length - 3] = typeof requestId === 'string' ? requestId : '-';
    if (page.etag && page.status === 200 && req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, head.slice(0, -2));
      res.end();
      return undefined;
    }
    const body = page.slotted ? fill(page.slotted, fillSlot, coding === 'gzip') : [coding === 'br' ? page.br! : coding === 'gzip' ? page.gzip! : page.body];
    let length = 0;
    for (const part of body) length += part.length;
    head[head.length - 1] = length;
    // Written as Node writes them when asked: the headers made into their block here and now.
    res.writeHead(page.status, head);
    if (req.method === 'HEAD') res.end();
    else if (body.length === 1) res.end(body[0]);
    else {
      // The pieces of a form page as they are kept, written together (one writev), never copied into one buffer.
      res.cork();
      for (const part of body) res.write(part);
      res.end();
      res.uncork();
    }
    return undefined;
  }

  /**
   * The answer's headers for one way of sending it (HTTP or HTTPS, its coding), made once per kept
   * answer as Node's flat list of names and values: most of the time of a hit went into copying
   * and checking twenty headers per response. The last three pairs are per response, filled in
   * by send (synchronously, so that one list serves every response): X-Page-Cache,
   * X-Request-Id and Content-Length.
   */
  function headOf(page: Rendered, overHttps: boolean, coding: Coding): (string | number)[] {
    const sent = (page.sent ??= {});
    const name = `${overHttps ? 'https' : 'http'} ${coding}` as const;
    const made = sent[name];
    if (made) return made;
    const headers = new Map<string, string>();
    for (const [key, value] of Object.entries(page.headers)) headers.set(key.toLowerCase(), value);
    for (const [key, value] of securityHeaders({ scripts: { hashes: page.hashes }, dev: false, https: overHttps })) headers.set(key.toLowerCase(), value);
    if (page.etag) headers.set('etag', page.etag);
    if (coding !== 'identity') headers.set('content-encoding', coding);
    const head: (string | number)[] = [...headers].flat();
    head.push('x-page-cache', '', 'x-request-id', '', 'content-length', 0);
    return (sent[name] = head);
  }

  return {
    serve,
    /** Whether `serve` would answer `key` at once, from memory. */
    has: (key: string) => fresh(key) !== undefined,
    /** Renders the answer of `key` in the background unless it is kept or under way (for the visitors after the first); resolves when done. */
    async warm(key: string, req: http.IncomingMessage): Promise<void> {
      if (!entries.has(key)) await refresh(key, key, req, true).answer.catch(() => {});
    },
    /**
     * Staff changed data: every page is rendered again before it is served, and renders under way
     * are not kept. The pages stay, to be served as they were if a new render fails or is late.
     */
    clear() {
      generation++;
      inFlight.clear();
      notFoundPages.clear();
    },
  };
}
