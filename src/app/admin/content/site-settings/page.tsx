import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContentManagerHeader } from '@/features/content/admin-tabs';
import { SiteSettingsPanel } from '@/features/settings/admin-panels';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Site Settings' };

export default async function AdminSiteSettingsPage() {
  await connection();
  const user = await requireRoleForPage('admin', '/admin/content/site-settings');
  return (
    <div className="space-y-6">
      <ContentManagerHeader current="/admin/content/site-settings" role={user.role} />
      <SiteSettingsPanel />
    </div>
  );
}
