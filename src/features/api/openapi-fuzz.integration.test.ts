// A property-based run over every operation of openapi.json: requests made from the document
// (its paths, parameters and methods), with real ids and made-up ones, valid and random query
// values and bodies, with an editor key, an admin key, a bad key and none. Whatever comes back
// must be what the document promises: one of its statuses for that operation, JSON of the
// operation's schema on success, problem details otherwise, and never a 5xx.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '@/features/api-keys/keys';
import { formDefinitionSchema } from '@/features/forms/definition';
import { writePage } from '@/features/pages/admin-pages';
import { pageInputSchema } from '@/features/pages/admin-schema';
import { createAdministrator } from '@/server/auth/bootstrap';
import type { Database } from '@/server/db/client';
import { forms, type FormField } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { dispatch } from './dispatch';
import { openApiDocument } from './openapi';
import { OPERATIONS } from './operations';

type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema: { type?: string; enum?: string[]; minimum?: number; maximum?: number } };
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
  // A built form (no required field, so some generated entries are stored) and one entry of it.
  const form = formDefinitionSchema.parse({
    name: 'Fuzz sign-up',
    slug: 'fuzz-sign-up',
    fields: [
      { id: 'a', type: 'text', name: 'title', label: 'Title' },
      { id: 'b', type: 'checkboxes', name: 'topics', label: 'Topics', options: ['AI', 'Web'] },
      { id: 'c', type: 'consent', name: 'consent', label: 'Consent' },
      { id: 'd', type: 'file', name: 'slug', label: 'A file', fileTypes: ['pdf'] },
    ],
    settings: {},
  });
  const [row] = await db
    .insert(forms)
    .values({ name: form.name, slug: form.slug, fields: form.fields as unknown as FormField[], settings: form.settings })
    .returning({ id: forms.id });
  ids.push(row!.id);
  const entry = await send('POST', `/forms/${row!.id}/entries`, {}, 'none', { answers: { title: 'Fuzz' } });
  ids.push(((await entry.json()) as { id: string }).id);
});

const paramValue = (schema: Parameter['schema']) =>
  fc.oneof(
    schema.enum ? fc.constantFrom(...schema.enum) : fc.constant('1'),
    schema.type === 'integer' || schema.type === 'number' ? fc.integer({ min: -5, max: 150 }).map(String) : fc.string({ maxLength: 30 }),
    fc.constantFrom('', '0', '-1', 'null', '[]', '%', 'ak_', '💥', 'a'.repeat(300)),
  );

// Mostly real records (a page, a form, an entry), so that requests reach past the 404.
const idValue = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 4 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.constantFrom('not-a-uuid', '0', 'ak_0000000000_x'), weight: 1 },
  );

/** A multipart form of made-up fields, texts and files (an upload, an entry with files). */
const formValue = fc
  .array(
    fc.tuple(
      fc.constantFrom('file', 'folder', 'title', 'topics', 'consent', 'slug', 'formId', 'website', 'x'),
      fc.oneof(fc.string({ maxLength: 20 }), fc.uint8Array({ maxLength: 64 })),
    ),
    { maxLength: 4 },
  )
  .map((entries) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, typeof value === 'string' ? value : new File([value], `${name}.pdf`, { type: 'application/pdf' }));
    return form;
  });

const bodyValue = fc.oneof(
  fc.constant(undefined),
  formValue,
  // An entry of the built form: its fields, our own inputs and unknown names, values of every JSON kind.
  fc.record(
    {
      answers: fc.dictionary(
        fc.constantFrom('title', 'topics', 'consent', 'slug', 'website', 'x'),
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.array(fc.constantFrom('AI', 'Web', 'Blockchain', ''), { maxLength: 3 }),
          fc.boolean(),
          fc.constant(null),
          fc.integer(),
        ),
        { maxKeys: 3 },
      ),
      tracking: fc.record({ sourcePage: fc.string({ maxLength: 30 }), utmSource: fc.string({ maxLength: 10 }) }, { requiredKeys: [] }),
    },
    { requiredKeys: ['answers'] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      title: fc.string({ maxLength: 40 }),
      slug: fc.string({ maxLength: 20 }),
      client: fc.string({ maxLength: 10 }),
      industry: fc.string({ maxLength: 10 }),
      blocks: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 2 }),
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom('{"title":', 'title=x', ''),
);

/** A header's value: made-up visible text, an address, a UUID, or nothing at all. */
const headerValue = fc.oneof(
  fc.stringMatching(/^[\x21-\x7e]{0,40}$/),
  fc.constantFrom('', 'a'.repeat(300), '::1', '203.0.113.5', 'not an address', '6f1c2b9e-2f8c-4a57-9b1e-1d2c3b4a5f60'),
);

const authValue = fc.constantFrom<'none' | 'editor' | 'admin' | 'bad'>('none', 'editor', 'admin', 'bad');

let address = 0;
async function send(method: string, path: string, query: Record<string, string>, auth: string, body: unknown, extraHeaders: Record<string, string> = {}) {
  const url = new URL(`http://localhost/api/v1${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const headers: Record<string, string> = { 'x-client-ip': `203.0.113.${address++ % 250}`, ...extraHeaders };
  if (auth === 'editor' || auth === 'admin') headers.authorization = `Bearer ${keys[auth]}`;
  if (auth === 'bad') headers.authorization = 'Bearer ak_0123456789_not-a-real-key-not-a-real-key-not-a-real-key';
  let payload: string | FormData | undefined;
  if (body instanceof FormData) {
    // fetch's Request writes the multipart boundary into Content-Type.
    if (method !== 'GET' && method !== 'DELETE') payload = body;
  } else if (body !== undefined && method !== 'GET' && method !== 'DELETE') {
    payload = typeof body === 'string' ? body : JSON.stringify(body);
    headers['content-type'] = typeof body === 'string' && !body.startsWith('{') ? 'text/plain' : 'application/json';
  }
  return dispatch(new Request(url, { method, headers, body: payload }));
}

describe('every operation of openapi.json, generated requests', () => {
  const document = openApiDocument() as { paths: Record<string, Record<string, DocOperation>> };
  const cases = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

  it('covers every operation the API routes', () => {
    expect(cases).toHaveLength(OPERATIONS.length);
  });

  for (const { path, method, op } of cases) {
    it(`${method} ${path}: no 5xx, only documented answers`, async () => {
      const operation = OPERATIONS.find((o) => o.path === path && o.method === method)!;
      const queryParameters = op.parameters.filter((p) => p.in === 'query');
      const query = fc.record(Object.fromEntries(queryParameters.map((p) => [p.name, paramValue(p.schema)])), { requiredKeys: [] }) as fc.Arbitrary<
        Record<string, string>
      >;
      const headerParameters = op.parameters.filter((p) => p.in === 'header');
      const headers = fc.record(Object.fromEntries(headerParameters.map((p) => [p.name, headerValue])), { requiredKeys: [] }) as fc.Arbitrary<
        Record<string, string>
      >;
      await fc.assert(
        fc.asyncProperty(idValue(), idValue(), query, headers, authValue, bodyValue, async (id, otherId, params, extraHeaders, auth, body) => {
          // {id} is the record; any other path parameter (a form's {entryId}) another id.
          const target = path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(name === 'id' ? id : otherId));
          const response = await send(method, target, params, auth, op.requestBody ? body : undefined, extraHeaders);
          const status = String(response.status);
          const text = await response.text();
          const sent =
            body instanceof FormData
              ? [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `<file ${value.size} bytes>`])
              : body;
          const context = `${method} ${target} ${JSON.stringify({ id, otherId, params, extraHeaders, auth, body: sent }).slice(0, 300)} -> ${status} ${text.slice(0, 300)}`;
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
