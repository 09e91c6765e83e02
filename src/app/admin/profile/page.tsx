import type { Metadata } from 'next';
import { connection } from 'next/server';
import { listPasskeys } from '@/features/passkeys/queries';
import { ProfilePage } from '@/features/profile/profile-page';
import { getSingleSignOn, getTwoFactorStatus } from '@/features/profile/queries';
import { listAccountSessions } from '@/features/profile/sessions';
import { getSiteTimeZone } from '@/features/settings/queries';
import { formatZoned } from '@/lib/zoned-time';
import { getDb } from '@/server/db/client';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Profile' };

export default async function AdminProfilePage() {
  await connection();
  const user = await requireRoleForPage('editor', '/admin/profile', { duringTwoStepSetup: true });
  const db = await getDb();
  const [status, singleSignOn, keys, browsers, timeZone] = await Promise.all([
    getTwoFactorStatus(db, user.id),
    getSingleSignOn(db, user.id),
    listPasskeys(db, user.id),
    listAccountSessions(db, user.id, user.sessionId),
    getSiteTimeZone(),
  ]);
  const when = (date: Date) => formatZoned(date, timeZone);
  return (
    <ProfilePage
      user={user}
      twoFactor={{ enabled: status.enabled, since: status.since && when(status.since) }}
      singleSignOn={singleSignOn}
      passkeys={keys.map((key) => ({ id: key.id, name: key.name, addedAt: when(key.createdAt), lastUsedAt: key.lastUsedAt && when(key.lastUsedAt) }))}
      sessions={browsers.map((session) => ({ ...session, signedInAt: when(session.signedInAt), lastSeenAt: when(session.lastSeenAt) }))}
    />
  );
}
