import type { Metadata } from 'next';
import { connection } from 'next/server';
import { countConfirmedSubscribers, listIssues } from '@/features/newsletter/admin-queries';
import { IssuesList } from '@/features/newsletter/admin/issues-list';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { nullOnFailure } from '@/server/logger';

export const metadata: Metadata = { title: 'Newsletter' };

export default async function AdminNewsletterPage() {
  await connection();
  const user = await requireRoleForPage('editor', '/admin/newsletter');
  const db = await getDb();
  const [issues, confirmed, timeZone] = await Promise.all([
    nullOnFailure(listIssues(db), 'newsletter issues failed to load'),
    countConfirmedSubscribers(db).catch(() => 0),
    getSiteTimeZone(),
  ]);
  return <IssuesList issues={issues} role={user.role} timeZone={timeZone} confirmed={confirmed} />;
}
