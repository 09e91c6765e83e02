// Keyset paging for the admin's lists that grow without bound (the leads inbox, the audit log):
// a page is 'the rows older (or newer) than this row', read from the (created_at DESC, id DESC)
// index, so the last page costs what the first does and no page is out of reach. Page numbers
// with OFFSET read and throw away every row before the page. Why: docs/decisions/070.
import { count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';

/**
 * Where a page starts: the created_at (text, microseconds, UTC: a JavaScript Date would round
 * to milliseconds and skip rows of the same millisecond) and id of a row.
 */
export type Cursor = { at: string; id: string };

/** Which page: after a row (older), before a row (newer), the oldest page, or else the newest. */
export type KeysetRequest = { after?: Cursor; before?: Cursor; oldest?: boolean };

/** A page of rows, newest first, with the cursors of the pages beside it (absent at either end). */
export type KeysetPage<T> = { rows: T[]; newer?: string; older?: string };

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERIAL = /^[1-9]\d{0,17}$/;

export const formatCursor = (cursor: Cursor) => `${cursor.at}_${cursor.id}`;

/** A cursor of the query string; anything else (a hand-edited or old link) is undefined: the newest page. */
export function parseCursor(value: string | undefined, idKind: 'uuid' | 'serial'): Cursor | undefined {
  const [at, id, extra] = (value ?? '').split('_');
  if (extra !== undefined || !at || !id || !AT.test(at) || Number.isNaN(Date.parse(at))) return undefined;
  return (idKind === 'uuid' ? UUID : SERIAL).test(id) ? { at, id: id.toLowerCase() } : undefined;
}

/** ?after=... / ?before=... / ?oldest=1 of a list's query string. */
export function parseKeysetRequest(get: (name: string) => string, idKind: 'uuid' | 'serial'): KeysetRequest {
  const after = parseCursor(get('after'), idKind);
  if (after) return { after };
  const before = parseCursor(get('before'), idKind);
  if (before) return { before };
  return get('oldest') === '1' ? { oldest: true } : {};
}

/** The query-string pairs of a request (for links that keep a list's place). */
export function keysetQuery(request: KeysetRequest): [string, string][] {
  if (request.after) return [['after', formatCursor(request.after)]];
  if (request.before) return [['before', formatCursor(request.before)]];
  return request.oldest ? [['oldest', '1']] : [];
}

/** The cursor column to select beside a row's fields. */
export const cursorAt = (createdAt: AnyPgColumn | SQL) => sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The WHERE and ORDER BY of one page's query. Newer and oldest pages are read oldest first (the
 * index backwards) and turned around by `readKeysetPage`.
 */
export function keysetClauses(createdAt: AnyPgColumn | SQL, id: AnyPgColumn | SQL, request: KeysetRequest) {
  const ascending = Boolean(request.before || request.oldest);
  const where = request.after
    ? sql`(${createdAt}, ${id}) < (${request.after.at}::timestamptz, ${request.after.id})`
    : request.before
      ? sql`(${createdAt}, ${id}) > (${request.before.at}::timestamptz, ${request.before.id})`
      : undefined;
  const orderBy = ascending ? [sql`${createdAt} asc`, sql`${id} asc`] : [sql`${createdAt} desc`, sql`${id} desc`];
  return { where, orderBy, ascending };
}

/**
 * The page `request` asks for, `size` rows: `read` runs a query made with `keysetClauses` and a
 * limit (size + 1: the extra row tells whether there is a page beyond).
 */
export async function readKeysetPage<T extends { cursorAt: string; id: string | number }>(
  request: KeysetRequest,
  size: number,
  read: (request: KeysetRequest, limit: number) => Promise<T[]>,
): Promise<KeysetPage<T>> {
  const found = await read(request, size + 1);
  // Newer pages end at the newest row: a short one is the first page, shown whole.
  if (request.before && found.length <= size) return readKeysetPage({}, size, read);
  const more = found.length > size;
  const rows = found.slice(0, size);
  const ascending = Boolean(request.before || request.oldest);
  if (ascending) rows.reverse();
  const cursor = (row: T | undefined) => (row ? formatCursor({ at: row.cursorAt, id: String(row.id) }) : undefined);
  // Read oldest first, the extra row lies on the newer side; read newest first, on the older side.
  const hasNewer = ascending ? more : Boolean(request.after);
  const hasOlder = ascending ? Boolean(request.before) : more;
  return { rows, newer: hasNewer ? cursor(rows[0]) : undefined, older: hasOlder ? cursor(rows.at(-1)) : undefined };
}

/** Counting stops here: an exact count of a million rows scans them all on every page. */
export const COUNT_CAP = 10_000;

/**
 * How many rows of `table` match, counting no further than cap + 1: an exact count reads every
 * match, on every page view. Lists say 'More than {cap}' beyond it.
 */
export async function cappedCount(db: Database, table: PgTable, where: SQL | undefined, cap = COUNT_CAP): Promise<number> {
  const [row] = await db.select({ n: count() }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(where)
      .limit(cap + 1)
      .as('capped'),
  );
  return row?.n ?? 0;
}
