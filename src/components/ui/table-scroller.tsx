import type { ReactNode } from 'react';

/**
 * A table wider than the screen scrolls sideways inside this box, not the page. The box is a
 * named region (a labelled section) that takes the focus, so that keyboard users scroll it with
 * the arrow keys, and a shadow at an edge shows that more columns are hidden there (globals.css,
 * `.scroll-shadows-x`).
 * `relative`: an absolutely positioned child (an sr-only label) is clipped here too, instead of
 * widening the page.
 */
export function TableScroller({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <section aria-label={label} tabIndex={0} className={`scroll-shadows-x relative overflow-x-auto rounded-2xl border border-white/10 ${className}`}>
      {children}
    </section>
  );
}
