import type { Metadata } from 'next';
import { collectionList, type AdminListProps } from '@/features/admin/crud/collection-list';
import { EstimatorAdminTabs } from '@/features/estimator/admin-tabs';
import { rateCardsCollection } from '@/features/estimator/collections';
import { RateCardsManager } from '@/features/estimator/rate-cards-manager';

export const metadata: Metadata = { title: 'Rate Cards' };

export default async function AdminRateCardsPage({ searchParams }: AdminListProps) {
  const { user, rows, controls, loadFailed } = await collectionList(rateCardsCollection, searchParams, {
    path: '/admin/estimator/rate-cards',
    searchLabel: 'Search by role',
  });
  return (
    <div className="space-y-6">
      <EstimatorAdminTabs current="/admin/estimator/rate-cards" role={user.role} />
      <RateCardsManager cards={rows} controls={controls} loadFailed={loadFailed} />
    </div>
  );
}
