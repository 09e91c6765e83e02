import type { Metadata } from 'next';
import { collectionList, type AdminListProps } from '@/features/admin/crud/collection-list';
import { partnersCollection } from '@/features/partners/collection';
import { PartnersManager } from '@/features/partners/partners-manager';

export const metadata: Metadata = { title: 'Partners Management' };

export default async function AdminPartnersPage({ searchParams }: AdminListProps) {
  const { rows, controls, loadFailed } = await collectionList(partnersCollection, searchParams, { path: '/admin/partners', searchLabel: 'Search by name' });
  return <PartnersManager partners={rows} controls={controls} loadFailed={loadFailed} />;
}
