import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { ContentManagerHeader } from '@/features/content/admin-tabs';
import { SettingsSections } from '@/features/settings/admin-panels';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Contact Info' };

/** The Company group of the settings (the same form as in Settings). */
export default async function AdminContactInfoPage() {
  await connection();
  const user = await requireRoleForPage('admin', '/admin/content/contact-info');
  return (
    <div className="space-y-6">
      <ContentManagerHeader current="/admin/content/contact-info" role={user.role} />
      <p className="text-sm text-slate-400">
        The company&apos;s name and contact details and the home page&apos;s title and description, as in{' '}
        <Link href="/admin/settings" className="font-medium text-brand-300 underline underline-offset-2 hover:text-brand-200">
          Settings
        </Link>
        . Links, downloads, email, integrations and sign-up are in the{' '}
        <Link href="/admin/content/site-settings" className="font-medium text-brand-300 underline underline-offset-2 hover:text-brand-200">
          Site Settings
        </Link>{' '}
        tab.
      </p>
      <SettingsSections sections={['company']} />
    </div>
  );
}
