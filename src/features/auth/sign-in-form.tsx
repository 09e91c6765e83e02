'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useActionState } from 'react';
import { Field, Label } from '@/components/ui/field';
import { usePasskeySupport } from '@/features/passkeys/browser';
import { PasskeySignIn } from '@/features/passkeys/passkey-sign-in';
import { SsoLinks, type SignInProvider } from '@/features/sso/sso-buttons';
import { signInWithPassword } from './actions';
import type { AuthResult } from './schema';
import { AuthForm, authInputClasses } from './auth-card';
import { useSignInAnswer } from './sign-in-answer';

export { useSignInAnswer };

/**
 * Email and password; toasts 'Login Successful' or 'Login Failed', then goes to `next`. Without
 * JavaScript the form posts to this page (the permalink, with `next` kept), the action redirects
 * itself on success and the error is in the page. Under it the other ways in: a passkey alone
 * (with JavaScript only) and the identity providers' links (decision 107).
 */
export function SignInForm({ next, email = '', providers = [] }: { next: string; email?: string; providers?: readonly SignInProvider[] }) {
  const passkeys = usePasskeySupport();
  const [result, formAction, pending] = useActionState<AuthResult, FormData>(
    signInWithPassword,
    { status: 'idle' },
    `${usePathname()}?next=${encodeURIComponent(next)}`,
  );
  useSignInAnswer(result);

  const typed = result.status === 'error' ? (result.values ?? {}) : {};
  return (
    <>
      <AuthForm label="Sign in" state={[result, formAction, pending]} submit="Sign In" submitting="Signing in...">
        <input type="hidden" name="next" value={next} />
        <Field id="sign-in-email" label="Email">
          {(control) => (
            <input {...control} name="email" defaultValue={typed.email ?? email} type="email" required autoComplete="username" className={authInputClasses} />
          )}
        </Field>
        <div>
          <div className="flex items-baseline justify-between gap-4">
            <Label htmlFor="sign-in-password">Password</Label>
            <Link
              href="/auth/forgot-password"
              className="inline-flex min-h-6 items-center text-sm text-brand-300 underline underline-offset-2 hover:text-brand-200"
            >
              Forgot password?
            </Link>
          </div>
          <input id="sign-in-password" name="password" type="password" required autoComplete="current-password" className={authInputClasses} />
        </div>
      </AuthForm>
      {(passkeys === true || providers.length > 0) && (
        <div className="mt-6 space-y-3">
          <p className="flex items-center gap-3 text-xs uppercase tracking-wider text-slate-400 before:h-px before:flex-1 before:bg-white/10 after:h-px after:flex-1 after:bg-white/10">
            or
          </p>
          <PasskeySignIn next={next} supported={passkeys === true} />
          <SsoLinks providers={providers} next={next} />
        </div>
      )}
    </>
  );
}
