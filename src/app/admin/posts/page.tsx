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

export const metadata: Metadata = { title: 'Posts' };

export default async function AdminPostsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  await requireRoleForPage('editor', '/admin/posts');
  const params = parseListParams(await searchParams, PAGE_LIST_FILTERS);
  const list = await listAdminPages(await getDb(), params, 'post').catch((error: unknown) => {
    logger.error({ err: error }, 'posts list failed');
    return null;
  });
  const controls = list && (
    <CrudListControls
      path="/admin/posts"
      params={params}
      filters={PAGE_LIST_FILTERS}
      showStatus={false}
      total={list.total}
      page={list.page}
      pageCount={list.pageCount}
      searchLabel="Search by title or slug"
      plural="posts"
    />
  );
  return <PagesManager kind="post" pages={list?.rows ?? []} controls={controls} loadFailed={!list} timeZone={await getSiteTimeZone()} />;
}
