import type { Metadata } from 'next';
import { collectionList, type AdminListProps } from '@/features/admin/crud/collection-list';
import { jobsCollection } from '@/features/jobs/collection';
import { JobsManager } from '@/features/jobs/jobs-manager';

export const metadata: Metadata = { title: 'Jobs Management' };

export default async function AdminJobsPage({ searchParams }: AdminListProps) {
  const { rows, controls, loadFailed } = await collectionList(jobsCollection, searchParams, { path: '/admin/jobs', searchLabel: 'Search by title' });
  return <JobsManager jobs={rows} controls={controls} loadFailed={loadFailed} />;
}
