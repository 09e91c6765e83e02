'use client';

import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { NavLinks, type NavLinkItem } from './nav-links';

/** Below lg: the sidebar as a drawer (focus kept inside, Escape or a link closes it). */
export function AdminDrawer({ items }: { items: NavLinkItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Open menu" className="rounded-md p-2 text-slate-200 hover:bg-white/10 hover:text-white lg:hidden">
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-white/10 bg-slate-900 shadow-xl lg:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-white/10 px-5">
            <Dialog.Title className="font-semibold text-white">Axion Labs Admin</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className="rounded-md p-2 text-slate-300 hover:bg-white/10 hover:text-white">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Admin" className="flex-1 overflow-y-auto p-3">
            <NavLinks items={items} onNavigate={() => setOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
