'use client';

import { usePathname } from 'next/navigation';
import { useActionState } from 'react';
import { Field } from '@/components/ui/field';
import { TRUSTED_DEVICE_DAYS } from '@/server/auth/trusted-device';
import { verifySecondFactor } from './actions';
import { AuthForm, authInputClasses } from './auth-card';
import type { AuthResult } from './schema';
import { useSignInAnswer } from './sign-in-answer';

/**
 * The code of the second step: the app's 6 digits or a recovery code, and "trust this browser".
 * Without JavaScript the form posts to this page and the action redirects itself on success.
 */
export function SecondFactorForm({ method, next }: { method: 'app' | 'recovery'; next: string }) {
  const [result, formAction, pending] = useActionState<AuthResult, FormData>(
    verifySecondFactor,
    { status: 'idle' },
    `${usePathname()}?next=${encodeURIComponent(next)}${method === 'recovery' ? '&method=recovery' : ''}`,
  );
  useSignInAnswer(result);

  return (
    <AuthForm label="Two-step verification" state={[result, formAction, pending]} submit="Verify" submitting="Verifying...">
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="method" value={method} />
      <Field id="second-factor-code" label={method === 'app' ? 'Code from your app' : 'Recovery code'}>
        {(control) => (
          <input
            {...control}
            name="code"
            required
            autoFocus
            autoComplete="one-time-code"
            inputMode={method === 'app' ? 'numeric' : 'text'}
            maxLength={method === 'app' ? 9 : 24}
            spellCheck={false}
            className={`${authInputClasses} font-mono tracking-widest`}
          />
        )}
      </Field>
      <label className="flex min-h-6 items-center gap-3 text-sm text-slate-300">
        <input type="checkbox" name="trust" className="size-4 rounded border-white/20 bg-slate-950" />
        Trust this browser for {TRUSTED_DEVICE_DAYS} days
      </label>
    </AuthForm>
  );
}
