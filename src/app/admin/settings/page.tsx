import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContactInfoPanel, SiteSettingsPanel } from '@/features/settings/admin-panels';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Settings' };

/** The account menu's and sidebar's Settings: the Content manager's two settings tabs on one screen. */
export default async function AdminSettingsPage() {
  await connection();
  await requireRoleForPage('admin', '/admin/settings');
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Settings</h1>
        <p className="mt-1 max-w-3xl text-slate-400">The company&apos;s contact details and every setting the public site reads.</p>
      </div>
      <ContactInfoPanel />
      <SiteSettingsPanel />
    </div>
  );
}
