'use client';

import { useActionState } from 'react';
import { AuthForm } from '@/features/auth/auth-card';
import type { AuthResult } from '@/features/auth/schema';
import { NewPasswordFields } from '@/features/auth/new-password-fields';
import { acceptInvitation } from './invite-actions';

/** Sets the invited account's password. */
export function InviteForm({ token, email }: { token: string; email: string }) {
  // The permalink, this page's address, is the form's action attribute (never an invalid action="").
  const [result, formAction, pending] = useActionState<AuthResult, FormData>(
    acceptInvitation,
    { status: 'idle' },
    `/auth/invite?token=${encodeURIComponent(token)}`,
  );
  return (
    <AuthForm label="Set your password" state={[result, formAction, pending]} submit="Set Password" submitting="Saving...">
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields idPrefix="invite" email={email} />
    </AuthForm>
  );
}
