import Link from 'next/link';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { ContentManagerHeader, type ContentManagerPath } from '@/features/content/admin-tabs';
import { SettingsSections } from '@/features/settings/admin-panels';
import type { SettingsSectionId } from '@/features/settings/admin-schema';
import { requireRoleForPage } from '@/server/auth/session';

/**
 * The Content Manager's two settings tabs, Site Settings and Contact Info: groups of the settings
 * (the same forms as in Settings), for admins only, under a line that says where the others are.
 */
export async function settingsTab(current: Exclude<ContentManagerPath, '/admin/content'>, sections: readonly SettingsSectionId[], intro: ReactNode) {
  await connection();
  const user = await requireRoleForPage('admin', current);
  return (
    <div className="space-y-6">
      <ContentManagerHeader current={current} role={user.role} />
      <p className="text-sm text-slate-400">{intro}</p>
      <SettingsSections sections={sections} />
    </div>
  );
}

/** A link inside that line. */
export function IntroLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-brand-300 underline underline-offset-2 hover:text-brand-200">
      {children}
    </Link>
  );
}
