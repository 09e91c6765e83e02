import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getAdminWebsiteSections } from '@/features/website-sections/admin-data';
import { WebsiteSectionsManager } from '@/features/website-sections/sections-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { nullOnFailure } from '@/server/logger';
import { LoadFailedScreen } from '../_lib/load-failed';

export const metadata: Metadata = { title: 'Website Sections' };

export default async function AdminWebsiteSectionsPage() {
  await connection();
  await requireRoleForPage('editor', '/admin/website-sections');
  // The spec: a failed load of the sections is only logged (no toast).
  const loaded = await nullOnFailure(getAdminWebsiteSections(await getDb()), 'website sections load failed');
  if (!loaded) return <LoadFailedScreen title="Website Sections" what="website sections" />;
  return <WebsiteSectionsManager sections={loaded.sections} footerFallbacks={loaded.footerFallbacks} />;
}
