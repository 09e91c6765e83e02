'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
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
    <form action={formAction} className="space-y-5" aria-label="Set your password">
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields idPrefix="invite" email={email} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : 'Set Password'}
      </Button>
      <p role="status" className="min-h-5 text-sm text-red-300">
        {result.status === 'error' && result.message}
      </p>
    </form>
  );
}
