import type { Metadata } from 'next';
import { collectionList, type AdminListProps } from '@/features/admin/crud/collection-list';
import { EstimatorAdminTabs } from '@/features/estimator/admin-tabs';
import { projectTypesCollection } from '@/features/estimator/collections';
import { ProjectTypesManager } from '@/features/estimator/project-types-manager';

export const metadata: Metadata = { title: 'Project Types' };

export default async function AdminProjectTypesPage({ searchParams }: AdminListProps) {
  const { user, rows, controls, loadFailed } = await collectionList(projectTypesCollection, searchParams, {
    path: '/admin/estimator',
    searchLabel: 'Search by name',
  });
  return (
    <div className="space-y-6">
      <EstimatorAdminTabs current="/admin/estimator" role={user.role} />
      <ProjectTypesManager types={rows} controls={controls} loadFailed={loadFailed} />
    </div>
  );
}
