'use client';

import { useActionState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { setNewPassword } from './password-reset-actions';
import type { NewPasswordResult } from './schema';

const inputClasses = 'mt-1.5 block w-full rounded-lg border border-white/15 bg-slate-950 px-3.5 py-2.5 text-sm text-white';

/** The reset link's form: the new password, twice. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [result, formAction, pending] = useActionState<NewPasswordResult, FormData>(setNewPassword, { status: 'idle' }, `/auth/reset-password?token=${encodeURIComponent(token)}`);
  if (result.status === 'error' && result.expired) return <ResetLinkExpired message={result.message} />;
  return (
    <form action={formAction} className="space-y-5" aria-label="Choose a new password">
      <input type="hidden" name="token" value={token} />
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <div>
        <label htmlFor="reset-password" className="block text-sm font-medium text-slate-200">
          New password <span className="font-normal text-slate-400">(at least 10 characters)</span>
        </label>
        <input id="reset-password" name="password" type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={inputClasses} />
      </div>
      <div>
        <label htmlFor="reset-confirm" className="block text-sm font-medium text-slate-200">
          Confirm new password
        </label>
        <input id="reset-confirm" name="confirmPassword" type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={inputClasses} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : 'Set New Password'}
      </Button>
      <p role="status" className="min-h-5 text-sm text-red-300">
        {result.status === 'error' && result.message}
      </p>
    </form>
  );
}

/** A spent or expired link: says so, and offers a new one. */
export function ResetLinkExpired({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <p role="status" className="text-sm text-slate-200">
        {message}
      </p>
      <ButtonLink href="/auth/forgot-password" size="lg" className="w-full">
        Ask for a New Link
      </ButtonLink>
    </div>
  );
}
