// What every change of the account's sign-in shares (the password, an authenticator app, a
// passkey): the password asked again, with a cap on wrong guesses, and what follows a change of a
// factor. A plain module, not a 'use server' file: these must not become public endpoints.
import 'server-only';
import { APIError } from 'better-auth/api';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { StaffContext } from '@/features/admin/crud/action';
import { recordAudit } from '@/features/audit/record';
import { accountNoticeEmail } from '@/features/auth/account-notice-email';
import { getSiteInfo } from '@/features/settings/queries';
import type { ActionResult } from '@/server/auth/guarded';
import type { Database } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { hitRateLimit, peekRateLimit } from '@/server/rate-limit';
import { WRONG_CURRENT_PASSWORD } from './schema';

/** Wrong passwords typed in the profile, all its forms together: five in 10 minutes lock them for the rest of the window. */
export const FAILED_PASSWORD_CHECKS = { limit: 5, windowMs: 10 * 60_000 };

const codeOf = (error: APIError) => (error.body as { code?: string } | undefined)?.code ?? '';

/** better-auth's answer to a wrong password (changePassword has said it only in the message in some versions). */
const isWrongPassword = (error: unknown) => error instanceof APIError && (codeOf(error) === 'INVALID_PASSWORD' || error.message === 'Invalid password');

export type PasswordRefusal = { ok: false; reason: 'throttled' | 'wrong password'; answer: ActionResult<never> };

/**
 * Runs a better-auth call that checks the user's password (`verifyPassword` for our own changes,
 * or a plugin call that takes the password). A wrong password counts towards FAILED_PASSWORD_CHECKS;
 * any other error is thrown on.
 */
export async function withPassword<T>(db: Database, userId: string, call: () => Promise<T>): Promise<{ ok: true; value: T } | PasswordRefusal> {
  const limitKey = `change-password:${userId}`;
  if ((await peekRateLimit(db, limitKey, FAILED_PASSWORD_CHECKS)) >= FAILED_PASSWORD_CHECKS.limit) {
    return { ok: false, reason: 'throttled', answer: { ok: false, status: 400, error: 'Too many wrong passwords. Please wait 10 minutes and try again.' } };
  }
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!isWrongPassword(error)) throw error;
    await hitRateLimit(db, limitKey, FAILED_PASSWORD_CHECKS);
    return { ok: false, reason: 'wrong password', answer: { ok: false, status: 400, error: WRONG_CURRENT_PASSWORD } };
  }
}

/** The audit entry of a change the signed-in user made to their own account. */
export function recordOwnChange(
  db: Pick<Database, 'insert'>,
  { actor, user }: Pick<StaffContext, 'actor' | 'user'>,
  action: string,
  details: Record<string, unknown>,
) {
  return recordAudit(db, { action, actor: user, entityType: 'user', entityId: user.id, ipAddress: actor.ipAddress, details });
}

/**
 * Audits the change, tells the owner by email, and ends every other session of the account: those
 * made before the change began, except this browser's. (Some plugin calls replace this browser's
 * session with a new one, made after `startedAt`, which stays.) `change` begins the email's
 * sentence: 'A passkey was added to' ... 'your <company> admin account'.
 */
export async function afterFactorChange(
  { db, actor, user }: StaffContext,
  action: string,
  change: string,
  startedAt: Date,
  details: Record<string, unknown> = {},
) {
  const site = await getSiteInfo();
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), lt(sessions.createdAt, startedAt)))
      .returning({ id: sessions.id });
    await recordOwnChange(tx, { actor, user }, action, { ...details, endedSessions: ended.length });
    await enqueueMail(tx, [
      accountNoticeEmail({
        to: user.email,
        name: user.name,
        heading: 'Your sign-in changed',
        subject: 'sign-in changed',
        happened: (companyName, when) => `${change} your ${companyName} admin account on ${when}. Your other browsers were signed out.`,
        advice: ['If this was not you, reset your password at once and tell your administrator.'],
        at: new Date(),
        company: { name: site.companyName, email: site.email, phone: site.phone, address: site.address },
      }),
    ]);
  });
  wakeOutboxWorker();
}
