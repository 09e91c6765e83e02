import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ApiKeysSection } from '@/features/api-keys/api-keys-section';
import { SettingsSections, SingleSignOnSection } from '@/features/settings/admin-panels';
import { SETTINGS_SECTIONS } from '@/features/settings/admin-schema';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Settings' };

/** The sections after the settings groups, which are not settings of their own. */
const SECTIONS_BELOW = [
  { id: 'single-sign-on', title: 'Single sign-on' },
  { id: 'api-keys', title: 'API keys' },
];

/** The account menu's and sidebar's Settings: every group of settings on one screen. */
export default async function AdminSettingsPage() {
  await connection();
  await requireRoleForPage('admin', '/admin/settings');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Settings</h1>
        <p className="mt-1 max-w-3xl text-slate-400">
          What the public site says about the company, where its links lead, what it offers for download, who may sign up, and which systems may use the content
          API. Each group saves on its own; changes show on the site at once.
        </p>
      </div>
      <nav aria-label="Settings groups" className="flex flex-wrap gap-2">
        {[...SETTINGS_SECTIONS, ...SECTIONS_BELOW].map((section) => (
          <a
            key={section.id}
            href={`#settings-${section.id}`}
            className="rounded-lg border border-white/15 px-3 py-1.5 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white"
          >
            {section.title}
          </a>
        ))}
      </nav>
      <SettingsSections sections={SETTINGS_SECTIONS.map((section) => section.id)} />
      <SingleSignOnSection />
      <ApiKeysSection />
    </div>
  );
}
