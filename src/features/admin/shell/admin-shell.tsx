import type { ReactNode } from 'react';
import type { SessionUser } from '@/server/auth/session';
import { ADMIN_NAV, visibleFor } from '../navigation';
import { getNewLeads } from '../queries';
import { AccountMenu } from './account-menu';
import { AdminDrawer } from './admin-drawer';
import { AdminSidebar } from './admin-sidebar';
import { NotificationBell } from './notification-bell';
import { SearchBox } from './search-box';

/** The one admin layout: sidebar (a drawer on small screens), header, and the screen. */
export async function AdminShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const items = visibleFor(ADMIN_NAV, user.role).map(({ href, label, icon }) => ({ href, label, icon }));
  const newLeads = await getNewLeads();
  return (
    <div className="flex min-h-dvh">
      <a href="#main" className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-slate-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <AdminSidebar items={items} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-white/10 bg-slate-950/90 px-4 backdrop-blur sm:px-6 lg:px-8">
          <AdminDrawer items={items} />
          <SearchBox />
          <div className="ml-auto flex items-center gap-1">
            <NotificationBell leads={newLeads} />
            <AccountMenu user={user} />
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-8 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-7xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
