'use client';

import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { NavLinks, type NavLinkItem } from './nav-links';

// The collapsed state lives in localStorage, so it survives reloads. useSyncExternalStore reads
// it after hydration (the server renders the expanded sidebar) and follows other tabs' changes.
const STORAGE_KEY = 'admin.sidebar.collapsed';
const listeners = new Set<() => void>();
let fallback = false;

function readCollapsed(): boolean {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback;
  }
}

function writeCollapsed(value: boolean) {
  fallback = value;
  try {
    window.localStorage.setItem(STORAGE_KEY, String(value));
  } catch {
    // Storage blocked (private mode): the state lasts until the page is left.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The desktop sidebar (hidden below lg, where the header's drawer takes over). */
export function AdminSidebar({ items }: { items: NavLinkItem[] }) {
  const collapsed = useSyncExternalStore(subscribe, readCollapsed, () => false);
  const Icon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <div
      className={`sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-white/10 bg-slate-900/60 transition-[width] motion-reduce:transition-none lg:flex ${collapsed ? 'w-18' : 'w-64'}`}
    >
      <div className={`flex h-16 items-center border-b border-white/10 ${collapsed ? 'justify-center px-2' : 'px-5'}`}>
        <Link href="/admin" className="flex items-center gap-2 rounded-md font-semibold text-white">
          <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm font-bold">
            A
          </span>
          <span className={collapsed ? 'sr-only' : ''}>Axion Labs Admin</span>
        </Link>
      </div>
      <nav id="admin-sidebar-nav" aria-label="Admin" className="flex-1 overflow-y-auto p-3">
        <NavLinks items={items} collapsed={collapsed} />
      </nav>
      <div className={`border-t border-white/10 p-3 ${collapsed ? 'flex justify-center' : ''}`}>
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls="admin-sidebar-nav"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          onClick={() => writeCollapsed(!collapsed)}
          className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-300 hover:bg-white/10 hover:text-white"
        >
          <Icon aria-hidden className="size-5 shrink-0" />
          {!collapsed && <span aria-hidden>Collapse</span>}
        </button>
      </div>
    </div>
  );
}
