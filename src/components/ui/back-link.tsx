import Link from 'next/link';
import type { ReactNode } from 'react';

/** The way back from an admin screen to the one it belongs to ('← Settings'). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="inline-block text-sm font-medium text-brand-300 underline-offset-4 hover:underline">
      ← {children}
    </Link>
  );
}
