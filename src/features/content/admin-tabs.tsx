import { ScreenTabs, type ScreenTab } from '@/features/admin/crud/screen-tabs';
import type { Role } from '@/server/auth/roles';

const TABS = [
  { href: '/admin/content', label: 'Content', minimumRole: 'editor' },
  { href: '/admin/content/site-settings', label: 'Site Settings', minimumRole: 'admin' },
  { href: '/admin/content/contact-info', label: 'Contact Info', minimumRole: 'admin' },
] as const satisfies readonly ScreenTab[];

export type ContentManagerPath = (typeof TABS)[number]['href'];

/**
 * The Content manager's heading and its three tabs (spec section 2), each a screen of its own
 * (links with aria-current). The settings tabs only for admins: they change what every page shows.
 */
export function ContentManagerHeader({ current, role }: { current: ContentManagerPath; role: Role | null }) {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Content Manager</h1>
        <p className="mt-1 max-w-3xl text-slate-400">Pages, blog posts and announcements; the site settings and the contact details every public page shows.</p>
      </div>
      <ScreenTabs label="Content manager" tabs={TABS} current={current} role={role} />
    </div>
  );
}
