import type { Metadata } from 'next';
import { loadListScreen, type AdminListProps } from '@/features/admin/crud/collection-list';
import { listAdminForms } from '@/features/forms/admin-queries';
import { FormsManager } from '@/features/forms/forms-manager';

export const metadata: Metadata = { title: 'Forms' };

export default async function AdminFormsPage({ searchParams }: AdminListProps) {
  const { rows, controls, loadFailed } = await loadListScreen('editor', '/admin/forms', searchParams, {
    load: listAdminForms,
    searchLabel: 'Search by name or slug',
    plural: 'forms',
  });
  return <FormsManager forms={rows} controls={controls} loadFailed={loadFailed} />;
}
