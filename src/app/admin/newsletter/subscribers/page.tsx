import type { Metadata } from 'next';
import { connection } from 'next/server';
import { listSubscribers } from '@/features/newsletter/admin-queries';
import { SubscribersList } from '@/features/newsletter/admin/subscribers-list';
import { parseSubscriberParams } from '@/features/newsletter/subscriber-params';
import { getSiteTimeZone } from '@/features/settings/queries';
import { hasRole } from '@/server/auth/roles';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { nullOnFailure } from '@/server/logger';

export const metadata: Metadata = { title: 'Newsletter subscribers' };

export default async function NewsletterSubscribersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const user = await requireRoleForPage('editor', '/admin/newsletter/subscribers');
  const params = parseSubscriberParams(await searchParams);
  const [list, timeZone] = await Promise.all([
    nullOnFailure(listSubscribers(await getDb(), params), 'newsletter subscribers failed to load'),
    getSiteTimeZone(),
  ]);
  return <SubscribersList params={params} list={list} role={user.role} canManage={hasRole(user.role, 'admin')} timeZone={timeZone} />;
}
