import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CrudListControls } from '@/features/admin/crud/list-controls';
import { parseListParams } from '@/features/admin/crud/server';
import { rateCardsCollection } from '@/features/estimator/collections';
import { EstimatorAdminTabs } from '@/features/estimator/admin-tabs';
import { RateCardsManager } from '@/features/estimator/rate-cards-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Rate Cards' };

export default async function AdminRateCardsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const user = await requireRoleForPage('admin', '/admin/estimator/rate-cards');
  const params = parseListParams(await searchParams);
  const list = await rateCardsCollection.listAdmin(await getDb(), params).catch((error: unknown) => {
    logger.error({ err: error }, 'rate cards list failed');
    return null;
  });
  const controls = list && <CrudListControls path="/admin/estimator/rate-cards" params={params} total={list.total} page={list.page} pageCount={list.pageCount} searchLabel="Search by role" plural="rate cards" />;
  return (
    <div className="space-y-6">
      <EstimatorAdminTabs current="/admin/estimator/rate-cards" role={user.role} />
      <RateCardsManager cards={list?.rows ?? []} controls={controls} loadFailed={!list} />
    </div>
  );
}
