import type { Metadata } from 'next';
import { connection } from 'next/server';
import { parseListParams } from '@/features/admin/crud/server';
import { listAdminPages, PAGE_LIST_FILTERS } from '@/features/pages/admin-queries';
import { CrudListControls } from '@/features/admin/crud/list-controls';
import { PagesManager } from '@/features/pages/pages-manager';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Pages' };

export default async function AdminPagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  await requireRoleForPage('editor', '/admin/pages');
  const params = parseListParams(await searchParams, PAGE_LIST_FILTERS);
  // The spec: a failed load of the pages is logged (the screen says so too).
  const list = await listAdminPages(await getDb(), params).catch((error: unknown) => {
    logger.error({ err: error }, 'pages list failed');
    return null;
  });
  const controls = list && (
    <CrudListControls
      path="/admin/pages"
      params={params}
      filters={PAGE_LIST_FILTERS}
      showStatus={false}
      total={list.total}
      page={list.page}
      pageCount={list.pageCount}
      searchLabel="Search by title or slug"
      plural="pages"
    />
  );
  return <PagesManager pages={list?.rows ?? []} controls={controls} loadFailed={!list} timeZone={await getSiteTimeZone()} />;
}
