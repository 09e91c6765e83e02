// Whole-page cache for the public pages. Such a page is rendered once (without a nonce),
// compressed once, and served from memory with a CSP that trusts its inline scripts by hash, until
// staff change any data (invalidateCacheTags) or a minute has passed; a page with a form gets a
// fresh one-time token in its markup per response. A page the cache has is never answered with an
// error because the app is busy: after its minute it is served as it is while one render refreshes
// it, and after staff change data it is served as it was if the new render fails or takes longer
// than ten seconds (decision 094). Why, and what may be cached: docs/decisions/009-page-cache.md
// and 082-speed-with-forms.md.
import { createHash } from 'node:crypto';
import type http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SLOT_MARKUP } from './page-cache-slot';
import { RESERVED_SLUGS } from '../features/admin/site-health';
import { securityHeaders } from './security-headers';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * The public pages, and the query parameters each one reads. Every other parameter (utm_*, ref,
 * gclid, anything) is left out of the cache key and out of the URL the page is rendered from, so
 * that the HTML cannot depend on it and a campaign's visitors share one render. A page with one of
 * its `privateWith` parameters is not cached (a saved estimate's link is private). Not here: the
 * search (its query), estimate share pages, CMS pages, the admin and the sign-in.
 */
const CACHED_PAGES: { path: RegExp; reads?: readonly string[]; privateWith?: readonly string[] }[] = [
  { path: /^\/$/ },
  { path: /^\/(about|services|solutions|industries)$/ },
  // The paged lists (decision 072).
  { path: /^\/(case-studies|careers|partners)$/, reads: ['page'] },
  { path: /^\/(services|solutions|industries|case-studies)\/[\w-]+$/ },
  { path: /^\/careers\/(?!apply$)[\w-]+$/ },
  // The forms: their one-time token is filled in per response (FORM_TOKEN_SLOT). The application
  // page shows the outcome of a post without JavaScript (?sent=1, ?error=code); the contact page
  // is preset by the buttons that link to it.
  { path: /^\/careers\/([\w-]+\/)?apply$/, reads: ['sent', 'error'] },
  { path: /^\/contact$/, reads: ['service', 'subject', 'partnership'] },
  { path: /^\/estimator$/, reads: ['step'], privateWith: ['estimate'] },
  // The pages of the page manager (/{slug}): any one-segment address the app's own routes do not
  // serve. A staff preview of a draft (?preview=1) is per person.
  { path: new RegExp(`^/(?!(?:${[...RESERVED_SLUGS].map((slug) => slug.replace(/[.]/g, '\\.')).join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*$`), privateWith: ['preview'] },
];

/** Longer keys (a crafted ?subject=) are rendered per request rather than kept. */
const MAX_KEY_LENGTH = 1000;

/** Headers that stay with a cached page; the rest are per response (set below or by our server). */
const DROPPED_HEADERS = new Set(['content-security-policy', 'strict-transport-security', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'x-request-id', 'etag']);

const TTL_MS = 60_000;
/**
 * After staff changed data, how long a visitor waits for the new render before getting the page as
 * it was. Long enough that a busy but working server still shows the change on the next load (a
 * render waits up to RENDER_QUEUE_SECONDS for a slot, and a failed one is not waited for at all).
 */
const FRESH_WAIT_MS = 10_000;
const MAX_ENTRIES = 500;
/**
 * And at most this many bytes (HTML plus its gzip and brotli copies): a crawler walking thousands
 * of ?page=N and case-study pages must not grow the server past its memory budget.
 */
const MAX_BYTES = 48 * 1024 * 1024;

const sizeOf = (page: Rendered) => page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + (page.slotted ? page.body.length + page.slotted.deflated.reduce((sum, part) => sum + part.length, 0) : 0);

/**
 * The page's key in the cache, which is also the address it is rendered from: its path and the
 * query parameters it reads (in a fixed order, first value only). Null when the page cache does not
 * answer: not a public page, a private one, a post, or Next's client-side navigation (RSC).
 */
export function pageCacheKey(req: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers['rsc'] || req.headers['next-action'] || req.headers['next-router-state-tree'] || req.headers['next-router-prefetch']) return null;
  const url = req.url ?? '';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const page = CACHED_PAGES.find((candidate) => candidate.path.test(path));
  if (!page) return null;
  const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  if (page.privateWith?.some((name) => query.has(name))) return null;
  const kept = new URLSearchParams();
  for (const name of page.reads ?? []) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const key = kept.size > 0 ? `${path}?${kept}` : path;
  return key.length <= MAX_KEY_LENGTH ? key : null;
}

/** The sha256 sources of every inline script in `html` (those without src), in the CSP's syntax. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${match[1]}`)) continue;
    hashes.add(`sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

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
  cacheable: boolean;
  expiresAt: number;
  /** The cache's generation when its render started: an older one was rendered before staff changed data. */
  generation: number;
};

/**
 * The HTML cut at each slot, and each piece compressed on its own into raw deflate data that ends
 * on a byte boundary (a sync flush), the last one final: per response, the pieces and the tokens
 * (deflated likewise, a few bytes) are joined into one valid gzip stream without compressing the
 * page again (about 0.1 ms against 2 ms for gzip at level 1 or 20 ms for a render).
 */
type Slotted = { pieces: Buffer[]; deflated: Buffer[] };

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
  return { pieces, deflated };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A token as a stored (uncompressed) deflate block, not final: after a sync flush the stream is on
 * a byte boundary, so the block is a zero byte (BFINAL 0, BTYPE 00, padding), LEN, NLEN, the bytes.
 * Cheaper than setting up a compressor for a hundred bytes.
 */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** The page with a fresh value in each slot: the HTML's parts, and gzip joined from the pieces. */
function fill(slotted: Slotted, fillSlot: () => string): { parts: Buffer[]; gzip: () => Buffer } {
  const values = slotted.pieces.slice(1).map(() => Buffer.from(escapeAttribute(fillSlot()), 'utf8'));
  const parts = slotted.pieces.flatMap((piece, index) => (index < values.length ? [piece, values[index]!] : [piece]));
  return {
    parts,
    gzip() {
      const deflated = slotted.deflated.flatMap((piece, index) => (index < values.length ? [piece, storedBlock(values[index]!)] : [piece]));
      let crc = 0;
      let size = 0;
      for (const part of parts) {
        crc = zlib.crc32(part, crc);
        size += part.length;
      }
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(size % 2 ** 32, 4);
      return Buffer.concat([GZIP_HEADER, ...deflated, trailer]);
    },
  };
}

/** What the page's render answered: `fetch`'s Response of the render request. */
async function toRendered(response: Response, generation: number): Promise<Rendered> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) headers[name] = value;
  });
  const isHtml = (headers['content-type'] ?? '').startsWith('text/html');
  const cacheable = response.status === 200 && isHtml && !response.headers.has('set-cookie');
  const html = isHtml ? body.toString('utf8') : '';
  const rendered: Rendered = { status: response.status, headers, hashes: isHtml ? inlineScriptHashes(html) : [], body, cacheable, expiresAt: Date.now() + TTL_MS, generation };
  const slots = isHtml ? slotPositions(html) : [];
  if (slots.length > 0) {
    // Each response is different and holds a one-time token: never kept by the browser nor
    // answered with a 304 (the visitor would post a token already used, and lose the lead).
    rendered.slotted = slice(html, slots);
    rendered.headers['cache-control'] = 'private, no-store';
  } else if (cacheable) {
    [rendered.gzip, rendered.br] = await Promise.all([
      gzip(body, { level: 9 }),
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    rendered.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    // Browsers may keep it, but must ask again each time (a 304 when unchanged).
    rendered.headers['cache-control'] = 'no-cache';
  }
  if (cacheable) {
    const vary = rendered.headers['vary'];
    if (!vary?.toLowerCase().includes('accept-encoding')) rendered.headers['vary'] = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  }
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
 * `render(key)` asks the app for the page as our server's own request (PAGE_CACHE_RENDER_HEADER);
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
  render: (key: string, req: http.IncomingMessage) => Promise<Response>;
  https: (req: http.IncomingMessage) => boolean;
  fillSlot: () => string;
  maxBytes?: number;
  freshWaitMs?: number;
}) {
  const entries = new Map<string, Rendered>();
  let bytes = 0;
  const inFlight = new Map<string, Promise<Rendered>>();
  // A render that started before an invalidation may hold old data: it is served once, not kept.
  let generation = 0;

  function forget(key: string) {
    const page = entries.get(key);
    if (!page) return;
    bytes -= sizeOf(page);
    entries.delete(key);
  }

  /** Renders the page of `key` once however many ask; keeps it when it may be kept and nothing changed meanwhile. */
  function refresh(key: string, req: http.IncomingMessage): Promise<Rendered> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const rendering = render(key, req)
      .then((response) => toRendered(response, startedIn))
      .then((rendered) => {
        if (rendered.cacheable && startedIn === generation) {
          forget(key);
          entries.set(key, rendered);
          bytes += sizeOf(rendered);
          // The least recently rendered go first.
          while (entries.size > MAX_ENTRIES || bytes > maxBytes) forget(entries.keys().next().value as string);
        } else if (!rendered.cacheable && rendered.status < 500) {
          // The app's answer now is another one (a 404, a redirect): the old page must not be served.
          forget(key);
        }
        return rendered;
      })
      .finally(() => {
        if (inFlight.get(key) === rendering) inFlight.delete(key);
      });
    // A failed background refresh is not an error of any request: the kept page goes on being served.
    rendering.catch(() => {});
    inFlight.set(key, rendering);
    return rendering;
  }

  type Found = { state: 'hit' | 'miss' | 'stale'; page: Rendered } | { state: 'pass' };

  /** What to answer for `key`: the kept page, a fresh render, or (pass) Next.js' own answer. */
  async function lookUp(key: string, req: http.IncomingMessage): Promise<Found> {
    const kept = entries.get(key);
    if (kept && kept.generation === generation) {
      if (kept.expiresAt > Date.now()) return { state: 'hit', page: kept };
      // Older than its minute, nothing changed: as it is, while one render brings it up to date.
      void refresh(key, req);
      return { state: 'stale', page: kept };
    }
    const rendering = refresh(key, req);
    const failed = (rendered: Rendered | null) => rendered === null || (!rendered.cacheable && rendered.status >= 500);
    if (!kept) {
      const rendered = await rendering.catch(() => null);
      return rendered && rendered.cacheable ? { state: 'miss', page: rendered } : { state: 'pass' };
    }
    // Staff changed data since this page was kept: the new render, unless it fails or the app is too busy to give it soon.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), freshWaitMs)));
    const rendered = await Promise.race([rendering.catch(() => null), late]);
    clearTimeout(timer);
    if (!failed(rendered)) return rendered!.cacheable ? { state: 'miss', page: rendered! } : { state: 'pass' };
    return entries.get(key) === kept ? { state: 'stale', page: kept } : { state: 'pass' };
  }

  /**
   * Answers `req` with the page of `key` (pageCacheKey) from the cache, rendering it first if
   * needed. What the cache does not keep (a 404, a former slug's redirect, an error) is answered by
   * `orElse`, Next.js itself, as if there were no cache: with the request's own nonce, request id
   * and query.
   */
  async function serve(req: http.IncomingMessage, res: http.ServerResponse, key: string, orElse: () => Promise<unknown>) {
    const found = await lookUp(key, req);
    if (found.state === 'pass') return orElse();
    const { page } = found;
    const headers: Record<string, string | number> = { ...page.headers, 'x-page-cache': found.state };
    for (const [name, value] of securityHeaders({ scripts: { hashes: page.hashes }, dev: false, https: https(req) })) headers[name] = value;
    if (page.etag) {
      headers['etag'] = page.etag;
      if (req.headers['if-none-match'] === page.etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }
    let body = page.body;
    if (page.slotted) {
      // Served as gzip (joined, not compressed again) even where brotli is accepted: a page with a
      // form is about 15 % larger so, but costs no compression per response.
      const filled = fill(page.slotted, fillSlot);
      if (accepts(req, 'gzip')) {
        body = filled.gzip();
        headers['content-encoding'] = 'gzip';
      } else {
        body = Buffer.concat(filled.parts);
      }
    } else if (page.br && accepts(req, 'br')) {
      body = page.br;
      headers['content-encoding'] = 'br';
    } else if (page.gzip && accepts(req, 'gzip')) {
      body = page.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(page.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    serve,
    /**
     * Staff changed data: every page is rendered again before it is served, and renders under way
     * are not kept. The pages stay, to be served as they were if a new render fails or is late.
     */
    clear() {
      generation++;
      inFlight.clear();
    },
  };
}
