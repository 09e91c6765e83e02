// What a collection's admin screen loads (decision 103): its writers' role checked, one page of
// its list read with the filters the address chose, and the list's controls. A read that fails
// is logged and the screen says so (loadFailed) instead of showing an empty list.
import 'server-only';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import type { SessionUser } from '@/server/auth/session';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb, type Database } from '@/server/db/client';
import { logger } from '@/server/logger';
import { CrudListControls } from './list-controls';
import { parseListParams, type ListFilter, type ListParams, type Paged } from './server';

type Listed<Row> = {
  plural: string;
  access: { write: 'editor' | 'admin' };
  listFilters: readonly ListFilter[];
  listAdmin(db: Database, params: ListParams): Promise<Paged<Row>>;
};

export type AdminListProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function collectionList<Row>(
  collection: Listed<Row>,
  searchParams: AdminListProps['searchParams'],
  screen: { path: string; searchLabel: string },
): Promise<{ user: SessionUser; rows: Row[]; controls: ReactNode; loadFailed: boolean }> {
  await connection();
  const user = await requireRoleForPage(collection.access.write, screen.path);
  const params = parseListParams(await searchParams, collection.listFilters);
  const list = await collection.listAdmin(await getDb(), params).catch((error: unknown) => {
    logger.error({ err: error }, `${collection.plural} list failed`);
    return null;
  });
  const controls = list && (
    <CrudListControls
      path={screen.path}
      params={params}
      filters={collection.listFilters}
      total={list.total}
      page={list.page}
      pageCount={list.pageCount}
      searchLabel={screen.searchLabel}
      plural={collection.plural}
    />
  );
  return { user, rows: list?.rows ?? [], controls, loadFailed: !list };
}
