'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { signUpWithPassword } from './actions';
import type { AuthResult } from './schema';
import { authInputClasses } from './auth-card';


export function SignUpForm() {
  const [result, formAction, pending] = useActionState<AuthResult, FormData>(signUpWithPassword, { status: 'idle' }, usePathname());
  const router = useRouter();
  useEffect(() => {
    if (result.status === 'success') router.push(result.redirectTo);
    else if (result.status === 'error') toast.error('Sign-up Failed', { description: result.message });
  }, [result, router]);

  const typed = result.status === 'error' ? (result.values ?? {}) : {};
  return (
    <form action={formAction} className="space-y-5" aria-label="Create an account">
      <Field id="sign-up-name" label="Name">
        {(control) => <input {...control} name="name" type="text" defaultValue={typed.name} required maxLength={200} autoComplete="name" className={authInputClasses} />}
      </Field>
      <Field id="sign-up-email" label="Email">
        {(control) => <input {...control} name="email" defaultValue={typed.email} type="email" required autoComplete="email" className={authInputClasses} />}
      </Field>
      <Field id="sign-up-password" label="Password" note="at least 10 characters">
        {(control) => <input {...control} name="password" type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={authInputClasses} />}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p role="status" className="min-h-5 text-sm text-red-300">
        {result.status === 'error' && result.message}
      </p>
    </form>
  );
}
