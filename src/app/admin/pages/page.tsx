import type { Metadata } from 'next';
import { loadListScreen, type AdminListProps } from '@/features/admin/crud/collection-list';
import { listAdminPages, PAGE_LIST_FILTERS } from '@/features/pages/admin-queries';
import { PagesManager } from '@/features/pages/pages-manager';
import { getSiteTimeZone } from '@/features/settings/queries';

export const metadata: Metadata = { title: 'Pages' };

export default async function AdminPagesPage({ searchParams }: AdminListProps) {
  // The spec: a failed load of the pages is logged (the screen says so too).
  const { rows, controls, loadFailed } = await loadListScreen('editor', '/admin/pages', searchParams, {
    load: listAdminPages,
    filters: PAGE_LIST_FILTERS,
    showStatus: false,
    searchLabel: 'Search by title or slug',
    plural: 'pages',
  });
  return <PagesManager pages={rows} controls={controls} loadFailed={loadFailed} timeZone={await getSiteTimeZone()} />;
}
