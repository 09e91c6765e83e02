'use client';

import { useEffect, type RefObject } from 'react';

export const LEAVE_MESSAGE = 'Leave this page? Your changes are not saved.';

/**
 * While there are unsaved changes: the browser's own warning before the tab closes, reloads or
 * goes to another address, and a question before any link of the admin (its menu, Back to
 * pages) is followed. Links that open a new tab leave the editor open and are not asked about.
 */
export function useLeaveWarning(dirty: boolean, skip?: RefObject<boolean>) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      // The editor reloads on purpose (a version restored): what it had is saved.
      if (skip?.current) return;
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname === window.location.pathname && url.hash) return;
      if (window.confirm(LEAVE_MESSAGE)) return;
      // Caught before Next's router sees the click: the editor stays as it is.
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, skip]);
}
