import Link from 'next/link';
import type { Role } from '@/server/auth/roles';
import { DASHBOARD_TABS, visibleFor } from '../navigation';

/** The managers as tabs of the dashboard; each tab appears once its manager exists (see navigation.ts). */
export function DashboardTabs({ role }: { role: Role | null }) {
  const tabs = visibleFor(DASHBOARD_TABS, role);
  if (tabs.length === 0) return null;
  return (
    <nav aria-label="Managers" className="border-b border-white/10">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              className="inline-block whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-300 hover:border-white/30 hover:text-white"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
