// The operations of one admin CRUD collection (jobs, partners, navigation items, the estimator's
// project types, features and rate cards) in the content API, made from what its admin screen
// already has: the admin's input schema (so the API refuses what the form refuses, with the same
// sentence), its write and delete functions (the same transaction and audit entry, the key as the
// actor), and the public site's condition and fields for reads without a key. One builder instead
// of six copies of list, read, create, patch and delete.
import 'server-only';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { cursorAt, formatCursor, keysetClauses, parseCursor, type Cursor } from '@/features/admin/crud/keyset';
import { containsPattern, isUuid } from '@/features/admin/crud/server';
import { keyActor } from '@/features/api-keys/keys';
import type { Collection } from '@/features/collections/define';
import type { Database } from '@/server/db/client';
import { checkIfMatch, decodeCursor, encodeCursor, item, listQuery, listSchema, operation, type Access, type Operation } from './operation';
import { ApiProblem, fieldProblems, invalid } from './problem';

/** A `true`/`false` query filter (?active=true). */
export const booleanFilter = (name: string) => z.enum(['true', 'false'], `${name} is true or false.`).optional();

/** The condition of a `true`/`false` filter on a column, if the query chose one. */
export const booleanWhere = (column: PgColumn, value: 'true' | 'false' | undefined) => (value === undefined ? undefined : eq(column, value === 'true'));

/** ISO 8601 timestamps as the API shows them. */
export const timestamp = z.iso.datetime({ offset: true });

/**
 * Where a list continues: the cursor of the previous page, checked to be one this API made (a
 * created_at to the microsecond and a uuid), so nothing else reaches the SQL. 400 otherwise.
 */
export function readCursor(text: string | undefined): Cursor | undefined {
  const decoded = decodeCursor(text);
  if (!decoded) return undefined;
  const cursor = parseCursor(formatCursor(decoded), 'uuid');
  if (!cursor)
    throw new ApiProblem(400, 'The cursor is not one this API gave: use nextCursor from the previous page.', [{ path: 'cursor', message: 'Unknown cursor.' }]);
  return cursor;
}

/**
 * One page of a table newest first (created_at, then id: its keyset), after the cursor, with the
 * next page's cursor when there is more.
 */
export async function readNewestFirst<Row extends { id: string }>(
  db: Database,
  table: PgTable,
  columns: { id: PgColumn; createdAt: PgColumn },
  where: (SQL | undefined)[],
  query: { limit: number; cursor?: string },
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const keyset = keysetClauses(columns.createdAt, columns.id, { after: readCursor(query.cursor) });
  const found = (await db
    .select({ ...getTableColumns(table), cursorAt: cursorAt(columns.createdAt) })
    .from(table)
    .where(and(...where, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)) as unknown as (Row & { cursorAt: string })[];
  const rows = found.slice(0, query.limit);
  const last = rows.at(-1);
  return {
    rows: rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => name !== 'cursorAt')) as unknown as Row),
    nextCursor: found.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** list, read, create, patch, delete of one collection (collections/define.ts), as its `api` view says. */
export function collectionOperations<
  Table extends Collection['table'],
  Input extends Collection['input'],
  Item extends z.ZodObject,
  Filters extends z.ZodRawShape,
>(collection: Collection<Table, Input, Item, Filters>): Operation[] {
  type Row = Table['$inferSelect'] & { id: string };
  const config = collection.api;
  if (!config) return [];
  const { path, tag } = config;
  const { noun, plural, table } = collection;
  const columns = { id: table.id, createdAt: table.createdAt };
  const { access } = collection;
  const changesWith = collection.cacheTag;
  // Its reads are kept per role until a write drops its tag (keptPerRole), so it needs one.
  if (!changesWith) throw new Error(`The ${plural} need a cache tag to be in the API.`);
  const publicFields = config.public?.fields;
  const shown = (row: Row, keyed: boolean) => {
    const full = config.represent(row) as Record<string, unknown>;
    return keyed || !publicFields ? full : Object.fromEntries(publicFields.map((field) => [field, full[field]]));
  };
  // Without a key, the fields the site does not show are left out: the document marks them optional.
  const privateFields = publicFields ? Object.keys(config.item.shape).filter((field) => !publicFields.includes(field as never)) : [];
  const readSchema = privateFields.length
    ? config.item
        .partial(Object.fromEntries(privateFields.map((field) => [field, true])) as never)
        .describe(`Without a key, only what the public site shows: ${privateFields.join(', ')} are left out.`)
    : config.item;

  const notFound = () => new ApiProblem(404, `There is no ${noun} with this id.`);
  const find = async (db: Database, id: string, keyed: boolean): Promise<Row> => {
    if (!isUuid(id)) throw notFound();
    const [row] = (await db
      .select()
      .from(table as PgTable)
      .where(and(eq(columns.id, id), keyed ? undefined : config.public?.where))
      .limit(1)) as unknown as Row[];
    if (!row) throw notFound();
    return row;
  };

  // The API patches field by field, so its collections' form schemas are objects (not pipes).
  if (!(collection.input instanceof z.ZodObject)) throw new Error(`The ${plural} form schema must be a z.object to be in the API.`);
  const input = collection.input as unknown as z.ZodObject<{ id: z.ZodOptional<z.ZodType<string>> } & z.ZodRawShape>;
  const fields = Object.keys(input.shape).filter((name) => name !== 'id');
  const createBody = input.omit({ id: true } as never).strict();
  // A PATCH fills in nothing: the form's defaults are for a new record (the document would show them as what an absent field means).
  const withoutDefaults = Object.fromEntries(
    fields.map((name) => [name, input.shape[name] instanceof z.ZodDefault ? (input.shape[name] as z.ZodDefault).removeDefault() : input.shape[name]]),
  );
  const patchBody = z.object(withoutDefaults).partial().strict();
  /** The record as the admin form holds it: the fields the form has, empty ones absent (the schema's own empty value). */
  const formValues = (row: Row) => Object.fromEntries(fields.map((name) => [name, (row as Record<string, unknown>)[name] ?? undefined]));
  const isAdminOnly = (access: Access) => access === 'admin';
  const readProblems = isAdminOnly(access.read) ? [403] : [];
  const writeProblems = isAdminOnly(access.write) ? [403] : [];
  const publicNote = config.public ? 'Without a key: what the public site shows (its records, its fields). With a key: every record.' : '';

  return [
    operation({
      method: 'GET',
      path,
      tag,
      summary: `List ${plural}`,
      description: [publicNote, 'Newest first.', config.listDescription].filter(Boolean).join(' '),
      access: access.read,
      query: listQuery.extend(config.filters),
      response: listSchema(readSchema),
      status: 200,
      problems: [400, 401, ...readProblems, 429],
      keptPerRole: true,
      cacheTags: [changesWith],
      async run({ db, key, query: chosen }) {
        const query = chosen as z.output<typeof listQuery>;
        const where = [key ? undefined : config.public?.where, ...config.where(chosen as never), query.q ? config.search(containsPattern(query.q)) : undefined];
        const page = await readNewestFirst<Row>(db, table as PgTable, columns, where, query);
        return { body: { data: page.rows.map((row) => shown(row, key !== null)), nextCursor: page.nextCursor } };
      },
    }),
    operation({
      method: 'GET',
      path: `${path}/{id}`,
      tag,
      summary: `Read a ${noun}`,
      ...(publicNote && { description: publicNote }),
      access: access.read,
      response: readSchema,
      status: 200,
      problems: [401, ...readProblems, 404, 429],
      keptPerRole: true,
      cacheTags: [changesWith],
      async run({ db, key, params }) {
        return item(shown(await find(db, params.id!, key !== null), key !== null));
      },
    }),
    operation({
      method: 'POST',
      path,
      tag,
      summary: `Create a ${noun}`,
      description: `The same fields and rules as the admin’s form. Answers 201 with the ${noun} and its address in Location.`,
      access: access.write,
      body: createBody,
      response: config.item,
      status: 201,
      problems: [400, 401, ...writeProblems, 409, 413, 415, 429],
      async run({ db, key, body, ip }) {
        const { id } = await collection.write(db, keyActor(key!, ip), body as z.output<Input>);
        return item(shown(await find(db, id, true), true), 201, { location: `/api/v1${path}/${id}` });
      },
    }),
    operation({
      method: 'PATCH',
      path: `${path}/{id}`,
      tag,
      summary: `Change a ${noun}`,
      description: `The fields sent replace the ${noun}’s, the others stay; the result must pass the admin form’s rules. Send If-Match with the ETag you read: 412 if it changed meanwhile.`,
      access: access.write,
      body: patchBody,
      response: config.item,
      status: 200,
      problems: [400, 401, ...writeProblems, 404, 409, 412, 413, 415, 429],
      async run({ db, key, params, body, sent, ip, ifMatch }) {
        const row = await find(db, params.id!, true);
        checkIfMatch(ifMatch, shown(row, true));
        // The values sent as the schema made them (a blank optional text is null): absent again, so the form's schema reads them as blank.
        const changes = Object.fromEntries(
          Object.entries(body as Record<string, unknown>).flatMap(([name, value]) => (sent.has(name) ? [[name, value ?? undefined]] : [])),
        );
        const merged = input.safeParse({ ...formValues(row), ...changes, id: row.id });
        if (!merged.success) throw invalid(fieldProblems(merged.error.issues));
        await collection.write(db, keyActor(key!, ip), merged.data as z.output<Input>);
        return item(shown(await find(db, row.id, true), true));
      },
    }),
    operation({
      method: 'DELETE',
      path: `${path}/{id}`,
      tag,
      summary: `Delete a ${noun}`,
      description: 'Send If-Match with the ETag you read: 412 if it changed meanwhile.',
      access: access.write,
      status: 204,
      problems: [401, ...writeProblems, 404, 409, 412, 429],
      async run({ db, key, params, ip, ifMatch }) {
        const row = await find(db, params.id!, true);
        checkIfMatch(ifMatch, shown(row, true));
        await collection.remove(db, keyActor(key!, ip), row.id);
        return {};
      },
    }),
  ];
}
