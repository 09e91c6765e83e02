import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The text inputs of every form on these screens. */
export const authInputClasses =
  'mt-1.5 block w-full rounded-lg border border-white/15 bg-slate-950 px-3.5 py-2.5 text-sm text-white placeholder:text-slate-400';

/** The frame of the sign-in, sign-up, setup and waiting screens. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.18),transparent_60%)] px-4 py-12">
      <div className="w-full max-w-md">
        <Link href="/" className="mx-auto mb-8 flex w-fit items-center gap-2 text-lg font-bold text-white">
          <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-brand-400 to-fuchsia-500 text-sm font-black">
            A
          </span>
          Axion Labs
        </Link>
        <div className="rounded-2xl border border-white/10 bg-slate-900/80 p-8 shadow-2xl shadow-black/40">
          <h1 className="text-2xl font-bold text-white">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-slate-400">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-400">{footer}</div>}
      </div>
    </main>
  );
}

const NOTICE_TONES = {
  success: 'border-emerald-400/30 bg-emerald-400/10 text-emerald-100',
  warning: 'border-amber-400/40 bg-amber-400/10 text-amber-100',
};

/** A word above a form: a confirmation (the account is ready, the password was changed) or why a single sign-on was refused. */
export function AuthNotice({ children, tone = 'success' }: { children: ReactNode; tone?: keyof typeof NOTICE_TONES }) {
  return (
    <p role="status" className={`mb-6 rounded-lg border px-4 py-3 text-sm ${NOTICE_TONES[tone]}`}>
      {children}
    </p>
  );
}

/** What useActionState gives a form of these screens; a refused try's result carries its message. */
export type AuthFormState = readonly [result: { status: string; message?: string }, action: (formData: FormData) => void, pending: boolean];

/**
 * The form of these screens: its fields, the full-width submit button (`submitting` while the
 * action runs) and the status line under it that says why the last try was refused.
 */
export function AuthForm({
  label,
  state: [result, action, pending],
  submit,
  submitting,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  state: AuthFormState;
  submit: string;
  submitting: string;
  children: ReactNode;
}) {
  return (
    <form action={action} className="space-y-5" aria-label={label}>
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? submitting : submit}
      </Button>
      <p role="status" className="min-h-5 text-sm text-red-300">
        {result.status === 'error' && result.message}
      </p>
    </form>
  );
}
