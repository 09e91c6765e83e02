// What the sign-in page says after the first administrator was created or a password was reset,
// with the email filled in. Carried in a short-lived, signed, HttpOnly cookie rather than in the
// URL, which browsers, proxies and logs keep.
import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/server/env';
import { sign, verify } from '@/server/signing';

const COOKIE = 'axion.sign_in_notice';
const MAX_AGE_S = 10 * 60;

export const SIGN_IN_NOTICES = {
  'account-ready': 'Your administrator account is ready: sign in.',
  'password-changed': 'Your password has been changed and every session of your account has been signed out. Sign in with your new password.',
} as const;

export type SignInNoticeKind = keyof typeof SIGN_IN_NOTICES;
export type SignInNotice = { message: string; email: string };

export async function setSignInNotice(kind: SignInNoticeKind, email: string, now = new Date()) {
  const payload = Buffer.from(JSON.stringify({ kind, email, expires: now.getTime() + MAX_AGE_S * 1000 })).toString('base64url');
  (await cookies()).set(COOKIE, sign(`notice:${payload}`), {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production',
    path: '/',
    maxAge: MAX_AGE_S,
  });
}

/** The notice this browser was sent to the sign-in page with, if it is ours and still fresh. */
export async function readSignInNotice(now = new Date()): Promise<SignInNotice | null> {
  const value = (await cookies()).get(COOKIE)?.value;
  const payload = value ? verify(value) : null;
  if (!payload?.startsWith('notice:')) return null;
  try {
    const { kind, email, expires } = JSON.parse(Buffer.from(payload.slice('notice:'.length), 'base64url').toString('utf8')) as {
      kind: string;
      email: string;
      expires: number;
    };
    if (!(kind in SIGN_IN_NOTICES) || typeof email !== 'string' || !(expires > now.getTime())) return null;
    return { message: SIGN_IN_NOTICES[kind as SignInNoticeKind], email };
  } catch {
    return null;
  }
}

/** Once signed in, the notice has done its job. */
export async function clearSignInNotice() {
  const jar = await cookies();
  if (jar.has(COOKIE)) jar.delete(COOKIE);
}
