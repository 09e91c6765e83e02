'use client';

import { startAuthentication } from '@simplewebauthn/browser';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import type { AuthResult } from '@/features/auth/schema';
import { useSignInAnswer } from '@/features/auth/sign-in-answer';
import { passkeyErrorMessage } from './browser';
import { passkeySignInOptions, verifyPasskeySignIn } from './sign-in-actions';

/**
 * 'Sign In with a Passkey' under the password form. Shown only once the page's script runs in a
 * browser that has WebAuthn: without either the button could do nothing, and the password form
 * works on its own.
 */
export function PasskeySignIn({ next, supported }: { next: string; supported: boolean }) {
  const [result, setResult] = useState<AuthResult>({ status: 'idle' });
  const [pending, startTransition] = useTransition();
  useSignInAnswer(result);
  if (!supported) return null;

  const signIn = () =>
    startTransition(async () => {
      try {
        const started = await passkeySignInOptions();
        if (!started.ok) return setResult({ status: 'error', message: started.message });
        let response;
        try {
          response = await startAuthentication({ optionsJSON: started.options });
        } catch (error) {
          return setResult({ status: 'error', message: passkeyErrorMessage(error, 'sign-in') });
        }
        setResult(await verifyPasskeySignIn({ response: JSON.stringify(response), next }));
      } catch {
        setResult({ status: 'error', message: 'The server could not be reached. Please try again.' });
      }
    });

  return (
    <div className="space-y-3">
      <Button type="button" variant="outline" size="lg" className="w-full" disabled={pending} onClick={signIn}>
        {pending ? 'Waiting for your passkey...' : 'Sign In with a Passkey'}
      </Button>
      <p role="status" aria-label="Passkey sign-in" className="text-sm text-red-300">
        {result.status === 'error' && result.message}
      </p>
    </div>
  );
}
