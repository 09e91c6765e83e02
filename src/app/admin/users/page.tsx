import type { Metadata } from 'next';
import { connection } from 'next/server';
import { UsersPage } from '@/features/users/users-page';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Users & Roles' };

export default async function AdminUsersPage() {
  await connection();
  const user = await requireRoleForPage('super_admin', '/admin/users');
  return <UsersPage user={user} />;
}
