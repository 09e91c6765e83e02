'use server';

import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { cookies, headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { recordAudit, recordRepeatableAudit } from '@/features/audit/record';
import { getAuth } from '@/server/auth/auth';
import { isKnownDevice, KNOWN_DEVICE_COOKIE } from '@/server/auth/known-device';
import { getSessionUser, safeReturnPath } from '@/server/auth/session';
import { admitSignInAttempt, type ThrottleRule } from '@/server/auth/sign-in-throttle';
import { getDb } from '@/server/db/client';
import { sessions, siteSettings, users } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { hitRateLimit } from '@/server/rate-limit';
import { getClientIp } from '@/server/request';
import { submittedForm } from '@/server/request-fault';
import { ACCOUNT_DISABLED, INVALID_CREDENTIALS, SSO_ONLY, secondFactorSchema, signInSchema, signUpSchema, throttledMessage, type AuthResult } from './schema';
import { completeSignIn, isScriptlessSubmit } from './complete-sign-in';

/** The reason a refused attempt gets in the audit log. */
const THROTTLE_REASONS: Record<ThrottleRule, string> = {
  'account-address': 'too many attempts from this address',
  address: 'too many attempts from this address on any account',
  account: 'account slowed down',
};

/**
 * Why the right password still does not sign in: the account is disabled, or limited to single
 * sign-on (decision 107). Said only after the password was right, so a stranger learns nothing
 * of an account from it.
 */
function refusalAfterPassword(account: { banned: boolean | null; ssoOnly: boolean }): { reason: string; message: string } | null {
  if (account.banned) return { reason: 'account disabled', message: ACCOUNT_DISABLED };
  if (account.ssoOnly) return { reason: 'single sign-on only', message: SSO_ONLY };
  return null;
}

/**
 * Signs in with email and password. Wrong passwords are throttled per account and address, per
 * address and per account (src/server/auth/sign-in-throttle.ts), never so that a stranger can lock
 * the owner out; an unknown email and a wrong password get the same answer. Successful sign-ins are
 * one audit entry each; refused ones are counted in one entry per email, address, reason and hour.
 */
export async function signInWithPassword(_previous: AuthResult, formData: FormData): Promise<AuthResult> {
  if (!submittedForm(formData)) return { status: 'error', message: INVALID_CREDENTIALS };
  const typed = { email: String(formData.get('email') ?? '').slice(0, 254) };
  const parsed = signInSchema.safeParse({ email: formData.get('email') ?? '', password: formData.get('password') ?? '' });
  if (!parsed.success) return { status: 'error', message: INVALID_CREDENTIALS, values: typed };
  const { email, password } = parsed.data;
  const db = await getDb();
  const requestHeaders = await headers();
  const cookieJar = await cookies();
  const ipAddress = await getClientIp();
  const userAgent = requestHeaders.get('user-agent');
  const refused = (reason: string) =>
    recordRepeatableAudit(db, { action: 'auth.sign_in', actorEmail: email, ipAddress, outcome: reason, details: { success: false, reason, userAgent } });

  const gate = await admitSignInAttempt(db, { email, ipAddress, knownDevice: isKnownDevice(cookieJar.get(KNOWN_DEVICE_COOKIE)?.value, email) });
  if (!gate.allowed) {
    logger.warn({ email, ipAddress, rule: gate.rule }, 'sign-in throttled');
    await refused(THROTTLE_REASONS[gate.rule]);
    return { status: 'error', message: throttledMessage(gate.rule, gate.retryAfterMs), values: typed };
  }
  try {
    const auth = await getAuth();
    const result = await auth.api.signInEmail({ body: { email, password }, headers: requestHeaders });
    if ('twoFactorRedirect' in result) {
      // The password was right and the account has an authenticator app: no session yet, only the
      // plugin's signed challenge cookie (10 minutes). The code page finishes the sign-in.
      const [account] = await db.select({ banned: users.banned, ssoOnly: users.ssoOnly }).from(users).where(eq(users.email, email)).limit(1);
      const refusal = account && refusalAfterPassword(account);
      if (refusal) {
        // The plugin's challenge cookie stays behind, worthless: the code step checks the account again.
        await refused(refusal.reason);
        return { status: 'error', message: refusal.message, values: typed };
      }
      await gate.succeeded();
      const next = safeReturnPath(formData.get('next'));
      const redirectTo = `/auth/second-factor?next=${encodeURIComponent(next)}`;
      if (await isScriptlessSubmit()) redirect(redirectTo);
      return { status: 'second-factor', redirectTo };
    }
    const [account] = await db.select({ banned: users.banned, ssoOnly: users.ssoOnly }).from(users).where(eq(users.id, result.user.id)).limit(1);
    const refusal = account && refusalAfterPassword(account);
    if (refusal) {
      // The right password for a disabled or SSO-only account (Users & Roles): the new session is dropped at once.
      await db.delete(sessions).where(eq(sessions.token, result.token));
      await refused(refusal.reason);
      return { status: 'error', message: refusal.message, values: typed };
    }
    await gate.succeeded();
    return await completeSignIn({ id: result.user.id, email: result.user.email, name: result.user.name }, formData.get('next'), { userAgent });
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof APIError)) {
      logger.error({ err: error }, 'sign-in failed');
      return { status: 'error', message: 'Sign-in is not available right now. Please try again.', values: typed };
    }
    logger.warn({ email, status: error.status, reason: error.message }, 'sign-in refused');
    await refused('invalid credentials');
    return { status: 'error', message: INVALID_CREDENTIALS, values: typed };
  }
}

const SECOND_FACTOR_REFUSALS: Record<string, string> = {
  INVALID_CODE: 'That code is not right. Check the time on your phone and try the newest code.',
  INVALID_BACKUP_CODE: 'That recovery code is not right, or it was used before.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many wrong codes. Please sign in again.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Too many wrong codes for this account. Please wait 15 minutes and try again.',
  INVALID_TWO_FACTOR_COOKIE: 'This sign-in has expired. Please sign in again.',
};

/**
 * The second step of a sign-in with an authenticator app (decision 106): the app's code or a
 * recovery code, checked by better-auth's two-factor plugin against the challenge cookie the
 * password step set. Five wrong codes end the challenge; ten in a row lock the account's codes
 * for 15 minutes. "Trust this browser" skips this step here for 30 days.
 */
export async function verifySecondFactor(_previous: AuthResult, formData: FormData): Promise<AuthResult> {
  if (!submittedForm(formData)) return { status: 'error', message: SECOND_FACTOR_REFUSALS.INVALID_CODE! };
  const parsed = secondFactorSchema.safeParse({ method: formData.get('method'), code: formData.get('code') ?? '', trust: formData.get('trust') ?? undefined });
  if (!parsed.success || parsed.data.code === '') return { status: 'error', message: 'Please enter the code.' };
  const { method, code, trust } = parsed.data;
  const db = await getDb();
  const requestHeaders = await headers();
  const body = { code, trustDevice: trust === 'on' };
  try {
    const auth = await getAuth();
    const result =
      method === 'recovery' ? await auth.api.verifyBackupCode({ body, headers: requestHeaders }) : await auth.api.verifyTOTP({ body, headers: requestHeaders });
    const user = { id: result.user.id, email: result.user.email, name: result.user.name };
    const [account] = await db.select({ banned: users.banned, ssoOnly: users.ssoOnly }).from(users).where(eq(users.id, user.id)).limit(1);
    const refusal = account && refusalAfterPassword(account);
    if (refusal) {
      await db.delete(sessions).where(result.token ? eq(sessions.token, result.token) : eq(sessions.userId, user.id));
      return { status: 'error', message: refusal.message };
    }
    return await completeSignIn(user, formData.get('next'), {
      secondFactor: method === 'recovery' ? 'recovery code' : 'authenticator app',
      trustedBrowser: trust === 'on',
    });
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof APIError)) {
      logger.error({ err: error }, 'second factor failed');
      return { status: 'error', message: 'Sign-in is not available right now. Please try again.' };
    }
    const reason = (error.body as { code?: string } | undefined)?.code ?? '';
    await recordRepeatableAudit(db, {
      action: 'auth.second_factor',
      ipAddress: await getClientIp(),
      outcome: reason || error.message,
      details: { success: false, method, reason: reason || error.message },
    });
    return { status: 'error', message: SECOND_FACTOR_REFUSALS[reason] ?? SECOND_FACTOR_REFUSALS.INVALID_CODE! };
  }
}

/** Creates an account without any role; a super admin grants one. Refused when sign-up is switched off. */
export async function signUpWithPassword(_previous: AuthResult, formData: FormData): Promise<AuthResult> {
  if (!submittedForm(formData)) return { status: 'error', message: 'Please check the form.' };
  const typed = { name: String(formData.get('name') ?? '').slice(0, 200), email: String(formData.get('email') ?? '').slice(0, 254) };
  const parsed = signUpSchema.safeParse({ ...typed, password: formData.get('password') ?? '' });
  if (!parsed.success) return { status: 'error', message: parsed.error.issues[0]?.message ?? 'Please check the form.', values: typed };
  const db = await getDb();
  const [setting] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'signup_enabled'));
  if (setting?.value !== true) return { status: 'error', message: 'Sign-up is closed. Ask an administrator for an invitation.', values: typed };
  const limit = await hitRateLimit(db, `sign-up:${await getClientIp()}`, { limit: 5, windowMs: 60 * 60_000 });
  if (!limit.allowed) return { status: 'error', message: 'Too many sign-ups from your network. Please try again later.' };
  try {
    const auth = await getAuth();
    // Only these three fields reach the library: a role in the request body is never read.
    const result = await auth.api.signUpEmail({ body: parsed.data, headers: await headers() });
    await recordAudit(db, { action: 'auth.sign_up', actor: { id: result.user.id, email: result.user.email }, ipAddress: await getClientIp() });
    return { status: 'success', redirectTo: '/auth/waiting' };
  } catch (error) {
    if (error instanceof APIError) return { status: 'error', message: 'An account with this email may already exist. Try signing in.', values: typed };
    logger.error({ err: error }, 'sign-up failed');
    return { status: 'error', message: 'Sign-up is not available right now. Please try again.' };
  }
}

/** Ends the session (its row is deleted, so the cookie is worthless from now on). */
export async function signOut() {
  const user = await getSessionUser();
  const auth = await getAuth();
  await auth.api.signOut({ headers: await headers() }).catch(() => undefined);
  if (user) await recordAudit(await getDb(), { action: 'auth.sign_out', actor: user, ipAddress: await getClientIp() });
  redirect('/ax-admin-panel');
}
