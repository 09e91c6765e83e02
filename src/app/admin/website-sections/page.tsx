import type { Metadata } from 'next';
import { loadScreen } from '@/features/admin/crud/collection-list';
import { getAdminWebsiteSections } from '@/features/website-sections/admin-data';
import { WebsiteSectionsManager } from '@/features/website-sections/sections-manager';
import { LoadFailedScreen } from '../_lib/load-failed';

export const metadata: Metadata = { title: 'Website Sections' };

export default async function AdminWebsiteSectionsPage() {
  // The spec: a failed load of the sections is only logged (no toast).
  const { data: loaded } = await loadScreen('editor', '/admin/website-sections', getAdminWebsiteSections, 'website sections load failed');
  if (!loaded) return <LoadFailedScreen title="Website Sections" what="website sections" />;
  return <WebsiteSectionsManager sections={loaded.sections} footerFallbacks={loaded.footerFallbacks} />;
}
