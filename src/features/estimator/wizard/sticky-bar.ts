'use client';

import { useCallback } from 'react';

/** Room between a focused control and the bar, for its focus ring. */
const GAP = 12;

/**
 * The wizard's bottom bar is sticky: content scrolls behind it. While it is on the page, the
 * document's scroll-padding-bottom follows its height (it grows with the preview, wraps on a
 * phone), so that whenever the browser scrolls to a control (Tab, a required field's message,
 * scrollIntoView) the control ends up above the bar, not under it.
 */
export function useStickyBarClearance<T extends HTMLElement>() {
  return useCallback((bar: T | null) => {
    if (!bar) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('scroll-padding-bottom', `${bar.offsetHeight + GAP}px`);
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    update();
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);
}
