// Whole-page cache for the public pages that are the same for every visitor. Such a page is
// rendered once (without a nonce), compressed once, and served from memory with a CSP that trusts
// its inline scripts by hash, until staff change any data (invalidateCacheTags) or a minute has
// passed. Why, and what may be cached: docs/decisions/009-page-cache.md.
import { createHash } from 'node:crypto';
import type http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { securityHeaders } from './security-headers';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Pages whose HTML depends on nothing in the request. Not here: /contact and the application forms
 * (each render holds a one-time form token, the contact page the visitor's referrer), the search
 * (its query), estimate share pages (private), and everything of the admin and the sign-in.
 */
const CACHEABLE_PATHS: RegExp[] = [
  /^\/$/,
  /^\/(about|services|solutions|industries|case-studies|careers|partners|estimator)$/,
  /^\/(services|solutions|industries|case-studies)\/[\w-]+$/,
  /^\/careers\/(?!apply$)[\w-]+$/,
];

/** The pages of the paged lists: their only query, ?page=N, is part of the cache key (the URL). */
const PAGED_LIST = /^\/(case-studies|careers|partners)\?page=[1-9]\d{0,5}$/;

/** Headers that stay with a cached page; the rest are per response (set below or by our server). */
const DROPPED_HEADERS = new Set(['content-security-policy', 'strict-transport-security', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'x-request-id', 'etag']);

const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
/**
 * And at most this many bytes (HTML plus its gzip and brotli copies): a crawler walking thousands
 * of ?page=N and case-study pages must not grow the server past its memory budget.
 */
const MAX_BYTES = 48 * 1024 * 1024;

const sizeOf = (page: Rendered) => page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0);

/** A GET of a cacheable page without a query string (but ?page=N of a list), and not Next's client-side navigation (RSC). */
export function isCacheablePageRequest(req: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  if (req.headers['rsc'] || req.headers['next-action'] || req.headers['next-router-state-tree'] || req.headers['next-router-prefetch']) return false;
  if (url.includes('?')) return PAGED_LIST.test(url);
  return CACHEABLE_PATHS.some((pattern) => pattern.test(url));
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
  cacheable: boolean;
  expiresAt: number;
};

/** What the page's render answered: `fetch`'s Response of the render request. */
async function toRendered(response: Response): Promise<Rendered> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) headers[name] = value;
  });
  const html = (headers['content-type'] ?? '').startsWith('text/html');
  const cacheable = response.status === 200 && html && !response.headers.has('set-cookie');
  const rendered: Rendered = { status: response.status, headers, hashes: html ? inlineScriptHashes(body.toString('utf8')) : [], body, cacheable, expiresAt: Date.now() + TTL_MS };
  if (cacheable) {
    [rendered.gzip, rendered.br] = await Promise.all([
      gzip(body, { level: 9 }),
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    rendered.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    // Browsers may keep it, but must ask again each time (a 304 when unchanged).
    rendered.headers['cache-control'] = 'no-cache';
    const vary = rendered.headers['vary'];
    if (!vary?.toLowerCase().includes('accept-encoding')) rendered.headers['vary'] = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  return rendered;
}

function accepts(req: http.IncomingMessage, coding: string): boolean {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name?.trim() === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * `render(path)` asks the app for the page as our server's own request (PAGE_CACHE_RENDER_HEADER);
 * `https(req)` tells whether the visitor came over HTTPS (HSTS).
 */
export function createPageCache({
  render,
  https,
  maxBytes = MAX_BYTES,
}: {
  render: (path: string, req: http.IncomingMessage) => Promise<Response>;
  https: (req: http.IncomingMessage) => boolean;
  maxBytes?: number;
}) {
  const entries = new Map<string, Rendered>();
  let bytes = 0;
  const inFlight = new Map<string, Promise<Rendered>>();
  // A render that started before an invalidation may hold old data: it is served once, not kept.
  let generation = 0;

  function forget(path: string) {
    const page = entries.get(path);
    if (!page) return;
    bytes -= sizeOf(page);
    entries.delete(path);
  }

  function lookUp(path: string, req: http.IncomingMessage): Promise<Rendered> {
    const hit = entries.get(path);
    if (hit && hit.expiresAt > Date.now()) return Promise.resolve(hit);
    const pending = inFlight.get(path);
    if (pending) return pending;
    const startedIn = generation;
    const rendering = render(path, req)
      .then(toRendered)
      .then((rendered) => {
        if (rendered.cacheable && startedIn === generation) {
          forget(path);
          entries.set(path, rendered);
          bytes += sizeOf(rendered);
          // The least recently rendered go first.
          while (entries.size > MAX_ENTRIES || bytes > maxBytes) forget(entries.keys().next().value as string);
        }
        return rendered;
      })
      .finally(() => {
        if (inFlight.get(path) === rendering) inFlight.delete(path);
      });
    inFlight.set(path, rendering);
    return rendering;
  }

  /** Answers `req` from the cache, rendering the page first if needed. */
  async function serve(req: http.IncomingMessage, res: http.ServerResponse) {
    const page = await lookUp(req.url ?? '/', req);
    const headers: Record<string, string | number> = { ...page.headers };
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
    if (page.br && accepts(req, 'br')) {
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
    /** Forgets every page (staff changed data); renders under way are not kept. */
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
      inFlight.clear();
    },
  };
}
