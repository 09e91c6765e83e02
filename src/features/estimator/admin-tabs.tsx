import Link from 'next/link';
import { hasRole, type Role } from '@/server/auth/roles';

const TABS = [
  { href: '/admin/estimator', label: 'Project Types', minimumRole: 'editor' },
  { href: '/admin/estimator/features', label: 'Features', minimumRole: 'editor' },
  { href: '/admin/estimator/rate-cards', label: 'Rate Cards', minimumRole: 'admin' },
  { href: '/admin/estimator/settings', label: 'Settings', minimumRole: 'admin' },
] as const satisfies readonly { href: string; label: string; minimumRole: Role }[];

export type EstimatorAdminPath = (typeof TABS)[number]['href'];

/** The four screens of the estimator's data; rate cards and settings only for admins (they set prices). */
export function EstimatorAdminTabs({ current, role }: { current: EstimatorAdminPath; role: Role | null }) {
  return (
    <nav aria-label="Estimator data" className="flex flex-wrap gap-2 border-b border-white/10 pb-3">
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
  );
}
