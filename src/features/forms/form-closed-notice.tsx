import type { ReactNode } from 'react';
import { FORM_CLOSED_MESSAGE } from './catalogue';

/** What a public page shows instead of a form staff have switched off (forms manager). */
export function FormClosedNotice({ children, compact }: { children?: ReactNode; compact?: boolean }) {
  return (
    <div className={compact ? 'text-sm text-slate-300' : 'rounded-2xl border border-amber-400/30 bg-amber-500/10 p-6 text-slate-200'}>
      <p className={compact ? '' : 'font-semibold text-amber-100'}>{FORM_CLOSED_MESSAGE}</p>
      {children && <div className={compact ? 'mt-1' : 'mt-2 text-sm text-slate-300'}>{children}</div>}
    </div>
  );
}
