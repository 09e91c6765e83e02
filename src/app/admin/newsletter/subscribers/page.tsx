import type { Metadata } from 'next';
import { loadScreen, type AdminListProps } from '@/features/admin/crud/collection-list';
import { listSubscribers } from '@/features/newsletter/admin-queries';
import { SubscribersList } from '@/features/newsletter/admin/subscribers-list';
import { parseSubscriberParams } from '@/features/newsletter/subscriber-params';
import { getSiteTimeZone } from '@/features/settings/queries';
import { hasRole } from '@/server/auth/roles';

export const metadata: Metadata = { title: 'Newsletter subscribers' };

export default async function NewsletterSubscribersPage({ searchParams }: AdminListProps) {
  const params = parseSubscriberParams(await searchParams);
  const { user, data: list } = await loadScreen(
    'editor',
    '/admin/newsletter/subscribers',
    (db) => listSubscribers(db, params),
    'newsletter subscribers failed to load',
  );
  return <SubscribersList params={params} list={list} role={user.role} canManage={hasRole(user.role, 'admin')} timeZone={await getSiteTimeZone()} />;
}
