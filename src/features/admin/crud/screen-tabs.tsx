import Link from 'next/link';
import { hasRole, type Role } from '@/server/auth/roles';

export type ScreenTab = { href: string; label: string; minimumRole: Role };

/**
 * The tabs of a manager made of several screens (Content, Estimator): links with aria-current,
 * each its own URL; a tab the role may not open is not shown.
 */
export function ScreenTabs({ label, tabs, current, role }: { label: string; tabs: readonly ScreenTab[]; current: string; role: Role | null }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2 border-b border-white/10 pb-3">
      {tabs
        .filter((tab) => hasRole(role, tab.minimumRole))
        .map((tab) => (
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
