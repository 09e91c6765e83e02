'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useActionState } from 'react';
import { Field } from '@/components/ui/field';
import { requestPasswordResetLink } from './password-reset-actions';
import type { ResetRequestResult } from './schema';
import { AuthForm, authInputClasses } from './auth-card';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const [result, formAction, pending] = useActionState<ResetRequestResult, FormData>(requestPasswordResetLink, { status: 'idle' }, usePathname());
  if (result.status === 'sent') {
    return (
      <div role="status" className="space-y-4 text-sm text-slate-200">
        <p className="rounded-lg border border-emerald-400/30 bg-emerald-400/10 px-4 py-3 text-emerald-100">
          If <strong className="break-all font-semibold">{result.email}</strong> belongs to an account, a link to choose a new password is on its way there. It
          works once, within 1 hour.
        </p>
        <p className="text-slate-400">Nothing after a few minutes? Check the spam folder, or make sure this is the address your account uses.</p>
        <Link href="/ax-admin-panel" className="inline-flex min-h-6 items-center text-brand-300 underline underline-offset-2 hover:text-brand-200">
          Back to sign in
        </Link>
      </div>
    );
  }
  return (
    <AuthForm label="Ask for a reset link" state={[result, formAction, pending]} submit="Send Reset Link" submitting="Sending...">
      <Field id="forgot-email" label="Email">
        {(control) => (
          <input
            {...control}
            name="email"
            defaultValue={result.status === 'error' ? result.email : undefined}
            type="email"
            required
            maxLength={254}
            autoComplete="username"
            className={authInputClasses}
          />
        )}
      </Field>
    </AuthForm>
  );
}
