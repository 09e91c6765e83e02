import type { Metadata } from 'next';
import { connection } from 'next/server';
import { listPlaceableForms } from '@/features/forms/queries';
import { listInbox } from '@/features/leads/admin-queries';
import { LeadsInbox } from '@/features/leads/leads-inbox';
import { parseInboxParams } from '@/features/leads/list-params';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { nullOnFailure } from '@/server/logger';

export const metadata: Metadata = { title: 'Forms & Leads' };

export default async function AdminLeadsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  await requireRoleForPage('editor', '/admin/leads');
  const params = parseInboxParams(await searchParams);
  const db = await getDb();
  const [list, forms] = await Promise.all([nullOnFailure(listInbox(db, params), 'leads list failed'), listPlaceableForms(db).catch(() => [])]);
  return <LeadsInbox params={params} list={list} forms={forms} />;
}
