import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CrudListControls } from '@/features/admin/crud/list-controls';
import { parseListParams } from '@/features/admin/crud/server';
import { listAdminAuthors, listLinkableAccounts } from '@/features/authors/admin-queries';
import { AuthorsManager } from '@/features/authors/authors-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Authors' };

export default async function AdminAuthorsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  await requireRoleForPage('editor', '/admin/authors');
  const params = parseListParams(await searchParams);
  const db = await getDb();
  const loaded = await Promise.all([listAdminAuthors(db, params), listLinkableAccounts(db)]).catch((error: unknown) => {
    logger.error({ err: error }, 'authors list failed');
    return null;
  });
  const [list, accounts] = loaded ?? [null, []];
  const controls = list && (
    <CrudListControls
      path="/admin/authors"
      params={params}
      showStatus={false}
      total={list.total}
      page={list.page}
      pageCount={list.pageCount}
      searchLabel="Search by name"
      plural="authors"
    />
  );
  return <AuthorsManager authors={list?.rows ?? []} accounts={accounts} controls={controls} loadFailed={!list} />;
}
