'use client';

import { useActionState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { setNewPassword } from './password-reset-actions';
import { NewPasswordFields } from './new-password-fields';
import type { NewPasswordResult } from './schema';
import { AuthForm } from './auth-card';

/** The reset link's form: the new password, twice. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [result, formAction, pending] = useActionState<NewPasswordResult, FormData>(
    setNewPassword,
    { status: 'idle' },
    `/auth/reset-password?token=${encodeURIComponent(token)}`,
  );
  if (result.status === 'error' && result.expired) return <ResetLinkExpired message={result.message} />;
  return (
    <AuthForm label="Choose a new password" state={[result, formAction, pending]} submit="Set New Password" submitting="Saving...">
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields idPrefix="reset" email={email} />
    </AuthForm>
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
