import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ProfilePage } from '@/features/profile/profile-page';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Profile' };

export default async function AdminProfilePage() {
  await connection();
  const user = await requireRoleForPage('editor', '/admin/profile');
  return <ProfilePage user={user} />;
}
