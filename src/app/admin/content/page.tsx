import type { Metadata } from 'next';
import { connection } from 'next/server';
import { parseListParams } from '@/features/admin/crud/server';
import { CONTENT_LIST_FILTERS, listAdminContentItems } from '@/features/content/admin-queries';
import { ContentManagerHeader } from '@/features/content/admin-tabs';
import { CrudListControls } from '@/features/admin/crud/list-controls';
import { ContentManager } from '@/features/content/content-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Content' };

export default async function AdminContentPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const user = await requireRoleForPage('editor', '/admin/content');
  const params = parseListParams(await searchParams, CONTENT_LIST_FILTERS);
  const list = await listAdminContentItems(await getDb(), params).catch((error: unknown) => {
    logger.error({ err: error }, 'content items list failed');
    return null;
  });
  const controls = list && (
    <CrudListControls
      path="/admin/content"
      params={params}
      filters={CONTENT_LIST_FILTERS}
      showStatus={false}
      total={list.total}
      page={list.page}
      pageCount={list.pageCount}
      searchLabel="Search by title"
      plural="content items"
    />
  );
  return (
    <div className="space-y-6">
      <ContentManagerHeader current="/admin/content" role={user.role} />
      <ContentManager items={list?.rows ?? []} controls={controls} loadFailed={!list} />
    </div>
  );
}
