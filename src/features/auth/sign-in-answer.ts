'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import type { AuthResult } from './schema';

/** What a sign-in step's answer does: 'Login Successful' and on to `next`, on to the code page, or 'Login Failed' with why. */
export function useSignInAnswer(result: AuthResult) {
  const router = useRouter();
  useEffect(() => {
    if (result.status === 'success') {
      toast.success('Login Successful');
      router.push(result.redirectTo);
      router.refresh();
    } else if (result.status === 'second-factor') {
      router.push(result.redirectTo);
    } else if (result.status === 'error') {
      toast.error('Login Failed', { description: result.message });
    }
  }, [result, router]);
}
