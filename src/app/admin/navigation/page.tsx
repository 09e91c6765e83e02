import type { Metadata } from 'next';
import { connection } from 'next/server';
import { listAdminNavigationItems } from '@/features/navigation/collection';
import { NavigationManager } from '@/features/navigation/navigation-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Navigation Management' };

export default async function AdminNavigationPage() {
  await connection();
  await requireRoleForPage('editor', '/admin/navigation');
  const items = await listAdminNavigationItems(await getDb()).catch((error: unknown) => {
    // The spec: a failed load of the navigation is only logged (no toast).
    logger.error({ err: error }, 'navigation items list failed');
    return null;
  });
  if (!items) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Navigation Management</h1>
        <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
          The navigation items could not be loaded. Reload the page to try again.
        </p>
      </div>
    );
  }
  return <NavigationManager items={items} />;
}
