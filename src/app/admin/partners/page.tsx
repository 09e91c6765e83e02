import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CrudListControls } from '@/features/admin/crud/list-controls';
import { parseListParams } from '@/features/admin/crud/server';
import { partnersCollection } from '@/features/partners/collection';
import { PartnersManager } from '@/features/partners/partners-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Partners Management' };

export default async function AdminPartnersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  await requireRoleForPage('editor', '/admin/partners');
  const params = parseListParams(await searchParams, partnersCollection.listFilters);
  const list = await partnersCollection.listAdmin(await getDb(), params).catch((error: unknown) => {
    logger.error({ err: error }, 'partners list failed');
    return null;
  });
  const controls = list && <CrudListControls path="/admin/partners" params={params} filters={partnersCollection.listFilters} total={list.total} page={list.page} pageCount={list.pageCount} searchLabel="Search by name" plural="partners" />;
  return <PartnersManager partners={list?.rows ?? []} controls={controls} loadFailed={!list} />;
}
