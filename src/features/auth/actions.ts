'use server';

import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { recordAudit } from '@/features/audit/record';
import { getAuth } from '@/server/auth/auth';
import { getSessionUser, safeReturnPath } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { sessions, siteSettings, users } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { hitRateLimit, peekRateLimit } from '@/server/rate-limit';
import { getClientIp } from '@/server/request';
import { submittedForm } from '@/server/request-fault';
import { INVALID_CREDENTIALS, signInSchema, signUpSchema, TOO_MANY_ATTEMPTS, type AuthResult } from './schema';

const FAILED_SIGN_INS = { limit: 5, windowMs: 10 * 60_000 };

/**
 * Signs in with email and password. After 5 failures for one account within 10 minutes every
 * attempt is refused, even with the right password; an unknown email and a wrong password get
 * the same answer. Every attempt is written to the audit log.
 */
export async function signInWithPassword(_previous: AuthResult, formData: FormData): Promise<AuthResult> {
  if (!submittedForm(formData)) return { status: 'error', message: INVALID_CREDENTIALS };
  const typed = { email: String(formData.get('email') ?? '').slice(0, 254) };
  const parsed = signInSchema.safeParse({ email: formData.get('email') ?? '', password: formData.get('password') ?? '' });
  if (!parsed.success) return { status: 'error', message: INVALID_CREDENTIALS, values: typed };
  const { email, password } = parsed.data;
  const db = await getDb();
  const requestHeaders = await headers();
  const ipAddress = await getClientIp();
  const audit = (success: boolean, reason?: string, actor?: { id: string; email: string }) =>
    recordAudit(db, { action: 'auth.sign_in', actor, actorEmail: email, ipAddress, details: { success, reason, userAgent: requestHeaders.get('user-agent') } });

  const accountKey = `sign-in:${email}`;
  if ((await peekRateLimit(db, accountKey, FAILED_SIGN_INS)) >= FAILED_SIGN_INS.limit) {
    await audit(false, 'too many attempts');
    return { status: 'error', message: TOO_MANY_ATTEMPTS, values: typed };
  }
  try {
    const auth = await getAuth();
    const result = await auth.api.signInEmail({ body: { email, password }, headers: requestHeaders });
    const [account] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, result.user.id)).limit(1);
    if (account?.banned) {
      // The right password for a disabled account (Users & Roles): the new session is dropped at once.
      await db.delete(sessions).where(eq(sessions.token, result.token));
      await audit(false, 'account disabled', { id: result.user.id, email: result.user.email });
      return { status: 'error', message: 'This account is disabled. Ask a super admin to enable it.', values: typed };
    }
    await audit(true, undefined, { id: result.user.id, email: result.user.email });
    return { status: 'success', redirectTo: safeReturnPath(formData.get('next')) };
  } catch (error) {
    if (!(error instanceof APIError)) {
      logger.error({ err: error }, 'sign-in failed');
      return { status: 'error', message: 'Sign-in is not available right now. Please try again.' };
    }
    logger.warn({ email, status: error.status, reason: error.message }, 'sign-in refused');
    await hitRateLimit(db, accountKey, FAILED_SIGN_INS);
    await audit(false, 'invalid credentials');
    return { status: 'error', message: INVALID_CREDENTIALS, values: typed };
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
