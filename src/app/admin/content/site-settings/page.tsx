import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { ContentManagerHeader } from '@/features/content/admin-tabs';
import { SettingsSections } from '@/features/settings/admin-panels';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Site Settings' };

/** Every group of the settings but Company, which is the Contact Info tab (the same forms as in Settings). */
export default async function AdminSiteSettingsPage() {
  await connection();
  const user = await requireRoleForPage('admin', '/admin/content/site-settings');
  return (
    <div className="space-y-6">
      <ContentManagerHeader current="/admin/content/site-settings" role={user.role} />
      <p className="text-sm text-slate-400">
        The same forms as in{' '}
        <Link href="/admin/settings" className="font-medium text-brand-300 underline underline-offset-2 hover:text-brand-200">
          Settings
        </Link>
        . The company&apos;s name, contact details and site title are in the{' '}
        <Link href="/admin/content/contact-info" className="font-medium text-brand-300 underline underline-offset-2 hover:text-brand-200">
          Contact Info
        </Link>{' '}
        tab.
      </p>
      <SettingsSections sections={['links', 'downloads', 'email', 'integrations', 'statistics', 'signup']} />
    </div>
  );
}
