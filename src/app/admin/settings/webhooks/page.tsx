import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getSiteTimeZone } from '@/features/settings/queries';
import { listEndpoints } from '@/features/webhooks/queries';
import { WebhooksManager } from '@/features/webhooks/webhooks-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { nullOnFailure } from '@/server/logger';

export const metadata: Metadata = { title: 'Webhooks' };

/** Settings -> Webhooks: the endpoints that receive events, and how their deliveries went. Admins only. */
export default async function AdminWebhooksPage() {
  await connection();
  await requireRoleForPage('admin', '/admin/settings/webhooks');
  const timeZone = await getSiteTimeZone();
  const endpoints = await nullOnFailure(listEndpoints(await getDb(), timeZone), 'webhook endpoints list failed');
  return <WebhooksManager endpoints={endpoints ?? []} loadFailed={!endpoints} timeZone={timeZone} />;
}
