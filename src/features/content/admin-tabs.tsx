import Link from 'next/link';
import { hasRole, type Role } from '@/server/auth/roles';

const TABS = [
  { href: '/admin/content', label: 'Content', minimumRole: 'editor' },
  { href: '/admin/content/site-settings', label: 'Site Settings', minimumRole: 'admin' },
  { href: '/admin/content/contact-info', label: 'Contact Info', minimumRole: 'admin' },
] as const satisfies readonly { href: string; label: string; minimumRole: Role }[];

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
      <nav aria-label="Content manager" className="flex flex-wrap gap-2 border-b border-white/10 pb-3">
        {TABS.filter((tab) => hasRole(role, tab.minimumRole)).map((tab) => (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={tab.href === current ? 'page' : undefined}
            className={`rounded-lg px-3 py-1.5 text-sm font-medium ${tab.href === current ? 'bg-brand-700 text-white' : 'text-slate-300 hover:bg-white/10 hover:text-white'}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
