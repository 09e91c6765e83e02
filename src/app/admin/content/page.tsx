import type { Metadata } from 'next';
import { loadListScreen, type AdminListProps } from '@/features/admin/crud/collection-list';
import { CONTENT_LIST_FILTERS, listAdminContentItems } from '@/features/content/admin-queries';
import { ContentManagerHeader } from '@/features/content/admin-tabs';
import { ContentManager } from '@/features/content/content-manager';

export const metadata: Metadata = { title: 'Content' };

export default async function AdminContentPage({ searchParams }: AdminListProps) {
  const { user, rows, controls, loadFailed } = await loadListScreen('editor', '/admin/content', searchParams, {
    load: listAdminContentItems,
    filters: CONTENT_LIST_FILTERS,
    showStatus: false,
    searchLabel: 'Search by title',
    plural: 'content items',
  });
  return (
    <div className="space-y-6">
      <ContentManagerHeader current="/admin/content" role={user.role} />
      <ContentManager items={rows} controls={controls} loadFailed={loadFailed} />
    </div>
  );
}
