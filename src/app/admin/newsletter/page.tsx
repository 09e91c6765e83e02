import type { Metadata } from 'next';
import { loadScreen } from '@/features/admin/crud/collection-list';
import { countConfirmedSubscribers, listIssues } from '@/features/newsletter/admin-queries';
import { IssuesList } from '@/features/newsletter/admin/issues-list';
import { getSiteTimeZone } from '@/features/settings/queries';
import { getDb } from '@/server/db/client';

export const metadata: Metadata = { title: 'Newsletter' };

export default async function AdminNewsletterPage() {
  const { user, data: issues } = await loadScreen('editor', '/admin/newsletter', listIssues, 'newsletter issues failed to load');
  const [confirmed, timeZone] = await Promise.all([countConfirmedSubscribers(await getDb()).catch(() => 0), getSiteTimeZone()]);
  return <IssuesList issues={issues} role={user.role} timeZone={timeZone} confirmed={confirmed} />;
}
