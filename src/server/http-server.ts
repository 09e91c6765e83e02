// The production server: Next.js behind our own http.Server, so that the database is opened
// (lock, migrations, seed) before the first request, and closed after the last one on shutdown.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import next from 'next';
import { ensureFirstAdministrator } from './auth/bootstrap';
import { closeDb, getDatabaseHandle, getDb } from './db/client';
import { env } from './env';
import { onCacheInvalidated } from './cache';
import { startCacheSync } from './cache-sync';
import { accessLogLevel } from './access-log';
import { logger, writeAfterLogs } from './logger';
import { createNotFoundWarnings } from './not-found-warnings';
import { islands } from './islands';
import { requestContext, runWithRequestContext, type Reader, type RequestContext } from './request-context';
import { cacheKeyOf, DECLARED_CACHE_HEADER, encodeCachePolicy, type CachePolicy } from './cache-policy';
import { shareRateLimitsThrough, takeSharedRateLimit } from './shared-rate-limit';
import { loadRouteMatcher } from './routes';
import { createConfiguredTransport } from './mail/transport';
import { startOutboxWorker } from './mail/worker';
import { stopBackgroundJobs } from './background-jobs';
import { createPerAddressCount, createRenderSlots, type SlotRefusal } from './render-slots';
import { createBodyBudget, hasBody, readRequestBody, type BodyRefusal } from './request-body';
import { createClientAddressReader, behindProxy, normalizeAddress } from './client-address';
import { carriesSignedSession } from './auth/signed-session';
import { connectionLimit } from './connection-limit';
import { createPageCache, DECLARED_TAGS_HEADER } from './page-cache';
import { createStaticAssets } from './static-assets';
import { checkActionBody, loadActionIds, requestWithBody } from './action-body';
import { answeringWithMarkedStatus } from './request-fault';
import { bodyLimit, checkRequestHead, clientErrorResponse, isPagePath, originForm, sendGuardAnswer, type GuardAnswer } from './request-guard';
import { PAGE_CACHE_RENDER_HEADER, servedOverHttps } from './security-headers';
import { startupBanner } from './startup-banner';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * A connection on which nothing moves for this long is closed: a client that stopped reading our
 * answer, or sending its request, holds no socket for ever (decision 094). Longer than any pause
 * a request has in our hands (the render queue's wait, a slow render).
 */
const SOCKET_IDLE_MS = 60_000;

// An id from a proxy in front is kept so that its logs and ours line up, unless it could
// forge log content or grow lines without bound.
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

function requestIdFor(req: http.IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The path without the query string (tokens, e-mail addresses) and without estimate share tokens. */
export function loggablePath(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!.replace(/\/estimates\/[^/]+/, '/estimates/[token]');
}

type Closed = { then: (run: () => void) => void; signal: AbortSignal };

/** Requests the answer cache may answer: a plain GET or HEAD, not Next's client-side navigation. */
function cacheEligible(req: http.IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const h = req.headers;
  return !(h['rsc'] || h['next-action'] || h['next-router-state-tree'] || h['next-router-prefetch']);
}

/**
 * Reads, as the app's answer starts, what its code declared about caching it (cache-policy.ts)
 * and the data it read: handed to the answer cache with our own renders, learned for the route
 * from a visitor's, and said to the visitor (X-Cache-Policy).
 */
function readingDeclaration(
  res: http.ServerResponse,
  context: RequestContext,
  options: { ownRender: boolean; learn?: (policy: CachePolicy) => void; learnReader?: (reader: Reader) => void },
) {
  const writeHead = res.writeHead;
  // Node calls writeHead for implicit headers too (the first write), so every answer passes here.
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const policy = context.cachePolicy;
    if (options.ownRender) {
      if (policy) res.setHeader(DECLARED_CACHE_HEADER, encodeCachePolicy(policy));
      if (context.tags.size > 0) res.setHeader(DECLARED_TAGS_HEADER, [...context.tags].sort().join(','));
    } else if (policy) {
      options.learn?.(policy);
      if (context.reader && policy.shared && policy.keyed) options.learnReader?.(context.reader);
      res.setHeader('X-Cache-Policy', policy.shared ? 'shared' : 'private');
    }
    return (writeHead as (...args: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

/**
 * What is to be done when the response closes (finished, or its client gone): one listener for all
 * of it, and a signal for what waits meanwhile.
 */
function whenClosed(res: http.ServerResponse): Closed {
  const runs: (() => void)[] = [];
  // Made when asked for (a wait for a render slot): an answer from the cache needs none.
  let controller: AbortController | undefined;
  let isClosed = false;
  res.once('close', () => {
    isClosed = true;
    controller?.abort();
    for (const run of runs) run();
  });
  return {
    then: (run) => void runs.push(run),
    get signal() {
      if (!controller) {
        controller = new AbortController();
        if (isClosed) controller.abort();
      }
      return controller.signal;
    },
  };
}

/** An address past its requests in progress (MAX_REQUESTS_PER_ADDRESS). */
const TOO_MANY_AT_ONCE = {
  status: 429,
  reason: 'too many requests from one address',
  message: 'Too many requests at once from your address. Please wait a moment and try again.',
  retryAfter: 1,
} as const;

/** A request refused by the guard (request-guard.ts): logged as the sender's doing, never as our error. */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, answer: GuardAnswer, options: { closeConnection?: boolean } = {}) {
  const details = { method: req.method, path: loggablePath(req.url).slice(0, 300), status: answer.status, reason: answer.reason };
  // A form posted from another site is worth a look; the rest is noise from scanners and broken clients.
  if (answer.status === 403) logger.warn(details, 'request refused');
  else logger.info(details, 'request refused');
  // The content API's clients read problem details (decision 087), whoever answers.
  sendGuardAnswer(res, answer, { ...options, problemJson: req.url?.startsWith('/api/v1/') });
}

/**
 * A path this server answers itself, before Next.js and its limits (the visit statistics' script
 * and intake, decision 093), handed in by the app (src/app-server.ts): infrastructure does not
 * import features.
 */
export type OwnRoute = {
  path: string;
  serve: (req: http.IncomingMessage, res: http.ServerResponse, address: string) => void | Promise<void>;
  /** Staff changed something: settings it read may have changed. */
  changed?: () => void;
  /** The server is closing: finish or save what is in memory. */
  stop?: () => Promise<void>;
};

/** What the app gives the server at start. */
export type AppParts = {
  /** Its own routes, made once the database is open. */
  routes: (getDatabase: typeof getDb) => OwnRoute[];
  /** A form's one-time token, filled into each copy of a kept page that has a form. */
  formToken: () => string;
};

/** An own route's answer, without a microtask of its own: what it throws, at once or later, is the request's failure. */
function serveOwn(route: OwnRoute, req: http.IncomingMessage, res: http.ServerResponse, address: string, failed: (error: unknown) => void) {
  try {
    route.serve(req, res, address)?.catch(failed);
  } catch (error) {
    failed(error);
  }
}

export async function startHttpServer(options: { dev?: boolean; app: AppParts }) {
  const config = env();
  // Fails fast (locked data directory, unreachable server, bad migration) before listening.
  const database = await getDatabaseHandle();
  const setupUrl = await ensureFirstAdministrator(database.db, config);

  // Other app processes on the same PostgreSQL server learn of cache invalidations through it.
  const cacheSync = config.DATABASE_URL ? await startCacheSync(config.DATABASE_URL) : undefined;

  const outbox = startOutboxWorker({ getDb, transport: createConfiguredTransport(config), mailFrom: config.MAIL_FROM, reclaimAtStart: !config.DATABASE_URL });

  const app = next({ dev: options.dev ?? false, dir: process.cwd(), hostname: config.HOSTNAME, port: config.PORT });
  const handleRequest = app.getRequestHandler();
  await app.prepare();
  // The pages' islands, built now: an island that does not compile stops the start, not a page.
  await islands();

  // Pages that are the same for everyone are rendered once (decisions/009-page-cache.md): by a
  // request of our own, which only we can mark, so that the app renders them without a nonce.
  const renderSecret = randomBytes(24).toString('base64url');
  let renderOrigin = '';
  const pageCache = options.dev
    ? undefined
    : createPageCache({
        render: (path, req, abandoned) =>
          fetch(`${renderOrigin}${path}`, {
            headers: {
              [PAGE_CACHE_RENDER_HEADER]: renderSecret,
              'accept-encoding': 'identity',
              'x-request-id': String(req.headers['x-request-id']),
              // A read kept per key role is rendered as the key that asked for it.
              ...(req.headers.authorization && { authorization: req.headers.authorization }),
            },
            redirect: 'manual',
            // As long as a render can take in our hands (the wait for a slot, then the slot), and
            // no longer than someone needs it: closing it gives its slot or place in the queue back.
            signal: AbortSignal.any([AbortSignal.timeout((config.RENDER_QUEUE_SECONDS + config.RENDER_SLOT_SECONDS) * 1000), abandoned]),
          }),
        https: (req) =>
          servedOverHttps(req.headers['x-forwarded-proto'] as string | undefined, { siteUrl: config.siteUrl, trustProxy: behindProxy(config.TRUST_PROXY) }),
        fillSlot: options.app.formToken,
      });
  // Each route's caching policy, as its code declared it in an answer (decision 099): the answer
  // cache keeps the routes that said shared, under the key their policy gives.
  const routeOf = options.dev ? () => null : loadRouteMatcher(process.cwd());
  const policies = new Map<string, CachePolicy>();
  // The API keys whose reads are kept per role, by a hash of the key: learned from an answer that
  // named its reader (declareReader), forgotten at any change by staff (a key revoked) and in time.
  const readers = new Map<string, Reader>();
  const MAX_READERS = 10_000;
  const pathPatterns = new Map<string, RegExp>();
  const keptPerRole = (patterns: readonly string[], path: string) => {
    const pathname = path.split('?', 1)[0]!;
    return patterns.some((source) => {
      let pattern = pathPatterns.get(source);
      if (!pattern) pathPatterns.set(source, (pattern = new RegExp(source)));
      return pattern.test(pathname);
    });
  };
  /**
   * A route's policy, from an answer to a visitor. The first visitor of a shared route had a render
   * of their own; the answer for the visitors after them is rendered meanwhile, so that only one
   * route's first visit after a start costs two renders, and the second visit none.
   */
  const learnRoute = (route: string, policy: CachePolicy, req: http.IncomingMessage) => {
    const known = policies.has(route);
    policies.set(route, policy);
    // Warmed for visitors without a key only: a render of ours carries the asker's key.
    if (known || !policy.shared || !pageCache || req.headers.authorization !== undefined) return;
    const key = cacheKeyOf(req.url!, policy);
    if (key) void pageCache.warm(key, req);
  };
  /** What the answer cache does for `req`: serve the answer of `key` (rendered from `path`), learn a key's role, or nothing. */
  type CachedAnswer =
    { key: string; path: string; limit?: { key: string; perMinute: number } } | { learnReader: string; limit?: { key: string; perMinute: number } };
  const cachedAnswerOf = (req: http.IncomingMessage, address: string): CachedAnswer | null => {
    if (!pageCache || !cacheEligible(req)) return null;
    const route = routeOf(req.url!.split('?', 1)[0]!);
    const policy = route ? policies.get(route) : undefined;
    const path = policy?.shared ? cacheKeyOf(req.url!, policy) : null;
    if (!path || !policy?.shared) return null;
    const authorization = req.headers.authorization;
    const addressLimit = policy.limit && { key: `${policy.limit.name}:${address}`, perMinute: policy.limit.perMinute };
    if (authorization === undefined) return { key: path, path, limit: addressLimit };
    if (!policy.keyed || !keptPerRole(policy.keyed.paths, path)) return null;
    const keyHash = createHash('sha256').update(authorization).digest('base64url');
    const reader = readers.get(keyHash);
    // A key not known (yet): the app checks it, and counts it against the address meanwhile (a made-up key each time is a guess).
    if (!reader || reader.until <= Date.now()) return { learnReader: keyHash, limit: addressLimit };
    return { key: `${path} for ${reader.role}`, path, limit: { key: `${policy.keyed.limit.name}:${reader.id}`, perMinute: policy.keyed.limit.perMinute } };
  };
  // The content API's limits are counted in memory and shared through the database (decision 099).
  shareRateLimitsThrough(getDb);
  // The build's scripts and styles, precompressed with brotli (decisions/082-speed-with-forms.md).
  const staticAssets = options.dev ? undefined : createStaticAssets(path.join(process.cwd(), '.next', 'static'));
  // What one visitor, or a crowd, may hold (decision 094): render slots, bodies in memory, requests per address.
  const slots = createRenderSlots({
    slots: config.RENDER_SLOTS,
    queue: config.RENDER_QUEUE,
    waitMs: config.RENDER_QUEUE_SECONDS * 1000,
    holdMs: config.RENDER_SLOT_SECONDS * 1000,
  });
  const bodyBudget = createBodyBudget(Math.max(config.BODY_MEMORY_MB * 1024 * 1024, bodyLimit('/api/admin/media', config.mediaMaxUploadBytes)));
  const requestsInProgress = createPerAddressCount(config.MAX_REQUESTS_PER_ADDRESS);
  const clientAddress = createClientAddressReader(config.TRUST_PROXY);
  const ownRoutes = new Map(options.app.routes(getDb).map((route) => [route.path, route]));
  // A change by staff: cached pages are dropped, and our own routes read their settings again (Count visits, time zone).
  const stopListening = onCacheInvalidated(() => {
    pageCache?.clear();
    readers.clear();
    for (const route of ownRoutes.values()) route.changed?.();
  });
  // The build's server actions, to answer an unknown one with 404 (in development they change as you edit).
  const knownActions = options.dev ? null : loadActionIds(process.cwd());

  /** A refusal of the load limits: the sender's share is used up (429) or the server's is (503); try again after Retry-After. */
  const refuseLoad = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    refusal: SlotRefusal | BodyRefusal | (GuardAnswer & { retryAfter?: number; closeConnection?: boolean }),
  ) => {
    if (res.headersSent || res.destroyed) return;
    const answer: GuardAnswer = { ...refusal, headers: refusal.retryAfter ? { 'Retry-After': String(refusal.retryAfter) } : undefined };
    refuse(req, res, answer, { closeConnection: 'closeConnection' in refusal && refusal.closeConnection });
    // A body that stalled will not be read: the connection is closed once the answer is out.
    if (refusal.status === 408) res.once('finish', () => req.socket.destroy());
  };

  /**
   * Hands the request to Next.js under the load limits (decision 094): counted against its
   * address, its body read first (so that a slow one never holds a slot), then in a render slot,
   * which comes back when the answer closes, whatever the app does.
   */
  const toNext = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    options: { ownRender: boolean; address: string; closed: Closed; learnReader?: string; counted?: boolean },
  ) => {
    const { closed } = options;
    if (!options.ownRender && !options.counted) {
      if (!requestsInProgress.take(options.address)) {
        return refuseLoad(req, res, TOO_MANY_AT_ONCE);
      }
      closed.then(() => requestsInProgress.give(options.address));
    }
    let request = req;
    const pathname = req.url!.split('?', 1)[0]!;
    if (hasBody(req.headers)) {
      const limit = bodyLimit(pathname, config.mediaMaxUploadBytes);
      const declared = Number(req.headers['content-length']);
      if (declared > limit && !isPagePath(pathname)) {
        // Larger than any this route takes: it refuses by the declared length, in its own words, without the body.
        request = requestWithBody(req, Buffer.alloc(0));
        res.setHeader('Connection', 'close');
      } else {
        const read = await readRequestBody(
          req,
          { limit, idleMs: config.BODY_IDLE_SECONDS * 1000, minBytesPerSecond: config.BODY_MIN_RATE_KB * 1024 },
          bodyBudget,
          options.address,
        );
        if (!read.ok) return 'gone' in read ? undefined : refuseLoad(req, res, read.refusal);
        closed.then(read.release);
        // A server action's body must be one Next.js can decode (action-body.ts).
        if (req.method === 'POST' && isPagePath(pathname)) {
          const bodyAnswer = await checkActionBody(req.headers, read.body, knownActions);
          if (bodyAnswer) return refuse(req, res, bodyAnswer);
        }
        request = requestWithBody(req, read.body);
      }
    }
    const priority = options.ownRender || carriesSignedSession(req.headers.cookie);
    const slot = await slots.acquire({ address: options.address, priority, gone: closed.signal });
    if (typeof slot !== 'function') {
      if (!closed.signal.aborted) refuseLoad(req, res, slot);
      return;
    }
    closed.then(slot);
    const context = requestContext();
    if (context) {
      const route = !options.ownRender && cacheEligible(req) ? routeOf(pathname) : null;
      const byKey = req.headers.authorization !== undefined;
      const keyHash = options.learnReader;
      readingDeclaration(res, context, {
        ownRender: options.ownRender,
        // A route's policy is learned from answers to everyone, and from a read kept per key role:
        // another answer to a key may be that key's alone (private), not the route's.
        learn: route ? (policy) => (!byKey || (policy.shared && context.reader) ? learnRoute(route, policy, req) : undefined) : undefined,
        learnReader: keyHash
          ? (reader) => {
              readers.delete(keyHash);
              readers.set(keyHash, reader);
              if (readers.size > MAX_READERS) readers.delete(readers.keys().next().value as string);
            }
          : undefined,
      });
    }
    try {
      await answeringWithMarkedStatus(res, () => handleRequest(request, res));
    } finally {
      slot();
    }
  };

  const warnNotFound = createNotFoundWarnings(logger);
  /** The access log's line of a request, and the warning of a 404 (not-found-warnings.ts); in the request's context. */
  const logRequest = (req: http.IncomingMessage, res: http.ServerResponse, startedAt: number, ownRender: boolean, fromMemory = false) => {
    if (!logger.isLevelEnabled('info') && (res.statusCode !== 404 || ownRender)) return;
    const path = loggablePath(req.url);
    const ms = Math.round((performance.now() - startedAt) * 10) / 10;
    // 'close' without 'finish': the client went away before the response was complete (a hit is
    // logged as it is handed to Node, before either).
    const aborted = (!fromMemory && !res.writableFinished) || undefined;
    // A page cache render shares the visitor's request id: its line says which one it is, and
    // is a debug line (the visitor's own line is the one that counts, one per request).
    const pageCacheRender = ownRender || undefined;
    logger[ownRender ? 'debug' : accessLogLevel(path, res.statusCode)](
      { method: req.method, path, status: res.statusCode, ms, aborted, pageCacheRender },
      'request',
    );
    if (res.statusCode === 404 && !ownRender) warnNotFound(path, req.method);
  };

  /** An answer with a limit a minute (the content API's) counts against it, from memory or not: the refusal once it is used up. */
  const perMinuteRefusal = (cached: CachedAnswer): (GuardAnswer & { retryAfter: number }) | undefined => {
    if (!cached.limit) return undefined;
    const limited = takeSharedRateLimit(cached.limit.key, { limit: cached.limit.perMinute, windowMs: 60_000 });
    if (limited.allowed) return undefined;
    const seconds = Math.max(1, Math.ceil(limited.retryAfterMs / 1000));
    return {
      status: 429,
      reason: 'rate limit',
      message: `Too many requests: at most ${cached.limit.perMinute} a minute. Try again in ${seconds} s.`,
      retryAfter: seconds,
    };
  };

  /**
   * A request the answer cache has a fresh answer for, answered here and now: most requests are
   * such, and this is all they cost (no request context, no listener, no promise). Not counted
   * among the address's requests in progress: it is done when this returns (what is left to
   * write is Node's, which stops reading a connection whose answers are not read).
   */
  const answeredFromMemory = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    cached: CachedAnswer | null,
    requestId: string,
    startedAt: number,
  ): boolean => {
    if (!pageCache || !cached || !('key' in cached) || !pageCache.has(cached.key)) return false;
    const overLimit = perMinuteRefusal(cached);
    if (overLimit) {
      res.setHeader('X-Request-Id', requestId);
      refuseLoad(req, res, overLimit);
      return true;
    }
    try {
      pageCache.serve(req, res, cached.key, () => Promise.reject(new Error('a kept answer was not served')), cached.path);
    } catch (error) {
      logger.error({ err: error, path: loggablePath(req.url) }, 'request failed');
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
    if (logger.isLevelEnabled('info') || res.statusCode === 404)
      runWithRequestContext({ requestId, tags: new Set() }, () => logRequest(req, res, startedAt, false, true));
    return true;
  };

  const server = http.createServer(
    { connectionsCheckingInterval: 1000, headersTimeout: config.HEADERS_TIMEOUT_SECONDS * 1000, requestTimeout: 0 },
    (req, res) => {
      const startedAt = performance.now();
      const requestId = requestIdFor(req);
      const ownRender = req.headers[PAGE_CACHE_RENDER_HEADER] === renderSecret;
      // The proxy trusts the mark: a client's own is removed.
      if (ownRender) req.headers[PAGE_CACHE_RENDER_HEADER] = '1';
      else delete req.headers[PAGE_CACHE_RENDER_HEADER];
      // The app reads the visitor's address from this header only; a value sent by the client is replaced.
      const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']);
      req.headers['x-client-ip'] = address;
      req.headers['x-request-id'] = requestId;
      // What Next.js would answer with a 500 or the wrong page is answered here (request-guard.ts).
      const target = originForm(req.url ?? '');
      if (target !== null) req.url = target;
      const refusal = target === null ? null : checkRequestHead(req);
      const cached = target === null || refusal || ownRender ? null : cachedAnswerOf(req, address);
      if (answeredFromMemory(req, res, cached, requestId, startedAt)) return;

      // Set on every other answer; the answer cache puts it with its own headers instead (page-cache.ts),
      // since a response with no header set yet is written on Node's shorter path.
      const identify = () => res.setHeader('X-Request-Id', requestId);
      const closed = whenClosed(res);
      // Events of the response run in the socket's async context, not in this request's: set it again.
      closed.then(() => runWithRequestContext({ requestId, tags: new Set() }, () => logRequest(req, res, startedAt, ownRender)));
      const failed = (error: unknown) => {
        logger.error({ err: error, path: loggablePath(req.url) }, 'request failed');
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      };
      runWithRequestContext({ requestId, tags: new Set() }, () => {
        if (target === null) {
          identify();
          return refuse(req, res, { status: 400, reason: 'bad request target', message: 'The request must name a path, such as /careers.' });
        }
        if (refusal) identify();
        if (refusal?.status === 204) return sendGuardAnswer(res, refusal);
        // The unread body of a refused request is read and dropped by Node, so that the client, still
        // sending, gets the answer; beyond 10 MB the connection is closed instead.
        if (refusal) return refuse(req, res, refusal, { closeConnection: Number(req.headers['content-length'] ?? 0) > 10 * 1024 * 1024 });
        const next = () => {
          identify();
          return toNext(req, res, {
            ownRender,
            address,
            closed,
            learnReader: cached && 'learnReader' in cached ? cached.learnReader : undefined,
            counted: Boolean(cached),
          });
        };
        const pathname = req.url!.split('?', 1)[0];
        if (!(pageCache && cached)) identify();
        const own = ownRoutes.get(pathname!);
        if (own) serveOwn(own, req, res, address, failed);
        else if (pageCache && cached) {
          // Counted against the address like a request to the app: a new key is a render (a made-up ?q= each time).
          if (!requestsInProgress.take(address)) {
            identify();
            return refuseLoad(req, res, TOO_MANY_AT_ONCE);
          }
          closed.then(() => requestsInProgress.give(address));
          const overLimit = perMinuteRefusal(cached);
          if (overLimit) {
            identify();
            return refuseLoad(req, res, overLimit);
          }
          if ('learnReader' in cached) next().catch(failed);
          // Rendered first, or served stale while it is: a promise (a hit was answered above).
          else pageCache.serve(req, res, cached.key, next, cached.path)?.catch(failed);
        } else if (staticAssets && req.url!.startsWith('/_next/static/'))
          staticAssets
            .serve(req, res)
            .then((served) => (served ? undefined : next()))
            .catch(failed);
        else next().catch(failed);
      });
    },
  );
  // Idle and half-sent connections (decision 094): at most so many per address and in all, and none idle for ever.
  server.timeout = SOCKET_IDLE_MS;
  server.maxConnections = config.MAX_CONNECTIONS ?? connectionLimit();
  const connections = createPerAddressCount(config.MAX_CONNECTIONS_PER_ADDRESS);
  server.on('connection', (socket) => {
    const address = normalizeAddress(socket.remoteAddress ?? 'unknown');
    // A proxy's connections carry many visitors; our own page cache renders come from loopback.
    if (clientAddress.isProxy(address) || address === '127.0.0.1' || address === '::1') return;
    if (!connections.take(address)) return void socket.destroy();
    socket.once('close', () => connections.give(address));
  });
  // Requests Node's parser refuses (headers over 16 KB, a bad Content-Length, a malformed request
  // line): a short sentence instead of Node's empty answer, and an info line instead of nothing.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const inProgress = (socket as { _httpMessage?: http.ServerResponse })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inProgress?.headersSent) return void socket.destroy();
    logger.info({ code: error.code }, 'request refused: not readable as HTTP');
    socket.end(clientErrorResponse(error.code));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOSTNAME, () => resolve());
  });
  const { port, address, family } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  // Our own renders go to the address we listen on (any address: its loopback).
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '[::1]' : family === 'IPv6' ? `[${address}]` : address;
  renderOrigin = `http://${host}:${port}`;
  logger.info({ url }, 'server listening');
  // One write, so that whoever waits for 'Ready on' has the setup link too.
  writeAfterLogs(startupBanner({ url, setupUrl }));

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    // Keep-alive connections become idle as their last request ends: close them as they do.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 200);
    closeIdle.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    stopListening();
    await app.close().catch((error: unknown) => logger.error({ err: error }, 'next close failed'));
    // Sends in progress finish; what is still queued goes out after the next start.
    await outbox.stop();
    for (const route of ownRoutes.values()) await route.stop?.();
    await stopBackgroundJobs();
    await cacheSync?.stop();
    await closeDb();
    logger.info('database closed, bye');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  return { server, port, url };
}
