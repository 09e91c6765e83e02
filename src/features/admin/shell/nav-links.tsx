'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isCurrentNav, type AdminNavItem } from '../navigation';
import { ADMIN_ICONS } from './icons';

export type NavLinkItem = Pick<AdminNavItem, 'href' | 'label' | 'icon'>;

/** The admin's navigation list; `collapsed` shows the icons only (the labels stay for screen readers). */
export function NavLinks({ items, collapsed = false, onNavigate }: { items: NavLinkItem[]; collapsed?: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const Icon = ADMIN_ICONS[item.icon];
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={isCurrentNav(item.href, pathname) ? 'page' : undefined}
              title={collapsed ? item.label : undefined}
              onClick={onNavigate}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white aria-[current=page]:bg-brand-600 aria-[current=page]:text-white ${collapsed ? 'justify-center' : ''}`}
            >
              <Icon aria-hidden className="size-5 shrink-0" />
              <span className={collapsed ? 'sr-only' : ''}>{item.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
