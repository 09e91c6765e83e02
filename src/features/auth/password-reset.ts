// 'Forgot password?': a link by email that sets a new password. The rules, as plain functions over
// the database (the actions call them; the integration tests too):
// - the link's token is random (32 bytes); only its SHA-256 is stored (verifications), for 1 hour;
// - several links of one account may be open at once; using one spends them all;
// - the new password is hashed as better-auth hashes it; setting it ends every session of the
//   account, writes an audit entry and queues a 'your password was changed' email, all in one
//   transaction, as the link's email is queued in the transaction that stores its token;
// - a disabled account, or no account, gets no email (the visitor is told the same either way).
// docs/decisions/021-password-reset.md says why we do not use better-auth's own reset endpoints.
import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { findTokenOwner, tokenDigest } from '@/server/auth/email-link-tokens';
import type { Database } from '@/server/db/client';
import { accounts, sessions, users, verifications } from '@/server/db/schema';
import type { EmailCompany } from '@/server/mail/layout';
import { enqueueMail } from '@/server/mail/outbox';
import { passwordChangedEmail, passwordResetEmail } from './password-reset-email';

export const RESET_LINK_TTL_MS = 60 * 60_000;
/** Reset requests: 10 an hour from one address, and at most 3 emails an hour to one email address. */
export const RESET_REQUEST_LIMITS = { address: { limit: 10, windowMs: 60 * 60_000 }, email: { limit: 3, windowMs: 60 * 60_000 } };
const RESET_PREFIX = 'password-reset:';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{40,64}$/;

export type ResetContext = { siteUrl: string; company: EmailCompany; ipAddress?: string | null; now?: Date };

/** The account a reset may serve: enabled, and not limited to single sign-on, which has no password to reset (decision 107). */
async function resettableAccount(db: Pick<Database, 'select'>, which: SQL) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, banned: users.banned, ssoOnly: users.ssoOnly })
    .from(users)
    .where(which)
    .limit(1);
  return user && !user.banned && !user.ssoOnly ? user : null;
}

/**
 * Queues a reset link to the account with this email, if there is one that may sign in. Returns
 * whether it did (for tests and logs: the visitor is never told).
 */
export async function requestPasswordReset(db: Database, email: string, context: ResetContext): Promise<boolean> {
  const now = context.now ?? new Date();
  const user = await resettableAccount(db, eq(users.email, email));
  if (!user) return false;
  const token = randomBytes(32).toString('base64url');
  const identifier = `${RESET_PREFIX}${user.id}`;
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(and(eq(verifications.identifier, identifier), lte(verifications.expiresAt, now)));
    await tx.insert(verifications).values({ id: randomUUID(), identifier, value: tokenDigest(token), expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS) });
    await enqueueMail(tx, [
      passwordResetEmail({ to: user.email, name: user.name, link: `${context.siteUrl}/auth/reset-password?token=${token}`, company: context.company }),
    ]);
  });
  return true;
}

export type PasswordReset = { userId: string; name: string; email: string };

/** The account a reset link's token opens: it matches, has not expired or been used, and the account is enabled. */
export async function findPasswordReset(db: Pick<Database, 'select'>, token: unknown, now = new Date()): Promise<PasswordReset | null> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const userId = await findTokenOwner(db, RESET_PREFIX, token, now);
  if (!userId) return null;
  const user = await resettableAccount(db, eq(users.id, userId));
  if (!user) return null;
  return { userId: user.id, name: user.name, email: user.email };
}

export type ResetOutcome = PasswordReset & { endedSessions: number };

/** Sets the new password if the token still opens a reset. Null when it does not (any more). */
export async function resetPassword(db: Database, token: string, password: string, context: ResetContext): Promise<ResetOutcome | null> {
  const now = context.now ?? new Date();
  const reset = await findPasswordReset(db, token, now);
  if (!reset) return null;
  const hash = await hashPassword(password);
  const identifier = `${RESET_PREFIX}${reset.userId}`;
  return db.transaction(async (tx) => {
    // Locked and checked again: two submissions of one link set the password only once.
    const [row] = await tx
      .select({ id: verifications.id })
      .from(verifications)
      .where(and(eq(verifications.identifier, identifier), eq(verifications.value, tokenDigest(token)), gt(verifications.expiresAt, now)))
      .for('update');
    if (!row) return null;
    await tx.delete(verifications).where(eq(verifications.identifier, identifier));
    const updated = await tx
      .update(accounts)
      .set({ password: hash })
      .where(and(eq(accounts.userId, reset.userId), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    // An invited account that never set a password has no credential row yet.
    if (updated.length === 0)
      await tx.insert(accounts).values({ id: randomUUID(), accountId: reset.userId, providerId: 'credential', userId: reset.userId, password: hash });
    // The link proves the mailbox (an open invitation stops working too: the account has a password now).
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, reset.userId));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, reset.userId)).returning({ id: sessions.id });
    await recordAudit(tx, {
      action: 'auth.password_reset',
      actor: { id: reset.userId, email: reset.email },
      entityType: 'user',
      entityId: reset.userId,
      ipAddress: context.ipAddress,
      details: { endedSessions: ended.length },
    });
    await enqueueMail(tx, [
      passwordChangedEmail({ to: reset.email, name: reset.name, at: now, forgotLink: `${context.siteUrl}/auth/forgot-password`, company: context.company }),
    ]);
    return { ...reset, endedSessions: ended.length };
  });
}
