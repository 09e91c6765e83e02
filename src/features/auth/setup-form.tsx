'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import type { AuthResult } from './schema';
import { createFirstAdministrator } from './setup-actions';
import { authInputClasses } from './auth-card';


export function SetupForm({ token }: { token: string }) {
  const [result, formAction, pending] = useActionState<AuthResult, FormData>(createFirstAdministrator, { status: 'idle' }, `/setup?token=${encodeURIComponent(token)}`);
  const typed = result.status === 'error' ? (result.values ?? {}) : {};
  return (
    <form action={formAction} className="space-y-5" aria-label="Create the first administrator">
      <input type="hidden" name="token" value={token} />
      <div>
        <label htmlFor="setup-name" className="block text-sm font-medium text-slate-200">
          Name
        </label>
        <input id="setup-name" name="name" type="text" defaultValue={typed.name} required autoComplete="name" className={authInputClasses} />
      </div>
      <div>
        <label htmlFor="setup-email" className="block text-sm font-medium text-slate-200">
          Email
        </label>
        <input id="setup-email" name="email" defaultValue={typed.email} type="email" required autoComplete="email" className={authInputClasses} />
      </div>
      <div>
        <label htmlFor="setup-password" className="block text-sm font-medium text-slate-200">
          Password <span className="font-normal text-slate-400">(at least 10 characters)</span>
        </label>
        <input id="setup-password" name="password" type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={authInputClasses} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Creating...' : 'Create Administrator'}
      </Button>
      <p role="status" className="min-h-5 text-sm text-red-300">
        {result.status === 'error' && result.message}
      </p>
    </form>
  );
}
