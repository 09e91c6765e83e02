// A property-based run over every operation of openapi.json: requests made from the document
// (its paths, parameters and methods), with real ids and made-up ones, valid and random query
// values and bodies, with an editor key, an admin key, a bad key and none. Whatever comes back
// must be what the document promises: one of its statuses for that operation, JSON of the
// operation's schema on success, problem details otherwise, and never a 5xx.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '@/features/api-keys/keys';
import { writePage } from '@/features/pages/admin-pages';
import { pageInputSchema } from '@/features/pages/admin-schema';
import { createAdministrator } from '@/server/auth/bootstrap';
import type { Database } from '@/server/db/client';
import { createTestDatabase } from '@/test/database';
import { dispatch } from './dispatch';
import { openApiDocument } from './openapi';
import { OPERATIONS } from './operations';

type Parameter = { name: string; in: 'path' | 'query'; schema: { type?: string; enum?: string[]; minimum?: number; maximum?: number } };
type DocOperation = { parameters: Parameter[]; requestBody?: unknown; responses: Record<string, { content?: Record<string, unknown> }> };

let db: Database;
const keys: Record<'editor' | 'admin', string> = { editor: '', admin: '' };
const ids: string[] = [];

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  const user = await createAdministrator(db, { email: 'fuzz@axionlabs.dev', password: 'a long passphrase for fuzz', name: 'Fuzz', role: 'admin' });
  keys.editor = (await createApiKey(db, { id: null, name: 'Command line' }, { name: 'Fuzz editor', role: 'editor' })).key;
  keys.admin = (await createApiKey(db, { id: null, name: 'Command line' }, { name: 'Fuzz admin', role: 'admin' })).key;
  for (const [title, isPublished] of [
    ['Fuzz Published', true],
    ['Fuzz Draft', false],
  ] as const) {
    ids.push((await writePage(db, { id: user.id, email: 'fuzz@axionlabs.dev' }, pageInputSchema.parse({ title, isPublished }))).id);
  }
});

const paramValue = (schema: Parameter['schema']) =>
  fc.oneof(
    schema.enum ? fc.constantFrom(...schema.enum) : fc.constant('1'),
    schema.type === 'integer' || schema.type === 'number' ? fc.integer({ min: -5, max: 150 }).map(String) : fc.string({ maxLength: 30 }),
    fc.constantFrom('', '0', '-1', 'null', '[]', '%', 'ak_', '💥', 'a'.repeat(300)),
  );

const idValue = () => fc.oneof(fc.constantFrom(...ids), fc.uuid(), fc.constantFrom('not-a-uuid', '0', 'ak_0000000000_x'));

const bodyValue = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ title: fc.string({ maxLength: 40 }), slug: fc.string({ maxLength: 20 }), client: fc.string({ maxLength: 10 }), industry: fc.string({ maxLength: 10 }), blocks: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 2 }) }, { requiredKeys: [] }),
  fc.constantFrom('{"title":', 'title=x', ''),
);

const authValue = fc.constantFrom<'none' | 'editor' | 'admin' | 'bad'>('none', 'editor', 'admin', 'bad');

let address = 0;
async function send(method: string, path: string, query: Record<string, string>, auth: string, body: unknown) {
  const url = new URL(`http://localhost/api/v1${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const headers: Record<string, string> = { 'x-client-ip': `203.0.113.${address++ % 250}` };
  if (auth === 'editor' || auth === 'admin') headers.authorization = `Bearer ${keys[auth]}`;
  if (auth === 'bad') headers.authorization = 'Bearer ak_0123456789_not-a-real-key-not-a-real-key-not-a-real-key';
  let payload: string | undefined;
  if (body !== undefined && method !== 'GET' && method !== 'DELETE') {
    payload = typeof body === 'string' ? body : JSON.stringify(body);
    headers['content-type'] = typeof body === 'string' && !body.startsWith('{') ? 'text/plain' : 'application/json';
  }
  return dispatch(new Request(url, { method, headers, body: payload }));
}

describe('every operation of openapi.json, generated requests', () => {
  const document = openApiDocument() as { paths: Record<string, Record<string, DocOperation>> };
  const cases = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));

  it('covers every operation the API routes', () => {
    expect(cases).toHaveLength(OPERATIONS.length);
  });

  for (const { path, method, op } of cases) {
    it(`${method} ${path}: no 5xx, only documented answers`, async () => {
      const operation = OPERATIONS.find((o) => o.path === path && o.method === method)!;
      const queryParameters = op.parameters.filter((p) => p.in === 'query');
      const query = fc.record(Object.fromEntries(queryParameters.map((p) => [p.name, paramValue(p.schema)])), { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
      await fc.assert(
        fc.asyncProperty(idValue(), query, authValue, bodyValue, async (id, params, auth, body) => {
          const response = await send(method, path.replace('{id}', encodeURIComponent(id)), params, auth, op.requestBody ? body : undefined);
          const status = String(response.status);
          const text = await response.text();
          const context = `${method} ${path} ${JSON.stringify({ id, params, auth, body }).slice(0, 300)} -> ${status} ${text.slice(0, 300)}`;
          expect(response.status, context).toBeLessThan(500);
          expect(Object.keys(op.responses), context).toContain(status);
          if (response.status === 204) return;
          if (response.status >= 400) {
            expect(response.headers.get('content-type'), context).toBe('application/problem+json');
            expect(JSON.parse(text), context).toMatchObject({ status: response.status, title: expect.any(String), detail: expect.any(String) });
            return;
          }
          expect(response.headers.get('content-type'), context).toContain('application/json');
          if (operation.response) expect(operation.response.safeParse(JSON.parse(text)).success, context).toBe(true);
        }),
        { numRuns: 40, seed: 20261124 },
      );
    });
  }
});
