// What the admin shell links to. DECISIONS.md: a sidebar entry exists only for a screen that
// works, so each issue that builds a manager adds its entry here (and its dashboard tab below).
// Every collection names the screen that manages it (features/collections/index.ts); its test
// fails when that screen is missing here or hidden from the collection's writers.
import { hasRole, type Role } from '@/server/auth/roles';
import type { AdminIconName } from './shell/icons';

export type AdminNavItem = {
  href: string;
  label: string;
  /** A name from shell/icons.ts (a string, so the list can be passed to client components). */
  icon: AdminIconName;
  /** The smallest role that may open the screen; the screen itself checks it again. */
  minimumRole: Role;
};

/** The sidebar, in order. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: 'dashboard', minimumRole: 'editor' },
  { href: '/admin/analytics', label: 'Analytics', icon: 'analytics', minimumRole: 'editor' },
  { href: '/admin/content', label: 'Content', icon: 'content', minimumRole: 'editor' },
  { href: '/admin/pages', label: 'Pages', icon: 'pages', minimumRole: 'editor' },
  { href: '/admin/posts', label: 'Posts', icon: 'posts', minimumRole: 'editor' },
  { href: '/admin/authors', label: 'Authors', icon: 'authors', minimumRole: 'editor' },
  { href: '/admin/navigation', label: 'Navigation', icon: 'navigation', minimumRole: 'editor' },
  { href: '/admin/website-sections', label: 'Website Sections', icon: 'sections', minimumRole: 'editor' },
  { href: '/admin/media', label: 'Media', icon: 'media', minimumRole: 'editor' },
  { href: '/admin/forms', label: 'Forms', icon: 'forms', minimumRole: 'editor' },
  { href: '/admin/leads', label: 'Forms & Leads', icon: 'leads', minimumRole: 'editor' },
  { href: '/admin/newsletter', label: 'Newsletter', icon: 'newsletter', minimumRole: 'editor' },
  { href: '/admin/case-studies', label: 'Case Studies', icon: 'caseStudies', minimumRole: 'editor' },
  { href: '/admin/jobs', label: 'Jobs', icon: 'jobs', minimumRole: 'editor' },
  { href: '/admin/partners', label: 'Partners', icon: 'partners', minimumRole: 'editor' },
  { href: '/admin/estimator', label: 'Estimator', icon: 'estimator', minimumRole: 'editor' },
  { href: '/admin/seo', label: 'SEO', icon: 'seo', minimumRole: 'editor' },
  { href: '/admin/users', label: 'Users & Roles', icon: 'users', minimumRole: 'super_admin' },
  { href: '/admin/audit', label: 'Audit Log', icon: 'audit', minimumRole: 'super_admin' },
  { href: '/admin/settings', label: 'Settings', icon: 'settings', minimumRole: 'admin' },
  { href: '/admin/launch', label: 'Launch Ready', icon: 'launch', minimumRole: 'admin' },
];

export type DashboardTab = { href: string; label: string; minimumRole: Role };

/** The dashboard's tabs, in the spec's order, each linking to the manager's own URL. */
export const DASHBOARD_TABS: readonly DashboardTab[] = [
  { href: '/admin/content', label: 'Content', minimumRole: 'editor' },
  { href: '/admin/pages', label: 'Pages', minimumRole: 'editor' },
  { href: '/admin/navigation', label: 'Navigation', minimumRole: 'editor' },
  { href: '/admin/website-sections', label: 'Website Sections', minimumRole: 'editor' },
  { href: '/admin/media', label: 'Media', minimumRole: 'editor' },
  { href: '/admin/forms', label: 'Forms', minimumRole: 'editor' },
];

/** The entries a user of this role may see. */
export function visibleFor<T extends { minimumRole: Role }>(items: readonly T[], role: Role | null | undefined): T[] {
  return items.filter((item) => hasRole(role, item.minimumRole));
}

/** The sidebar entry a path belongs to: /admin only for itself (and /admin/dashboard), others for their subpaths too. */
export function isCurrentNav(href: string, pathname: string): boolean {
  if (href === '/admin') return pathname === '/admin' || pathname === '/admin/dashboard';
  return pathname === href || pathname.startsWith(`${href}/`);
}
