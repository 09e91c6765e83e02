'use client';

import { useActionState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { setNewPassword } from './password-reset-actions';
import { NewPasswordFields } from './new-password-fields';
import type { NewPasswordResult } from './schema';

/** The reset link's form: the new password, twice. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [result, formAction, pending] = useActionState<NewPasswordResult, FormData>(
    setNewPassword,
    { status: 'idle' },
    `/auth/reset-password?token=${encodeURIComponent(token)}`,
  );
  if (result.status === 'error' && result.expired) return <ResetLinkExpired message={result.message} />;
  return (
    <form action={formAction} className="space-y-5" aria-label="Choose a new password">
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields idPrefix="reset" email={email} />
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
