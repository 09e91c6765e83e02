// What the sign-in page says after the first administrator was created, a password was reset or
// a single sign-on was refused, with the email filled in. Carried in a short-lived, signed,
// HttpOnly cookie rather than in the URL, which browsers, proxies and logs keep.
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
export type SignInNotice = { message: string; email: string; tone: 'success' | 'warning' };

/** A notice of our own words (a refused single sign-on names the provider and the address). */
type FreeNotice = { message: string };

export async function setSignInNotice(kind: SignInNoticeKind | FreeNotice, email: string, now = new Date()) {
  const what = typeof kind === 'string' ? { kind } : { kind: 'message', message: kind.message.slice(0, 500) };
  const payload = Buffer.from(JSON.stringify({ ...what, email, expires: now.getTime() + MAX_AGE_S * 1000 })).toString('base64url');
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
    const { kind, message, email, expires } = JSON.parse(Buffer.from(payload.slice('notice:'.length), 'base64url').toString('utf8')) as {
      kind: string;
      message?: string;
      email: string;
      expires: number;
    };
    if (typeof email !== 'string' || !(expires > now.getTime())) return null;
    // Signed by us, so a free message is ours too.
    if (kind === 'message' && typeof message === 'string') return { message, email, tone: 'warning' };
    if (!(kind in SIGN_IN_NOTICES)) return null;
    return { message: SIGN_IN_NOTICES[kind as SignInNoticeKind], email, tone: 'success' };
  } catch {
    return null;
  }
}

/** Once signed in, the notice has done its job. */
export async function clearSignInNotice() {
  const jar = await cookies();
  if (jar.has(COOKIE)) jar.delete(COOKIE);
}
