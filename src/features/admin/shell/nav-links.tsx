'use client';

import { LoaderCircle } from 'lucide-react';
import Link, { useLinkStatus } from 'next/link';
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
              <NavIcon icon={Icon} />
              <span className={collapsed ? 'sr-only' : ''}>{item.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The entry's icon, a spinner while its page is on the way: admin screens have no loading.tsx (its
 * streamed fallback hid the whole screen from browsers without JavaScript), so the link shows it.
 */
function NavIcon({ icon: Icon }: { icon: (typeof ADMIN_ICONS)[keyof typeof ADMIN_ICONS] }) {
  const { pending } = useLinkStatus();
  if (pending) return <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin motion-reduce:animate-none" />;
  return <Icon aria-hidden className="size-5 shrink-0" />;
}
