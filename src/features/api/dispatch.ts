// Answers a request to /api/v1 (decision 087): finds its operation, checks the key, its role and
// its rate, reads the query and the JSON body (or an upload's multipart form) with the
// operation's schemas, runs it, and answers JSON, or problem+json for every refusal. The requester's mistakes are 4xx, never a 5xx.
import 'server-only';
import type { z } from 'zod';
import { authenticateApiKey, type ApiKeyActor } from '@/features/api-keys/keys';
import { CrudError } from '@/features/admin/crud/server';
import { hasRole } from '@/server/auth/roles';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';
import { readFormBody } from '@/server/form-body';
import { logger } from '@/server/logger';
import { cachePolicy, declareCaching, declareReader, declareTags } from '@/server/cache-policy';
import { takeSharedRateLimit } from '@/server/shared-rate-limit';
import { PAGE_CACHE_RENDER_HEADER } from '@/server/security-headers';
import { parseContentType } from '@/server/request-guard';
import { openApiDocument } from './openapi';
import { OPERATIONS } from './operations';
import { referenceHtml } from './reference';
import type { Operation } from './operation';
import { ApiProblem, fieldProblems, invalid, problemResponse } from './problem';

export const API_BASE = '/api/v1';
/** The largest JSON body taken (a page of many blocks is well under it). */
export const MAX_BODY_BYTES = 1024 * 1024;
const RATE_WINDOW_MS = 60_000;

type Route = { op: Operation; pattern: RegExp; names: string[] };

const ROUTES: Route[] = OPERATIONS.map((op) => {
  const names: string[] = [];
  const source = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { op, pattern: new RegExp(`^${source}$`), names };
});

function match(method: string, path: string): { route: Route; params: Record<string, string> } | { allow: string[] } | null {
  const found = ROUTES.flatMap((route) => {
    const parts = route.pattern.exec(path);
    return parts ? [{ route, params: Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(parts[i + 1]!)])) }] : [];
  });
  if (found.length === 0) return null;
  const chosen = found.find(({ route }) => route.op.method === method || (method === 'HEAD' && route.op.method === 'GET'));
  return chosen ?? { allow: [...new Set(found.map(({ route }) => route.op.method))] };
}

async function authenticate(request: Request): Promise<ApiKeyActor | null> {
  const header = request.headers.get('authorization');
  if (header === null) return null;
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  const key = token ? await authenticateApiKey(await getDb(), token) : null;
  // A key that does not work is refused, never taken for no key: the client would read less than it asked for without knowing.
  if (!key) throw new ApiProblem(401, 'This API key is not valid: it is unknown, revoked or expired.', undefined, { 'www-authenticate': 'Bearer' });
  return key;
}

type ReadBody = { body: unknown; sent: Set<string>; raw: unknown; form: FormData | null };

/** A multipart/form-data body (an upload, an entry with files): its fields by name (the first of each), checked with `fields`; the whole form too. */
async function readMultipartBody(request: Request, fields: z.ZodType, limits: NonNullable<Operation['multipart']>): Promise<ReadBody> {
  if (parseContentType(request.headers.get('content-type') ?? undefined).type !== 'multipart/form-data')
    throw new ApiProblem(415, 'Send the file as multipart/form-data (a form with a file field).');
  if (Number(request.headers.get('content-length') ?? 0) > limits.maxBytes()) throw new ApiProblem(413, limits.tooLarge());
  const read = await readFormBody(request);
  if (!read.ok) {
    if (read.problem === 'control-characters')
      throw new ApiProblem(400, 'The file name or a field contains control characters.', [{ path: '(body)', message: 'Control characters.' }]);
    throw new ApiProblem(400, 'The form could not be read: send it again as multipart/form-data.', [{ path: '(body)', message: 'Not a readable form.' }]);
  }
  const values: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of read.form.entries()) values[name] ??= value;
  const parsed = fields.safeParse(values);
  if (!parsed.success) throw invalid(fieldProblems(parsed.error.issues));
  return { body: parsed.data, sent: new Set(Object.keys(values)), raw: values, form: read.form };
}

async function readBody(request: Request, op: Operation): Promise<ReadBody> {
  if (!op.body) return { body: undefined, sent: new Set(), raw: undefined, form: null };
  if (op.multipart) return readMultipartBody(request, op.body, op.multipart);
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (op.multipartToo && type === 'multipart/form-data') return readMultipartBody(request, op.multipartToo.fields, op.multipartToo);
  if (type !== 'application/json' && type !== 'application/merge-patch+json')
    throw new ApiProblem(415, `Send the body as JSON (Content-Type: application/json)${op.multipartToo ? ' or as multipart/form-data' : ''}.`);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new ApiProblem(413, `The body is too large (the limit is ${MAX_BODY_BYTES / 1024} KiB).`);
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ApiProblem(413, `The body is too large (the limit is ${MAX_BODY_BYTES / 1024} KiB).`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiProblem(400, 'The body is not valid JSON.', [{ path: '(body)', message: 'Not valid JSON.' }]);
  }
  const parsed = op.body.safeParse(json);
  if (!parsed.success) throw invalid(fieldProblems(parsed.error.issues));
  return { body: parsed.data, sent: new Set(Object.keys(json as object)), raw: json, form: null };
}

function readQuery(url: URL, op: Operation): unknown {
  if (!op.query) return {};
  const values: Record<string, string> = {};
  // A repeated parameter counts once, as its first value: lists never take several of one filter.
  for (const [name, value] of url.searchParams) values[name] ??= value;
  const parsed = op.query.safeParse(values);
  if (!parsed.success) throw invalid(fieldProblems(parsed.error.issues));
  return parsed.data;
}

/**
 * The API's limits a minute, per address without a key and per key: our server takes them too for
 * the answers it serves from its cache.
 */
const anonymousApiLimit = () => ({ name: 'api:ip', perMinute: env().API_ANONYMOUS_RATE_LIMIT });
const keyApiLimit = () => ({ name: 'api:key', perMinute: env().API_RATE_LIMIT });

/**
 * How long our server may answer a key's reads from its cache before the key is checked again: a
 * revoked key is refused at once (revoking drops what the server knows), an expired one at its
 * expiry, and its last use is kept to the minute.
 */
const READER_MS = 60_000;

/** The addresses of the reads kept per role (Operation.keptPerRole), as our server matches them. */
const KEPT_PER_ROLE = OPERATIONS.filter((op) => op.method === 'GET' && op.keptPerRole).map(
  (op) => `^${API_BASE}${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`,
);

function limitRate(key: ApiKeyActor | null, ip: string | null) {
  // Per minute: per key (API_RATE_LIMIT), and per address without one (API_ANONYMOUS_RATE_LIMIT),
  // counted in memory and shared between processes (src/server/shared-rate-limit.ts).
  const { name, perMinute: limit } = key ? keyApiLimit() : anonymousApiLimit();
  const result = takeSharedRateLimit(`${name}:${key ? key.id : (ip ?? 'unknown')}`, { limit, windowMs: RATE_WINDOW_MS });
  if (!result.allowed) {
    const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    throw new ApiProblem(
      429,
      `Too many requests: at most ${limit} a minute${key ? ' for this key' : ' without a key'}. Try again in ${seconds} s.`,
      undefined,
      { 'retry-after': String(seconds) },
    );
  }
}

export async function dispatch(request: Request): Promise<Response> {
  // A read is the same for everyone without a key, and for every key of one role with one (what a
  // role may see decides the answer, never which key): our answer cache keeps reads under their
  // address, every query parameter and the key's role (decision 099). Writes are never kept.
  declareCaching(cachePolicy.shared({ reads: ['*'], limit: anonymousApiLimit(), keyed: { limit: keyApiLimit(), paths: KEPT_PER_ROLE } }));
  const url = new URL(request.url);
  const path = url.pathname.slice(API_BASE.length) || '/';
  try {
    // The document and its reference are the API's own pages: no key, no rate limit.
    if (path === '/openapi.json' && (request.method === 'GET' || request.method === 'HEAD'))
      return Response.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } });
    if (path === '/docs' && (request.method === 'GET' || request.method === 'HEAD'))
      return new Response(referenceHtml(), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=300' } });
    const found = match(request.method, path);
    if (!found) throw new ApiProblem(404, `There is no ${path} in this API. The operations are listed at ${API_BASE}/openapi.json.`);
    if ('allow' in found)
      throw new ApiProblem(405, `${request.method} is not allowed on ${path}. It takes ${found.allow.join(', ')}.`, undefined, {
        allow: found.allow.join(', '),
      });
    const { route, params } = found;
    const { op } = route;
    declareTags(...(op.cacheTags ?? []));
    const ip = request.headers.get('x-client-ip');
    const key = await authenticate(request);
    if (key && !op.keptPerRole) declareCaching(cachePolicy.private('a read with a key of data that changes without a cache invalidation'));
    if (key && op.keptPerRole) declareReader({ role: key.role, id: key.id, until: Math.min(key.expiresAt?.getTime() ?? Infinity, Date.now() + READER_MS) });
    // A render for our answer cache was counted against the visitor who asked for it.
    if (request.headers.get(PAGE_CACHE_RENDER_HEADER) !== '1') limitRate(key, ip);
    if (op.access !== 'public') {
      if (!key) throw new ApiProblem(401, 'This needs an API key: send it as Authorization: Bearer <key>.', undefined, { 'www-authenticate': 'Bearer' });
      if (!hasRole(key.role, op.access)) throw new ApiProblem(403, `This key’s role (${key.role}) may not do this: it needs an ${op.access} key.`);
    }
    const query = readQuery(url, op);
    const { body, sent, raw, form } = await readBody(request, op);
    const answer = await op.run({
      db: await getDb(),
      key,
      params,
      query,
      body,
      sent,
      raw,
      ip,
      ifMatch: request.headers.get('if-match'),
      headers: request.headers,
      form,
    });
    const status = answer.status ?? op.status;
    const headers = { 'cache-control': key ? 'private, no-store' : 'no-cache', ...answer.headers };
    if (status === 204 || request.method === 'HEAD') return new Response(null, { status, headers });
    return Response.json(answer.body, { status, headers });
  } catch (error) {
    if (error instanceof ApiProblem) return problemResponse(error);
    if (error instanceof CrudError) return problemResponse(new ApiProblem(error.status, error.message));
    logger.error({ err: error, method: request.method, path }, 'content API request failed');
    return problemResponse(new ApiProblem(500, 'Something went wrong on our side. Please try again; if it persists, tell us the time of the request.'));
  }
}
