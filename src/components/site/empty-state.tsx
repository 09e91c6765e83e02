import type { ComponentType } from 'react';
import type { ReactNode } from 'react';
import { cardClasses } from './sections';

/** What a list shows when it has nothing to show: an icon, the text, optionally an action. */
export function EmptyState({
  icon: Icon,
  text,
  children,
}: {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${cardClasses} mx-auto max-w-2xl py-12 text-center`}>
      {Icon && <Icon aria-hidden className="mx-auto size-10 text-slate-400" />}
      <p className="mt-4 text-slate-300">{text}</p>
      {children && <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>}
    </div>
  );
}
