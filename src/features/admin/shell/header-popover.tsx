'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { Popover } from 'radix-ui';

/**
 * A header button that opens a panel (the bell, the account menu). Radix handles the keyboard:
 * Escape closes and focus returns to the button. The panel's content is rendered on the server.
 * Without `label`, the button is named by its content.
 */
export function HeaderPopover({ label, title, trigger, children }: { label?: string; title: string; trigger: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // The layout stays mounted across navigations: a followed link closes the panel.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        className="relative flex items-center gap-2 rounded-lg p-2 text-slate-200 hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10"
      >
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={title}
          align="end"
          sideOffset={8}
          collisionPadding={12}
          onClick={closeOnLink}
          className="z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-white/10 bg-slate-900 p-2 text-slate-100 shadow-xl shadow-black/40"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
