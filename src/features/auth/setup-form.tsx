'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { AuthResult } from './schema';
import { createFirstAdministrator } from './setup-actions';
import { authInputClasses } from './auth-card';


export function SetupForm({ token }: { token: string }) {
  const [result, formAction, pending] = useActionState<AuthResult, FormData>(createFirstAdministrator, { status: 'idle' }, `/setup?token=${encodeURIComponent(token)}`);
  const typed = result.status === 'error' ? (result.values ?? {}) : {};
  return (
    <form action={formAction} className="space-y-5" aria-label="Create the first administrator">
      <input type="hidden" name="token" value={token} />
      <Field id="setup-name" label="Name">
        {(control) => <input {...control} name="name" type="text" defaultValue={typed.name} required autoComplete="name" className={authInputClasses} />}
      </Field>
      <Field id="setup-email" label="Email">
        {(control) => <input {...control} name="email" defaultValue={typed.email} type="email" required autoComplete="email" className={authInputClasses} />}
      </Field>
      <Field id="setup-password" label="Password" note="at least 10 characters">
        {(control) => <input {...control} name="password" type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={authInputClasses} />}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Creating...' : 'Create Administrator'}
      </Button>
      <p role="status" className="min-h-5 text-sm text-red-300">
        {result.status === 'error' && result.message}
      </p>
    </form>
  );
}
