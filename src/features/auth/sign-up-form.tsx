'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { signUpWithPassword } from './actions';
import type { AuthResult } from './schema';
import { NewAccountFields } from './new-account-fields';

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
      <NewAccountFields idPrefix="sign-up" typed={typed} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p role="status" className="min-h-5 text-sm text-red-300">
        {result.status === 'error' && result.message}
      </p>
    </form>
  );
}
