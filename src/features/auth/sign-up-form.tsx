'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { signUpWithPassword } from './actions';
import type { AuthResult } from './schema';
import { NewAccountFields } from './new-account-fields';
import { AuthForm } from './auth-card';

export function SignUpForm() {
  const [result, formAction, pending] = useActionState<AuthResult, FormData>(signUpWithPassword, { status: 'idle' }, usePathname());
  const router = useRouter();
  useEffect(() => {
    if (result.status === 'success') router.push(result.redirectTo);
    else if (result.status === 'error') toast.error('Sign-up Failed', { description: result.message });
  }, [result, router]);

  const typed = result.status === 'error' ? (result.values ?? {}) : {};
  return (
    <AuthForm label="Create an account" state={[result, formAction, pending]} submit="Create Account" submitting="Creating account...">
      <NewAccountFields idPrefix="sign-up" typed={typed} />
    </AuthForm>
  );
}
