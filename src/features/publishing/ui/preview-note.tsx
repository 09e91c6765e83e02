import type { ReactNode } from 'react';

/** The note at the foot of every preview (a draft, a version, a shared link): says what the window shows. */
export function PreviewNote({ children }: { children: ReactNode }) {
  return (
    <div
      role="note"
      aria-label="Preview"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300/40 bg-amber-950/95 px-4 py-3 text-center text-sm text-amber-100"
    >
      {children}
    </div>
  );
}
