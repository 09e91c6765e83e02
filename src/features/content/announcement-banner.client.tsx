'use client';

import { Megaphone, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { BANNER_ID, DISMISSED_KEY } from './announcement-storage';
import type { Announcement } from './queries';

const listeners = new Set<() => void>();
/** The dismissed version when storage is blocked (private modes): hidden until the next page load. */
let hiddenWithoutStorage: string | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A dismissal in another tab applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null; // storage blocked: the banner simply shows
  }
}

function dismiss(version: string) {
  try {
    window.localStorage.setItem(DISMISSED_KEY, version);
  } catch {
    hiddenWithoutStorage = version;
  }
  for (const listener of listeners) listener();
}

export function AnnouncementBannerClient({ announcement }: { announcement: Announcement }) {
  // The server (and hydration) render it shown; the browser's stored dismissal applies right after.
  const dismissed = useSyncExternalStore(subscribe, () => hiddenWithoutStorage ?? readDismissed(), () => null);
  if (dismissed === announcement.version) return null;

  return (
    // The header is fixed (4rem high): the banner sits just below it, in the page's flow.
    // suppressHydrationWarning: the inline script may have set `hidden` before hydration.
    <div id={BANNER_ID} className="pt-16" suppressHydrationWarning>
      <section aria-label="Announcement" className="border-b border-brand-400/30 bg-brand-700">
        <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <Megaphone aria-hidden className="mt-0.5 size-5 shrink-0 text-white" />
          <p className="min-w-0 flex-1 whitespace-pre-line break-words text-sm text-white">
            <strong className="font-semibold">{announcement.title}</strong>
            {announcement.text && <span className="ml-2">{announcement.text}</span>}
          </p>
          <button
            type="button"
            onClick={() => dismiss(announcement.version)}
            aria-label="Dismiss announcement"
            className="-m-1 shrink-0 rounded-md p-1 text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
      </section>
    </div>
  );
}
