import type { Metadata } from 'next';
import { collectionList, type AdminListProps } from '@/features/admin/crud/collection-list';
import { listPricedRoles } from '@/features/estimator/admin-queries';
import { EstimatorAdminTabs } from '@/features/estimator/admin-tabs';
import { featuresCollection } from '@/features/estimator/collections';
import { FeaturesManager } from '@/features/estimator/features-manager';
import { getDb } from '@/server/db/client';
import { nullOnFailure } from '@/server/logger';

export const metadata: Metadata = { title: 'Project Features' };

export default async function AdminFeaturesPage({ searchParams }: AdminListProps) {
  const { user, rows, controls, loadFailed } = await collectionList(featuresCollection, searchParams, {
    path: '/admin/estimator/features',
    searchLabel: 'Search by name',
  });
  const roles = await nullOnFailure(listPricedRoles(await getDb()), 'priced roles failed');
  return (
    <div className="space-y-6">
      <EstimatorAdminTabs current="/admin/estimator/features" role={user.role} />
      <FeaturesManager features={rows} pricedRoles={roles ?? []} controls={controls} loadFailed={loadFailed || !roles} />
    </div>
  );
}
