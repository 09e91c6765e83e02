import type { Metadata } from 'next';
import { connection } from 'next/server';
import { DashboardPage } from '@/features/admin/dashboard/dashboard-page';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminIndexPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const user = await requireRoleForPage('editor', '/admin');
  const { denied } = await searchParams;
  return <DashboardPage user={user} denied={denied === '1'} />;
}
