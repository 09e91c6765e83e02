import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CrudListControls } from '@/features/admin/crud/list-controls';
import { parseListParams } from '@/features/admin/crud/server';
import { projectTypesCollection } from '@/features/estimator/collections';
import { EstimatorAdminTabs } from '@/features/estimator/admin-tabs';
import { ProjectTypesManager } from '@/features/estimator/project-types-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Project Types' };

export default async function AdminProjectTypesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const user = await requireRoleForPage('editor', '/admin/estimator');
  const params = parseListParams(await searchParams);
  const list = await projectTypesCollection.listAdmin(await getDb(), params).catch((error: unknown) => {
    logger.error({ err: error }, 'project types list failed');
    return null;
  });
  const controls = list && <CrudListControls path="/admin/estimator" params={params} total={list.total} page={list.page} pageCount={list.pageCount} searchLabel="Search by name" plural="project types" />;
  return (
    <div className="space-y-6">
      <EstimatorAdminTabs current="/admin/estimator" role={user.role} />
      <ProjectTypesManager types={list?.rows ?? []} controls={controls} loadFailed={!list} />
    </div>
  );
}
