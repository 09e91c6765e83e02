import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ProfilePage } from '@/features/profile/profile-page';
import { getTwoFactorStatus } from '@/features/profile/queries';
import { getSiteTimeZone } from '@/features/settings/queries';
import { formatZoned } from '@/lib/zoned-time';
import { getDb } from '@/server/db/client';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Profile' };

export default async function AdminProfilePage() {
  await connection();
  const user = await requireRoleForPage('editor', '/admin/profile');
  const [status, timeZone] = await Promise.all([getTwoFactorStatus(await getDb(), user.id), getSiteTimeZone()]);
  return <ProfilePage user={user} twoFactor={{ enabled: status.enabled, since: status.since && formatZoned(status.since, timeZone) }} />;
}
