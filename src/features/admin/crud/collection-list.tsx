// What an admin list screen loads (decision 103): its role checked, one page of its list read
// with the filters the address chose, and the list's controls. A read that fails
// is logged and the screen says so (loadFailed) instead of showing an empty list.
import 'server-only';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import type { Role } from '@/server/auth/roles';
import { requireRoleForPage, type SessionUser } from '@/server/auth/session';
import { getDb, type Database } from '@/server/db/client';
import { nullOnFailure } from '@/server/logger';
import { CrudListControls } from './list-controls';
import { parseListParams, type ListFilter, type ListParams, type Paged } from './server';

type Listed<Row> = {
  plural: string;
  access: { write: 'editor' | 'admin' };
  listFilters: readonly ListFilter[];
  listAdmin(db: Database, params: ListParams): Promise<Paged<Row>>;
};

export type AdminListProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Any admin screen that reads its data: its role checked (signing in comes back to `path`), then
 * one read. A read that fails is logged as `failure` and gives null, for the screen to say so.
 */
export async function loadScreen<Data>(
  role: Role,
  path: string,
  load: (db: Database) => Promise<Data>,
  failure: string,
): Promise<{ user: SessionUser; data: Data | null }> {
  await connection();
  const user = await requireRoleForPage(role, path);
  return { user, data: await nullOnFailure(load(await getDb()), failure) };
}

/**
 * Any admin list screen: a collection's (collectionList below) or one with its own query, an extra
 * read, or no Active/Inactive filter.
 */
export type ListScreen<List extends Paged<unknown>> = {
  load(db: Database, params: ListParams): Promise<List>;
  filters?: readonly ListFilter[];
  /** The built-in Active/Inactive select (off for records with states of their own). */
  showStatus?: boolean;
  searchLabel: string;
  /** 'case studies': the search form's name and the log line of a failed read. */
  plural: string;
};

export async function loadListScreen<List extends Paged<unknown>>(
  role: Role,
  path: string,
  searchParams: AdminListProps['searchParams'],
  screen: ListScreen<List>,
): Promise<{ user: SessionUser; list: List | null; rows: List['rows']; controls: ReactNode; loadFailed: boolean }> {
  await connection();
  const user = await requireRoleForPage(role, path);
  const params = parseListParams(await searchParams, screen.filters);
  const list = await nullOnFailure(screen.load(await getDb(), params), `${screen.plural} list failed`);
  const controls = list && (
    <CrudListControls
      path={path}
      params={params}
      filters={screen.filters}
      showStatus={screen.showStatus}
      total={list.total}
      page={list.page}
      pageCount={list.pageCount}
      searchLabel={screen.searchLabel}
      plural={screen.plural}
    />
  );
  return { user, list, rows: list?.rows ?? [], controls, loadFailed: !list };
}

/** A collection's list screen: its role, query, filters and name come from the collection. */
export function collectionList<Row>(collection: Listed<Row>, searchParams: AdminListProps['searchParams'], screen: { path: string; searchLabel: string }) {
  return loadListScreen(collection.access.write, screen.path, searchParams, {
    load: (db, params) => collection.listAdmin(db, params),
    filters: collection.listFilters,
    searchLabel: screen.searchLabel,
    plural: collection.plural,
  });
}
