import { z } from 'zod';
import { isCommonPassword } from './common-passwords';

export const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.';
export const SSO_ONLY = 'This account signs in through single sign-on only: use the "Sign In with" button of your organisation.';
export const ACCOUNT_DISABLED = 'This account is disabled. Ask a super admin to enable it.';

/** '1 minute', '12 minutes': a wait, rounded up. */
export function inMinutes(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What a refused sign-in says, per rule of src/server/auth/sign-in-throttle.ts; the same for an unknown email. */
export function throttledMessage(rule: 'account-address' | 'address' | 'account', retryAfterMs: number): string {
  const wait = inMinutes(retryAfterMs);
  if (rule === 'address') return `Too many failed sign-in attempts from your network. Please try again in ${wait}.`;
  if (rule === 'account')
    return `This account has had many failed sign-in attempts, so it is slowed down for now. Please wait ${wait} and try again, or sign in from a browser you have used before.`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again, or reset your password.`;
}

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, INVALID_CREDENTIALS).max(254, INVALID_CREDENTIALS),
  password: z.string().min(1, INVALID_CREDENTIALS).max(128, INVALID_CREDENTIALS),
});

/** No composition rules: length, and not one of the most common passwords. */
export const newPasswordSchema = z
  .string()
  .min(10, 'Use at least 10 characters.')
  .max(128, 'Use at most 128 characters.')
  .refine((password) => !isCommonPassword(password), 'This password is too common. Please choose another one.');

export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(200),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address.')),
  password: newPasswordSchema,
});

export const resetRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254, 'Please enter a valid email address.').pipe(z.email('Please enter a valid email address.')),
});

/** A new password typed twice (reset and invitation forms). */
export const newPasswordPairSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, 'The two passwords do not match.');

export const RESET_LINK_EXPIRED = 'This reset link has expired or has already been used. A link works once, within 1 hour of being sent.';

/** `values` gives back what was typed (never a password), since React resets the form after each action. */
export type AuthResult =
  | { status: 'idle' }
  | { status: 'success'; redirectTo: string }
  /** The password was right; the authenticator app's code comes next (decision 106). */
  | { status: 'second-factor'; redirectTo: string }
  | { status: 'error'; message: string; values?: Record<string, string> };

/**
 * The code of an authenticator app (6 digits, spaces allowed as apps show them) or a recovery code
 * (as shown: 'abcDE-12345'; typed without its dash, it is put back).
 */
export const secondFactorSchema = z.object({
  method: z.enum(['app', 'recovery']).catch('app'),
  code: z
    .string()
    .max(40)
    .transform((code) => code.replace(/\s/g, ''))
    .transform((code) => (/^[A-Za-z0-9]{10}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code)),
  trust: z.literal('on').optional(),
});

/** The 'Forgot password?' form: `sent` answers every well-formed email alike. */
export type ResetRequestResult = { status: 'idle' } | { status: 'sent'; email: string } | { status: 'error'; message: string; email?: string };

/** The reset link's form; `expired` offers to ask for a new link. */
export type NewPasswordResult = { status: 'idle' } | { status: 'error'; message: string; expired?: boolean };
