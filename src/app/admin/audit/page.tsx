import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AuditLogPage } from '@/features/audit/audit-page';
import { parseAuditFilters } from '@/features/audit/queries';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Audit Log' };

export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  await requireRoleForPage('super_admin', '/admin/audit');
  return <AuditLogPage filters={parseAuditFilters(await searchParams)} />;
}
