import type { Metadata } from 'next';
import { loadListScreen, type AdminListProps } from '@/features/admin/crud/collection-list';
import { listAdminPages, PAGE_LIST_FILTERS } from '@/features/pages/admin-queries';
import { PagesManager } from '@/features/pages/pages-manager';
import { getSiteTimeZone } from '@/features/settings/queries';

export const metadata: Metadata = { title: 'Posts' };

export default async function AdminPostsPage({ searchParams }: AdminListProps) {
  const { rows, controls, loadFailed } = await loadListScreen('editor', '/admin/posts', searchParams, {
    load: (db, params) => listAdminPages(db, params, 'post'),
    filters: PAGE_LIST_FILTERS,
    showStatus: false,
    searchLabel: 'Search by title or slug',
    plural: 'posts',
  });
  return <PagesManager kind="post" pages={rows} controls={controls} loadFailed={loadFailed} timeZone={await getSiteTimeZone()} />;
}
