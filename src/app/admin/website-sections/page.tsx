import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getAdminWebsiteSections } from '@/features/website-sections/admin-data';
import { WebsiteSectionsManager } from '@/features/website-sections/sections-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Website Sections' };

export default async function AdminWebsiteSectionsPage() {
  await connection();
  await requireRoleForPage('editor', '/admin/website-sections');
  const loaded = await getAdminWebsiteSections(await getDb()).catch((error: unknown) => {
    // The spec: a failed load of the sections is only logged (no toast).
    logger.error({ err: error }, 'website sections load failed');
    return null;
  });
  if (!loaded) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Website Sections</h1>
        <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
          The website sections could not be loaded. Reload the page to try again.
        </p>
      </div>
    );
  }
  return <WebsiteSectionsManager sections={loaded.sections} footerFallbacks={loaded.footerFallbacks} />;
}
