// The first look at every request, in our HTTP server before the page cache and Next.js: what can
// only be the sender's mistake is answered here with the right 4xx and one plain sentence, because
// Next.js answers much of it with a 500 (a malformed percent-encoding, TRACE, a cross-origin
// server action) or, worse, with the page (PUT, DELETE). Why here and what is refused:
// docs/decisions/030-request-guard.md. The body of a server action post is checked by action-body.ts.
import http from 'node:http';
import { FIXED_SECURITY_HEADERS } from './security-headers';

/** A 4xx (or, for OPTIONS, a 204) answered without Next.js: a short sentence, and the methods the address takes. */
export type GuardAnswer = { status: number; message: string; allow?: string; reason: string; headers?: Record<string, string> };

type RequestHead = Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>;

/**
 * Every route handler (route.ts, robots.ts and the icons) and the methods it exports.
 * Every other address is a page: GET and HEAD, and POST for the server actions of its forms (the
 * newsletter form in the footer is on every public page, the sign-out button on every admin one).
 * request-guard.test.ts checks this list against the route files in src/app.
 */
export const ROUTE_HANDLERS: readonly { route: string; methods: readonly string[]; body?: 'upload' | 'media' }[] = [
  { route: '/api/admin/analytics/export', methods: ['GET'] },
  { route: '/api/admin/drafts', methods: ['POST'] },
  { route: '/api/admin/leads/export', methods: ['GET'] },
  { route: '/api/admin/me', methods: ['GET'] },
  { route: '/api/admin/newsletter/subscribers/export', methods: ['GET'] },
  { route: '/api/admin/media', methods: ['POST'], body: 'media' },
  { route: '/api/applications', methods: ['POST'], body: 'upload' },
  { route: '/api/estimates/[token]/pdf', methods: ['GET'] },
  { route: '/api/files/[id]', methods: ['GET'] },
  { route: '/api/forms/entries', methods: ['POST'], body: 'upload' },
  { route: '/api/health', methods: ['GET'] },
  { route: '/api/newsletter/resubscribe', methods: ['POST'] },
  { route: '/api/newsletter/unsubscribe', methods: ['GET', 'POST'] },
  { route: '/api/v1/[...path]', methods: ['GET', 'POST', 'PATCH', 'DELETE'], body: 'media' },
  { route: '/api/ready', methods: ['GET'] },
  { route: '/auth/sso/[provider]', methods: ['GET'] },
  { route: '/auth/sso/callback', methods: ['GET'] },
  { route: '/icons/[file]', methods: ['GET'] },
  { route: '/insights/feed.json', methods: ['GET'] },
  { route: '/insights/rss.xml', methods: ['GET'] },
  { route: '/islands/[file]', methods: ['GET'] },
  { route: '/media/[...path]', methods: ['GET'] },
  { route: '/og/[image]', methods: ['GET'] },
  { route: '/partnership-guide', methods: ['GET'] },
  { route: '/portfolio', methods: ['GET'] },
  { route: '/robots.txt', methods: ['GET'] },
  { route: '/sitemap.xml', methods: ['GET'] },
  { route: '/sitemaps/[file]', methods: ['GET'] },
  { route: '/favicon.ico', methods: ['GET'] },
  { route: '/icon.svg', methods: ['GET'] },
];

/** Addresses our HTTP server answers itself, before Next.js: the visit statistics' script and beacons (decision 093). */
export const SERVER_ROUTES: readonly { route: string; methods: readonly string[] }[] = [
  { route: '/api/visit', methods: ['POST'] },
  { route: '/visit.js', methods: ['GET'] },
];

function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((part) => (part.startsWith('[...') ? '.+' : part.startsWith('[') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

const HANDLERS = [...ROUTE_HANDLERS, ...SERVER_ROUTES].map(({ route, methods, ...rest }) => ({
  pattern: routePattern(route),
  methods,
  body: 'body' in rest ? rest.body : undefined,
}));

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
/** Next.js' own files: scripts, styles, fonts, the image optimizer. */
const BUILD_FILE_METHODS = ['GET', 'HEAD'];

/**
 * The methods `path` (without its query) takes, in the order of an Allow header, and whether its
 * route handler exports OPTIONS itself (else we answer OPTIONS: Next.js would for a route.ts, but
 * not for the icons).
 */
export function allowedMethods(path: string): { methods: string[]; handler: boolean; ownOptions: boolean } {
  if (path.startsWith('/_next/')) return { methods: BUILD_FILE_METHODS, handler: false, ownOptions: false };
  const handler = HANDLERS.find(({ pattern }) => pattern.test(path));
  if (!handler) return { methods: PAGE_METHODS, handler: false, ownOptions: false };
  // Next.js answers HEAD for a route with GET.
  const methods =
    handler.methods.includes('GET') && !handler.methods.includes('HEAD')
      ? ['GET', 'HEAD', ...handler.methods.filter((m) => m !== 'GET')]
      : [...handler.methods];
  const ownOptions = methods.includes('OPTIONS');
  if (!ownOptions) methods.push('OPTIONS');
  return { methods, handler: true, ownOptions };
}

/** Whether `path` is a page (a POST to it is a server action), rather than a route handler or a build file. */
export function isPagePath(path: string): boolean {
  return !path.startsWith('/_next/') && !HANDLERS.some(({ pattern }) => pattern.test(path));
}

/** Longest address we serve: our own are under 200 characters; browsers send up to a few thousand. */
export const MAX_TARGET_LENGTH = 4096;
export const MAX_PATH_LENGTH = 1024;

/** Next.js takes at most 1 MB for a server action (its default); above that it answers 500. */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/** A visitor's upload (a CV, a form's files: 10 MB) with its form around it. The route checks its own, lower limit. */
export const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * The most our HTTP server reads of a request's body before handing it on (decision 094): a server
 * action's 1 MB, an upload route's 16 MB, the media library's own limit and a megabyte for the
 * form around the file. Route handlers check their own limits within these and say so in their
 * own words.
 */
export function bodyLimit(path: string, mediaMaxUploadBytes: number): number {
  const handler = path.startsWith('/_next/') ? undefined : HANDLERS.find(({ pattern }) => pattern.test(path));
  if (handler?.body === 'media') return Math.max(UPLOAD_BODY_LIMIT, mediaMaxUploadBytes + 1024 * 1024);
  if (handler?.body === 'upload') return UPLOAD_BODY_LIMIT;
  return ACTION_BODY_LIMIT;
}

/** C0 and C1 control characters and DEL: never part of an address. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** What an address without percent-escapes may hold (RFC 3986 pchar, '/' and '?'): nothing to decode. */
const PLAIN_TARGET = /^\/[\w\-.~!$&'()*+,;=:@/?]*$/;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function refuse(status: number, reason: string, message: string, allow?: string): GuardAnswer {
  return { status, reason, message, allow };
}

/** The path and query of an address, or a refusal: percent-escapes that are not UTF-8, control characters, dot segments, too long. */
function checkTarget(url: string): GuardAnswer | null {
  if (url.length > MAX_TARGET_LENGTH) return refuse(414, 'address too long', `This address is too long (the limit is ${MAX_TARGET_LENGTH} characters).`);
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.length > MAX_PATH_LENGTH)
    return refuse(414, 'path too long', `This address is too long (the limit is ${MAX_PATH_LENGTH} characters before the '?').`);
  // The common case, a plain address, needs no decoding.
  if (PLAIN_TARGET.test(url))
    return DOT_SEGMENT.test(path) ? refuse(400, 'dot segment', "This address has '.' or '..' segments; ask for the page itself.") : null;
  const decodedPath = decodeComponent(path);
  if (decodedPath === null)
    return refuse(400, 'malformed path encoding', 'This address has a malformed percent-encoding (each % must start a UTF-8 character as two hex digits).');
  if (CONTROL_CHARACTER.test(decodedPath)) return refuse(400, 'control character in path', 'This address contains control characters.');
  if (DOT_SEGMENT.test(decodedPath)) return refuse(400, 'dot segment', "This address has '.' or '..' segments; ask for the page itself.");
  if (queryAt !== -1) {
    for (const part of url.slice(queryAt + 1).split('&')) {
      const decoded = decodeComponent(part.replace(/\+/g, ' '));
      if (decoded === null)
        return refuse(
          400,
          'malformed query encoding',
          'The query string has a malformed percent-encoding (each % must start a UTF-8 character as two hex digits).',
        );
      if (CONTROL_CHARACTER.test(decoded)) return refuse(400, 'control character in query', 'The query string contains control characters.');
    }
  }
  return null;
}

/**
 * An address in absolute form (`GET http://host/path`, which clients send to proxies) made the
 * usual path form; Next.js would answer it with a redirect to that host. '*' (OPTIONS) stays. Null
 * when it is none of these.
 */
export function originForm(url: string): string | null {
  if (url.startsWith('/') || url === '*') return url;
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A write from a page of another site (CSRF): the browser names that site in Origin. The host it
 * must match is the one Next.js compares server actions with: X-Forwarded-Host (set by a proxy in
 * front), else Host. A request without Origin (not from a browser form) passes, as in Next.js.
 */
function isCrossOrigin(headers: http.IncomingHttpHeaders): boolean {
  const origin = firstHeader(headers.origin);
  if (origin === undefined) return false;
  const host = firstHeader(headers['x-forwarded-host'])?.split(',')[0]?.trim() || headers.host;
  if (origin === 'null' || !URL.canParse(origin) || !host) return true;
  return new URL(origin).host !== host;
}

/** The media type of a Content-Type header, lowercased, and its boundary parameter if any. */
export function parseContentType(header: string | undefined): { type: string; boundary?: string } {
  if (!header) return { type: '' };
  const [type = '', ...params] = header.split(';');
  let boundary: string | undefined;
  for (const param of params) {
    const match = /^\s*boundary\s*=\s*(?:"([^"]*)"|([^\s;]*))\s*$/i.exec(param);
    if (match) boundary = match[1] ?? match[2];
  }
  return { type: type.trim().toLowerCase(), boundary };
}

/** RFC 2046: 1 to 70 characters from its list, the last not a space. */
const BOUNDARY = /^[\w'()+,\-./:=? ]{0,69}[\w'()+,\-./:=?]$/;

/**
 * A POST to a page is a server action: from a script (a Next-Action header; the arguments as text,
 * or multipart when they hold a form) or from a form without JavaScript (multipart, with the
 * action in $ACTION_ fields). Anything else never comes from our pages.
 */
function checkActionPostHead(headers: http.IncomingHttpHeaders): GuardAnswer | null {
  const { type, boundary } = parseContentType(firstHeader(headers['content-type']));
  const fromScript = headers['next-action'] !== undefined;
  if (type === 'multipart/form-data') {
    if (boundary === undefined || !BOUNDARY.test(boundary))
      return refuse(400, 'bad multipart boundary', 'The form data has a missing or invalid multipart boundary.');
  } else if (!(fromScript && type === 'text/plain')) {
    return refuse(415, 'unsupported content type', 'Forms on this site are sent as multipart/form-data.');
  }
  const length = Number(headers['content-length'] ?? 0);
  if (!Number.isFinite(length) || length > ACTION_BODY_LIMIT) return refuse(413, 'action body too large', 'The form is too large to send (the limit is 1 MB).');
  return null;
}

/**
 * What the request line and headers alone tell: null to go on, else the answer. `req.url` must be
 * in path form (see originForm).
 */
export function checkRequestHead(req: RequestHead): GuardAnswer | null {
  const method = req.method ?? '';
  const url = req.url ?? '';
  if (url === '*') {
    return method === 'OPTIONS'
      ? { status: 204, reason: 'options', message: '', allow: PAGE_METHODS.join(', ') }
      : refuse(400, 'asterisk target', "Only OPTIONS may ask for '*'.");
  }
  const targetRefusal = checkTarget(url);
  if (targetRefusal) return targetRefusal;
  const path = url.split('?', 1)[0]!;
  const { methods, handler, ownOptions } = allowedMethods(path);
  const allow = methods.join(', ');
  if (method === 'OPTIONS' && !ownOptions && methods.includes('OPTIONS')) return { status: 204, reason: 'options', message: '', allow };
  if (!methods.includes(method)) return refuse(405, 'method not allowed', `${method} is not allowed here. This address takes ${allow}.`, allow);
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  if (isCrossOrigin(req.headers)) return refuse(403, 'cross-origin write', 'Forms from other sites are not accepted here.');
  return method === 'POST' && !handler ? checkActionPostHead(req.headers) : null;
}

/** A refusal as the response: plain text, never cached, the connection closed when the body was not read. */
export function sendGuardAnswer(res: http.ServerResponse, answer: GuardAnswer, options: { closeConnection?: boolean; problemJson?: boolean } = {}) {
  const headers: Record<string, string> = {
    ...answer.headers,
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  };
  for (const { key, value } of FIXED_SECURITY_HEADERS) headers[key] = value;
  if (answer.allow) headers['Allow'] = answer.allow;
  if (options.closeConnection) headers['Connection'] = 'close';
  if (answer.status === 204) {
    res.writeHead(204, headers);
    res.end();
    return;
  }
  if (options.problemJson) {
    headers['Content-Type'] = 'application/problem+json';
    res.writeHead(answer.status, headers);
    res.end(JSON.stringify({ type: 'about:blank', title: http.STATUS_CODES[answer.status] ?? 'Error', status: answer.status, detail: answer.message }));
    return;
  }
  headers['Content-Type'] = 'text/plain; charset=utf-8';
  res.writeHead(answer.status, headers);
  res.end(answer.message);
}

/** Requests Node's HTTP parser refuses before our handler runs (headers too large, a bad Content-Length...). */
export function clientErrorResponse(code: string | undefined): string {
  const [status, reason, message] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request could not be read as HTTP.'];
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(message)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${message}`;
}
