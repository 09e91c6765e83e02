// The OpenAPI 3.1 document of the content API, made from the operations' own zod schemas (the
// ones that check the requests), so it cannot drift from what the API does. Decision 087.
import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { OPERATIONS } from './operations';
import type { Operation } from './operation';

const TITLES: Record<number, string> = {
  400: 'Invalid request: each problem is in `errors` with its path',
  401: 'No key, or a key that is unknown, revoked or expired',
  403: 'The key’s role may not do this',
  404: 'No such record (or not published, without a key)',
  409: 'Conflict: an address already taken, or a built-in page',
  412: 'The record changed since the ETag in If-Match',
  413: 'The body is larger than 1 MiB',
  415: 'The body is not JSON',
  429: 'Too many requests: see Retry-After',
};

/** An upload's own limits: its size limit is the media library's, its body a form. */
const MULTIPART_TITLES: Record<number, string> = {
  413: 'The file is larger than the media library’s upload limit',
  415: 'The body is not multipart/form-data',
};

/** An operation that takes JSON or a form (an entry with files). */
const MULTIPART_TOO_TITLES: Record<number, string> = {
  413: 'The body is larger than 1 MiB (JSON), or than the upload limit (a form)',
  415: 'The body is neither JSON nor multipart/form-data',
};

type JsonSchema = Record<string, unknown>;

/** Schemas the operations' schemas share through $ref: the recursive ones (a rich-text node holds nodes). */
const sharedSchemas: Record<string, JsonSchema> = {};

/** Every `#/$defs/{name}` reference in a schema made to point at its shared component. */
function pointAt(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((entry) => pointAt(entry, names));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      key === '$ref' && typeof entry === 'string' && entry.startsWith('#/$defs/')
        ? `#/components/schemas/${names.get(entry.slice('#/$defs/'.length))}`
        : pointAt(entry, names),
    ]),
  );
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  // OpenAPI 3.1's dialect is draft 2020-12 already: the per-schema $schema would only repeat it.
  delete generated.$schema;
  const defs = generated.$defs as Record<string, JsonSchema> | undefined;
  if (!defs) return generated;
  // A $ref to '#/$defs/…' inside the document would resolve against the document's root: the
  // definitions move to components, named by their content, so one used by several operations is one.
  delete generated.$defs;
  const names = new Map(
    Object.entries(defs).map(([name, def]) => [name, `Shared${createHash('sha256').update(JSON.stringify(def)).digest('hex').slice(0, 12)}`]),
  );
  for (const [name, def] of Object.entries(defs)) sharedSchemas[names.get(name)!] = pointAt(def, names) as JsonSchema;
  return pointAt(generated, names) as JsonSchema;
}

function parameters(op: Operation) {
  const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name: name!,
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  }));
  const query = op.query ? jsonSchema(op.query, 'input') : null;
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required ?? []) as string[]);
  const inQuery = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
  const inHeader = Object.entries(op.requestHeaders ?? {}).map(([name, description]) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string' },
  }));
  return [...inPath, ...inQuery, ...inHeader];
}

const problemSchema = {
  type: 'object',
  required: ['type', 'title', 'status', 'detail'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    errors: { type: 'array', items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } } },
  },
};

/**
 * Every refusal the operation can give: its own, and those the dispatcher gives any operation (a
 * bad key, the rate limit; a bad query or body; a role too low), so the document cannot forget one.
 */
export function answersOf(op: Operation): number[] {
  const fromDispatcher = [401, 429, ...(op.query || op.body ? [400] : []), ...(op.body ? [413, 415] : []), ...(op.access === 'public' ? [] : [403])];
  return [...new Set([...op.problems, ...fromDispatcher])].sort((a, b) => a - b);
}

function describe(op: Operation) {
  const success =
    op.status === 204
      ? { description: 'Done' }
      : {
          description: op.status === 201 ? 'Created (Location names it)' : 'OK',
          content: { 'application/json': { schema: op.response ? jsonSchema(op.response, 'output') : {} } },
        };
  const responses: Record<string, unknown> = { [op.status]: success };
  for (const status of answersOf(op)) {
    const description =
      op.problemTitles?.[status] ||
      (op.multipart && MULTIPART_TITLES[status]) ||
      (op.multipartToo && MULTIPART_TOO_TITLES[status]) ||
      TITLES[status] ||
      'Refused';
    responses[status] = { description, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } };
  }
  const requestContent = op.body && {
    [op.multipart ? 'multipart/form-data' : 'application/json']: { schema: jsonSchema(op.body, 'input') },
    ...(op.multipartToo && { 'multipart/form-data': { schema: jsonSchema(op.multipartToo.fields, 'input') } }),
  };
  return {
    operationId: `${op.method.toLowerCase()}${op.path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description && { description: op.description }),
    // Public operations answer without a key too (what the site shows).
    security: op.access === 'public' ? [{}, { apiKey: [] }] : [{ apiKey: [] }],
    parameters: parameters(op),
    ...(requestContent && { requestBody: { required: true, content: requestContent } }),
    responses,
    'x-role': op.access,
  };
}

let cached: Record<string, unknown> | null = null;

export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method.toLowerCase()] = describe(op);
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Content API',
      version: '1',
      description:
        'The site’s content as JSON. Send a key as `Authorization: Bearer <key>` (Settings → API keys, or `npm run api-key:create`). Without a key, GET answers what the public site shows. Errors are RFC 9457 problem details.',
    },
    servers: [{ url: '/api/v1' }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key: ak_…' } },
      schemas: { Problem: problemSchema, ...sharedSchemas },
    },
  };
  return cached;
}
