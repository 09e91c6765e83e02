'use client';

import { useCallback } from 'react';

/** Room between a focused control and the bar, for its focus ring. */
const GAP = 12;

/**
 * The wizard's bottom bar is sticky: content scrolls behind it. While it is on the page, the
 * document's scroll-padding-bottom follows its height (it grows with the preview, wraps on a
 * phone), so that whenever the browser scrolls to a control (Tab, a required field's message,
 * scrollIntoView) the control ends up above the bar, not under it. A text area is scrolled to
 * by its caret only, so a control the bar still covers once focused is scrolled clear of it.
 */
export function useStickyBarClearance<T extends HTMLElement>() {
  return useCallback((bar: T | null) => {
    if (!bar) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('scroll-padding-bottom', `${bar.offsetHeight + GAP}px`);
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    update();
    const uncover = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || bar.contains(target)) return;
      // A card's radio is small: what must show is its card. Checked after the browser's own scroll.
      const shown = target.closest('label') ?? target;
      requestAnimationFrame(() => {
        if (shown.getBoundingClientRect().bottom > bar.getBoundingClientRect().top) shown.scrollIntoView({ block: 'nearest' });
      });
    };
    document.addEventListener('focusin', uncover);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', uncover);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, []);
}
