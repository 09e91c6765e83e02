'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import type { AuthResult } from '@/features/auth/schema';
import { acceptInvitation } from './invite-actions';

const inputClasses = 'mt-1.5 block w-full rounded-lg border border-white/15 bg-slate-950 px-3.5 py-2.5 text-sm text-white';

/** Sets the invited account's password. */
export function InviteForm({ token, email }: { token: string; email: string }) {
  // The permalink, this page's address, is the form's action attribute (never an invalid action="").
  const [result, formAction, pending] = useActionState<AuthResult, FormData>(acceptInvitation, { status: 'idle' }, `/auth/invite?token=${encodeURIComponent(token)}`);
  return (
    <form action={formAction} className="space-y-5" aria-label="Set your password">
      <input type="hidden" name="token" value={token} />
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <div>
        <label htmlFor="invite-password" className="block text-sm font-medium text-slate-200">
          New password <span className="font-normal text-slate-400">(at least 10 characters)</span>
        </label>
        <input id="invite-password" name="password" type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={inputClasses} />
      </div>
      <div>
        <label htmlFor="invite-confirm" className="block text-sm font-medium text-slate-200">
          Confirm new password
        </label>
        <input id="invite-confirm" name="confirmPassword" type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={inputClasses} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : 'Set Password'}
      </Button>
      <p role="status" className="min-h-5 text-sm text-red-300">
        {result.status === 'error' && result.message}
      </p>
    </form>
  );
}
