import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CrudListControls } from '@/features/admin/crud/list-controls';
import { parseListParams } from '@/features/admin/crud/server';
import { jobsCollection } from '@/features/jobs/collection';
import { JobsManager } from '@/features/jobs/jobs-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Jobs Management' };

export default async function AdminJobsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  await requireRoleForPage('editor', '/admin/jobs');
  const params = parseListParams(await searchParams, jobsCollection.listFilters);
  const list = await jobsCollection.listAdmin(await getDb(), params).catch((error: unknown) => {
    logger.error({ err: error }, 'jobs list failed');
    return null;
  });
  const controls = list && <CrudListControls path="/admin/jobs" params={params} filters={jobsCollection.listFilters} total={list.total} page={list.page} pageCount={list.pageCount} searchLabel="Search by title" plural="jobs" />;
  return <JobsManager jobs={list?.rows ?? []} controls={controls} loadFailed={!list} />;
}
