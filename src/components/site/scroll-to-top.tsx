'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** The spec: the window scrolls to the top on every route change (in-page #anchors excepted). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
