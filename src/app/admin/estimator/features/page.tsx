import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CrudListControls } from '@/features/admin/crud/list-controls';
import { parseListParams } from '@/features/admin/crud/server';
import { listPricedRoles } from '@/features/estimator/admin-queries';
import { featuresCollection } from '@/features/estimator/collections';
import { EstimatorAdminTabs } from '@/features/estimator/admin-tabs';
import { FeaturesManager } from '@/features/estimator/features-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Project Features' };

export default async function AdminFeaturesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const user = await requireRoleForPage('editor', '/admin/estimator/features');
  const params = parseListParams(await searchParams, featuresCollection.listFilters);
  const db = await getDb();
  const loaded = await Promise.all([featuresCollection.listAdmin(db, params), listPricedRoles(db)]).catch((error: unknown) => {
    logger.error({ err: error }, 'features list failed');
    return null;
  });
  const [list, roles] = loaded ?? [null, []];
  const controls = list && <CrudListControls path="/admin/estimator/features" params={params} filters={featuresCollection.listFilters} total={list.total} page={list.page} pageCount={list.pageCount} searchLabel="Search by name" plural="features" />;
  return (
    <div className="space-y-6">
      <EstimatorAdminTabs current="/admin/estimator/features" role={user.role} />
      <FeaturesManager features={list?.rows ?? []} pricedRoles={roles} controls={controls} loadFailed={!list} />
    </div>
  );
}
