// One operation of the content API: its method and path, who may call it, the schemas of its
// query, body and answer (the OpenAPI document is made from them), and what it does. The same
// list routes the requests (dispatch.ts) and describes them (openapi.ts): nothing is in one and
// not the other.
import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ApiKeyActor, ApiKeyRole } from '@/features/api-keys/keys';
import type { CacheTag } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { ApiProblem } from './problem';

/** 'public': answered without a key too, with what the public site shows; a key may see more. */
export type Access = 'public' | ApiKeyRole;

export type Context<Query, Body> = {
  db: Database;
  key: ApiKeyActor | null;
  params: Record<string, string>;
  query: Query;
  body: Body;
  /** The fields the client sent (a PATCH changes only these: the schema's defaults fill the rest of `body`). */
  sent: ReadonlySet<string>;
  /** The JSON as sent, for an operation that checks it with a schema of its own after `body` (the admin's, with its transforms). */
  raw: unknown;
  ip: string | null;
  /** The request's If-Match: the operation compares it with the record's current ETag. */
  ifMatch: string | null;
  /** The request's headers, for an operation that reads one of its own (Idempotency-Key). */
  headers: Headers;
  /**
   * The multipart form as sent (every value of every name: checkboxes repeat one), when an
   * operation with `multipartToo` was sent one; `body` then holds its fields as `multipartToo.fields`
   * checked them, not the JSON body's shape. Null otherwise.
   */
  form: FormData | null;
};

export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

export type Operation<Query = unknown, Body = unknown> = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  query?: z.ZodType<Query>;
  /** Request headers of its own the operation reads (from `headers`), by name, with what they mean: for the document. */
  requestHeaders?: Record<string, string>;
  body?: z.ZodType<Body>;
  /**
   * The body is a multipart/form-data form instead of JSON (a file upload): `body` checks its
   * fields (a file is a File), and a body declared larger than `maxBytes()` is refused with 413
   * and the sentence `tooLarge()` before it is read.
   */
  multipart?: { maxBytes: () => number; tooLarge: () => string };
  /**
   * JSON (checked by `body`) or a multipart/form-data form (an entry with files, posted as the
   * site's form posts it): `fields` checks the form's fields (the first value of each name), and
   * `run` gets the whole form as `form`. A form declared larger than `maxBytes()` is refused with
   * 413 and `tooLarge()` before it is read; a JSON body keeps the 1 MiB limit.
   */
  multipartToo?: { fields: z.ZodType; maxBytes: () => number; tooLarge: () => string };
  /** The answer's schema, for the document. */
  response?: z.ZodType;
  /** The status of success: 200, 201 (created) or 204 (deleted). */
  status: 200 | 201 | 204;
  /** The answers other than success this operation gives, for the document. */
  problems: readonly number[];
  /** What some of them mean for this operation, where the document's general words would mislead (409: the form takes no entries). */
  problemTitles?: Partial<Record<number, string>>;
  /**
   * A read whose answer with a key is the same for every key of one role, and whose data changes
   * only with a cache invalidation (its writes call invalidateCacheTags): our server may keep it
   * per role (decision 099). Leave it out where data changes without one (leads, drafts).
   */
  keptPerRole?: boolean;
  /** The data cache tags its answer depends on: a CDN in front purges it by them (Cache-Tag; decision 099). */
  cacheTags?: readonly CacheTag[];
  run(context: Context<Query, Body>): Promise<Answer>;
};

/** Keeps each operation's types checked while the list holds them all. */
export const operation = <Query, Body>(op: Operation<Query, Body>) => op as unknown as Operation;

/** A strong ETag of a representation: it changes whenever what a client reads changes. */
export const etagOf = (body: unknown) => `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;

/** 412 unless the client's If-Match names the current representation (or is absent). */
export function checkIfMatch(ifMatch: string | null, current: unknown) {
  if (ifMatch === null) return;
  const tags = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes('*') || tags.includes(etagOf(current))) return;
  throw new ApiProblem(412, 'The record changed since you read it (its ETag differs from If-Match). Read it again, then repeat the change.');
}

/** An item answer with its ETag. */
export const item = (body: unknown, status: 200 | 201 = 200, headers: Record<string, string> = {}): Answer => ({
  status,
  body,
  headers: { ...headers, etag: etagOf(body) },
});

// ----- lists -----

export const LIST_LIMIT = { min: 1, max: 100, default: 20 } as const;

export const listQuery = z.object({
  limit: z.coerce
    .number('The limit must be a number from 1 to 100.')
    .int('The limit must be a whole number from 1 to 100.')
    .min(LIST_LIMIT.min, 'The limit must be from 1 to 100.')
    .max(LIST_LIMIT.max, 'The limit must be from 1 to 100.')
    .default(LIST_LIMIT.default),
  cursor: z.string().max(200, 'The cursor is not one this API gave.').optional(),
  q: z.string().trim().max(200, 'Search for at most 200 characters.').optional(),
});

/** Where the next page of a list starts: the last row's sort key, opaque to clients. */
export type Cursor = { at: string; id: string };

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    if (typeof value.at === 'string' && typeof value.id === 'string' && !Number.isNaN(Date.parse(value.at)) && value.id.length <= 64) return value;
  } catch {
    // fall through
  }
  throw new ApiProblem(400, 'The cursor is not one this API gave: use nextCursor from the previous page.', [{ path: 'cursor', message: 'Unknown cursor.' }]);
}

export const listSchema = (itemSchema: z.ZodType) => z.object({ data: z.array(itemSchema), nextCursor: z.string().nullable() });
