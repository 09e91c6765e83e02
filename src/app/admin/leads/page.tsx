import type { Metadata } from 'next';
import { loadScreen, type AdminListProps } from '@/features/admin/crud/collection-list';
import { listPlaceableForms } from '@/features/forms/queries';
import { listInbox } from '@/features/leads/admin-queries';
import { LeadsInbox } from '@/features/leads/leads-inbox';
import { parseInboxParams } from '@/features/leads/list-params';
import { getDb } from '@/server/db/client';

export const metadata: Metadata = { title: 'Forms & Leads' };

export default async function AdminLeadsPage({ searchParams }: AdminListProps) {
  const params = parseInboxParams(await searchParams);
  const { data: list } = await loadScreen('editor', '/admin/leads', (db) => listInbox(db, params), 'leads list failed');
  // Without the forms the filter only lacks its Form choice: not worth a failed screen.
  const forms = await listPlaceableForms(await getDb()).catch(() => []);
  return <LeadsInbox params={params} list={list} forms={forms} />;
}
