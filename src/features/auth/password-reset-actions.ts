'use server';

import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { recordRepeatableAudit } from '@/features/audit/record';
import { getSiteInfo } from '@/features/settings/queries';
import { clearAccountAddressFailures } from '@/server/auth/sign-in-throttle';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { hitRateLimit } from '@/server/rate-limit';
import { getClientIp } from '@/server/request';
import { submittedForm } from '@/server/request-fault';
import { findPasswordReset, requestPasswordReset, RESET_REQUEST_LIMITS, resetPassword, type ResetContext } from './password-reset';
import { inMinutes, newPasswordPairSchema, RESET_LINK_EXPIRED, resetRequestSchema, type NewPasswordResult, type ResetRequestResult } from './schema';
import { setSignInNotice } from './sign-in-notice';

async function resetContext(ipAddress: string): Promise<ResetContext> {
  const site = await getSiteInfo();
  return { siteUrl: env().siteUrl, company: { name: site.companyName, email: site.email, phone: site.phone, address: site.address }, ipAddress };
}

/**
 * The 'Forgot password?' form. Answers the same whether or not the email has an account, and
 * looks the account up only after the answer has gone out, so that its timing tells nothing
 * either. Beyond 3 requests an hour for one email, nothing more is sent (the answer stays the same).
 */
export async function requestPasswordResetLink(_previous: ResetRequestResult, formData: FormData): Promise<ResetRequestResult> {
  if (!submittedForm(formData)) return { status: 'error', message: 'Please enter a valid email address.', email: '' };
  const typed = String(formData.get('email') ?? '').slice(0, 254);
  const parsed = resetRequestSchema.safeParse({ email: formData.get('email') ?? '' });
  if (!parsed.success) return { status: 'error', message: parsed.error.issues[0]?.message ?? 'Please enter a valid email address.', email: typed };
  const { email } = parsed.data;
  const db = await getDb();
  const ipAddress = await getClientIp();
  const byAddress = await hitRateLimit(db, `password-reset:address:${ipAddress}`, RESET_REQUEST_LIMITS.address);
  if (!byAddress.allowed) {
    return { status: 'error', message: `Too many reset requests from your network. Please try again in ${inMinutes(byAddress.retryAfterMs)}.`, email: typed };
  }
  const byEmail = await hitRateLimit(db, `password-reset:email:${email}`, RESET_REQUEST_LIMITS.email);
  const outcome = byEmail.allowed ? 'requested' : 'too many requests for this email';
  await recordRepeatableAudit(db, { action: 'auth.password_reset_request', actorEmail: email, ipAddress, outcome, details: { reason: outcome } });
  if (byEmail.allowed) {
    const context = await resetContext(ipAddress);
    after(async () => {
      try {
        if (await requestPasswordReset(db, email, context)) wakeOutboxWorker();
      } catch (error) {
        logger.error({ err: error, email }, 'password reset request failed');
      }
    });
  }
  return { status: 'sent', email };
}

/** The reset link's form: sets the new password, signs the account out everywhere, then on to sign in. */
export async function setNewPassword(_previous: NewPasswordResult, formData: FormData): Promise<NewPasswordResult> {
  if (!submittedForm(formData)) return { status: 'error', message: 'Please check the form.' };
  const db = await getDb();
  const token = formData.get('token');
  if (!(await findPasswordReset(db, token))) return { status: 'error', message: RESET_LINK_EXPIRED, expired: true };
  const parsed = newPasswordPairSchema.safeParse({ password: formData.get('password') ?? '', confirmPassword: formData.get('confirmPassword') ?? '' });
  if (!parsed.success) return { status: 'error', message: parsed.error.issues[0]?.message ?? 'Please check the form.' };
  const ipAddress = await getClientIp();
  const outcome = await resetPassword(db, String(token), parsed.data.password, await resetContext(ipAddress));
  if (!outcome) return { status: 'error', message: RESET_LINK_EXPIRED, expired: true };
  wakeOutboxWorker();
  // Their own earlier mistakes from this address no longer hold them up.
  await clearAccountAddressFailures(db, outcome.email, ipAddress);
  await setSignInNotice('password-changed', outcome.email);
  redirect('/ax-admin-panel');
}
