import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { recordAudit } from '@/features/audit/record';
import { getSiteInfo } from '@/features/settings/queries';
import { describeBrowser } from '@/lib/user-agent';
import { isKnownDevice, KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_S, knownDeviceToken } from '@/server/auth/known-device';
import { safeReturnPath } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';
import { enqueueMail } from '@/server/mail/outbox';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { getClientIp } from '@/server/request';
import { accountNoticeEmail } from './account-notice-email';
import type { AuthResult } from './schema';
import { clearSignInNotice } from './sign-in-notice';

/**
 * A form posted by a browser without JavaScript, or a redirect back from an identity provider:
 * the answer is a new page, so success must redirect on the server. (Calls from our scripts carry
 * the Next-Action header.)
 */
export async function isScriptlessSubmit(): Promise<boolean> {
  return !(await headers()).has('next-action');
}

/**
 * The end of every sign-in (a password alone or with a code, a passkey, single sign-on): one audit entry, an email
 * to the owner when the browser is new to the account, the known-device cookie that lets this
 * browser through the per-account slowdown and marks it known, then `next`.
 */
export async function completeSignIn(user: { id: string; email: string; name: string }, next: unknown, details: Record<string, unknown>): Promise<AuthResult> {
  const db = await getDb();
  const cookieJar = await cookies();
  const ipAddress = await getClientIp();
  await recordAudit(db, { action: 'auth.sign_in', actor: user, ipAddress, details: { success: true, ...details } });
  if (!isKnownDevice(cookieJar.get(KNOWN_DEVICE_COOKIE)?.value, user.email)) {
    const site = await getSiteInfo();
    const browser = describeBrowser((await headers()).get('user-agent'));
    await enqueueMail(db, [
      accountNoticeEmail({
        to: user.email,
        name: user.name,
        heading: 'A new browser signed in',
        subject: 'account signed in on a new browser',
        happened: (companyName, when) =>
          `Your ${companyName} admin account was signed in on ${when} from a browser it had not used before: ${browser}${ipAddress ? `, at the address ${ipAddress}` : ''}.`,
        advice: [
          'If this was you, there is nothing to do. If not, change your password at once, sign that browser out in your profile, and tell your administrator.',
        ],
        at: new Date(),
        company: { name: site.companyName, email: site.email, phone: site.phone, address: site.address },
      }),
    ]);
    wakeOutboxWorker();
  }
  cookieJar.set(KNOWN_DEVICE_COOKIE, knownDeviceToken(user.email), {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production',
    path: '/',
    maxAge: KNOWN_DEVICE_MAX_AGE_S,
  });
  await clearSignInNotice();
  const destination = safeReturnPath(next);
  if (await isScriptlessSubmit()) redirect(destination);
  return { status: 'success', redirectTo: destination };
}
