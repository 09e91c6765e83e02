import type { Metadata } from 'next';
import { connection } from 'next/server';
import { listAdminNavigationItems } from '@/features/navigation/collection';
import { NavigationManager } from '@/features/navigation/navigation-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { nullOnFailure } from '@/server/logger';
import { LoadFailedScreen } from '../_lib/load-failed';

export const metadata: Metadata = { title: 'Navigation Management' };

export default async function AdminNavigationPage() {
  await connection();
  await requireRoleForPage('editor', '/admin/navigation');
  // The spec: a failed load of the navigation is only logged (no toast).
  const items = await nullOnFailure(listAdminNavigationItems(await getDb()), 'navigation items list failed');
  if (!items) return <LoadFailedScreen title="Navigation Management" what="navigation items" />;
  return <NavigationManager items={items} />;
}
