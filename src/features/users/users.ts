// The rules of Users & Roles, as plain functions over the database (the actions in
// admin-actions.ts call them after the role check; the integration tests call them directly):
// - a role change or a disable/enable ends the user's sessions at once;
// - there is always at least one active super admin, and nobody disables their own account;
// - an invitation creates the account with its role and no password, plus a one-time token
//   (only its hash is stored) that is valid for 7 days and sets the password.
import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, asc, count, eq, gt, isNotNull, like, max, ne, sql } from 'drizzle-orm';
import { CrudError } from '@/features/admin/crud/server';
import { auditChangesOf, recordAudit } from '@/features/audit/record';
import { accountNoticeEmail } from '@/features/auth/account-notice-email';
import type { Role } from '@/server/auth/roles';
import { findTokenOwner, tokenDigest } from '@/server/auth/email-link-tokens';
import type { Database } from '@/server/db/client';
import { accounts, auditLog, passkeys, sessions, twoFactors, users, verifications } from '@/server/db/schema';
import type { EmailCompany } from '@/server/mail/layout';
import { enqueueMail } from '@/server/mail/outbox';
import { invitationEmail } from './invite-email';
import { INVITATION_DAYS, LAST_SUPER_ADMIN, type InviteInput, type RoleChoice } from './schema';

const auditUserChange = auditChangesOf('user');

/** Who acts: the signed-in super admin (their current session survives a change of their own role) and their address, for the audit log. */
export type Actor = { id: string; email: string; sessionId?: string; ipAddress?: string | null };

/** A refusal the screen shows as it is (a CrudError, so the staff actions answer it as every other refusal). */
export class UserRuleError extends CrudError {}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const INVITE_PREFIX = 'invite:';
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60_000;

export type UserRow = {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  disabled: boolean;
  createdAt: Date;
  /** The newest successful sign-in recorded in the audit log. */
  lastSignInAt: Date | null;
  /** No password yet: the account was invited and has not accepted. */
  invitationPending: boolean;
  /** When the pending invitation's link stops working (null: none left, e.g. expired and cleaned). */
  invitationExpiresAt: Date | null;
  /** Signs in with an authenticator app after the password (decision 106). */
  twoStep: boolean;
  /** Signs in only through single sign-on (decision 107). */
  ssoOnly: boolean;
  /** How many passkeys the account has (each signs in alone, and counts as its second factor). */
  passkeys: number;
};

/** Every account, super admins first, then by name. */
export async function listUsers(db: Database): Promise<UserRow[]> {
  const [rows, signIns, passwords, invitations, passkeyCounts] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        banned: users.banned,
        twoFactorEnabled: users.twoFactorEnabled,
        ssoOnly: users.ssoOnly,
        createdAt: users.createdAt,
      })
      .from(users)
      .orderBy(sql`case ${users.role} when 'super_admin' then 0 when 'admin' then 1 when 'editor' then 2 else 3 end`, asc(users.name), asc(users.email)),
    db
      .select({ userId: auditLog.actorUserId, at: max(auditLog.createdAt) })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in'), isNotNull(auditLog.actorUserId), sql`${auditLog.details}->>'success' = 'true'`))
      .groupBy(auditLog.actorUserId),
    db
      .select({ userId: accounts.userId })
      .from(accounts)
      .where(and(eq(accounts.providerId, 'credential'), isNotNull(accounts.password))),
    db
      .select({ identifier: verifications.identifier, expiresAt: max(verifications.expiresAt) })
      .from(verifications)
      .where(like(verifications.identifier, `${INVITE_PREFIX}%`))
      .groupBy(verifications.identifier),
    db.select({ userId: passkeys.userId, n: count() }).from(passkeys).groupBy(passkeys.userId),
  ]);
  const passkeysOf = new Map(passkeyCounts.map((row) => [row.userId, row.n]));
  const lastSignIn = new Map(signIns.map((row) => [row.userId, row.at]));
  const withPassword = new Set(passwords.map((row) => row.userId));
  const invitationExpiry = new Map(invitations.map((row) => [row.identifier.slice(INVITE_PREFIX.length), row.expiresAt]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    disabled: Boolean(row.banned),
    createdAt: row.createdAt,
    lastSignInAt: lastSignIn.get(row.id) ?? null,
    // An account single sign-on made has no password, and no invitation either.
    invitationPending: !withPassword.has(row.id) && !row.ssoOnly,
    invitationExpiresAt: withPassword.has(row.id) || row.ssoOnly ? null : (invitationExpiry.get(row.id) ?? null),
    twoStep: row.twoFactorEnabled,
    ssoOnly: row.ssoOnly,
    passkeys: passkeysOf.get(row.id) ?? 0,
  }));
}

/** The target, and the active super admins, locked for the rest of the transaction (two changes at once cannot both remove "the other" super admin). */
async function lockTarget(tx: Tx, userId: string) {
  const superAdmins = await tx
    .select({ id: users.id, banned: users.banned })
    .from(users)
    .where(eq(users.role, 'super_admin'))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('update');
  if (!target) throw new UserRuleError('This user no longer exists. Reload the page.', 404);
  const activeSuperAdmins = superAdmins.filter((row) => !row.banned).map((row) => row.id);
  return { target, activeSuperAdmins };
}

/** Deletes the user's sessions (all of them, or all but the actor's current one when they change themselves). */
async function endSessions(tx: Tx, userId: string, actor: Actor) {
  const keep = actor.id === userId && actor.sessionId ? ne(sessions.id, actor.sessionId) : undefined;
  const ended = await tx
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), keep) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}

export type ChangeResult = { name: string; changed: boolean; endedSessions: number };

/** Gives the user a role (or none); the last active super admin keeps theirs. Ends the user's sessions. */
export async function changeUserRole(db: Database, actor: Actor, input: { userId: string; role: RoleChoice }): Promise<ChangeResult> {
  const role = input.role === 'none' ? null : input.role;
  return db.transaction(async (tx) => {
    const { target, activeSuperAdmins } = await lockTarget(tx, input.userId);
    if (target.role === role) return { name: target.name, changed: false, endedSessions: 0 };
    const losesLastSuperAdmin = activeSuperAdmins.includes(target.id) && activeSuperAdmins.length <= 1;
    if (losesLastSuperAdmin) throw new UserRuleError(LAST_SUPER_ADMIN, 409);
    await tx.update(users).set({ role }).where(eq(users.id, target.id));
    const endedSessions = await endSessions(tx, target.id, actor);
    await auditUserChange(tx, actor, 'user.role_change', target.id, { email: target.email, from: target.role, to: role, endedSessions });
    return { name: target.name, changed: true, endedSessions };
  });
}

/** Disables (users.banned) or enables an account. Ends the user's sessions either way. */
export async function changeUserDisabled(db: Database, actor: Actor, input: { userId: string; disabled: boolean }): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const { target, activeSuperAdmins } = await lockTarget(tx, input.userId);
    if (Boolean(target.banned) === input.disabled) return { name: target.name, changed: false, endedSessions: 0 };
    if (input.disabled) {
      if (activeSuperAdmins.includes(target.id) && activeSuperAdmins.length <= 1) throw new UserRuleError(LAST_SUPER_ADMIN, 409);
      if (target.id === actor.id) throw new UserRuleError('You cannot disable your own account. Ask another super admin.', 400);
    }
    await tx
      .update(users)
      .set(input.disabled ? { banned: true, banReason: `Disabled by ${actor.email}` } : { banned: false, banReason: null, banExpires: null })
      .where(eq(users.id, target.id));
    // A disabled user is signed out everywhere (the actor is never the target here).
    const endedSessions = await endSessions(tx, target.id, { ...actor, sessionId: undefined });
    await auditUserChange(tx, actor, input.disabled ? 'user.disable' : 'user.enable', target.id, { email: target.email, endedSessions });
    return { name: target.name, changed: true, endedSessions };
  });
}

/**
 * Resets another account's two-step sign-in (a lost phone and lost recovery codes, a lost security
 * key): the app's secret, the recovery codes, the trusted browsers and the passkeys go, every
 * session ends, the owner is told by email. They sign in with the password alone until they set
 * up an app or add a passkey again.
 */
export async function resetTwoStep(db: Database, actor: Actor, userId: string, company: EmailCompany): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const { target } = await lockTarget(tx, userId);
    if (target.id === actor.id) throw new UserRuleError('Turn off your own two-step sign-in in your profile.', 400);
    const removed = await tx.delete(twoFactors).where(eq(twoFactors.userId, target.id)).returning({ id: twoFactors.id });
    const removedPasskeys = await tx.delete(passkeys).where(eq(passkeys.userId, target.id)).returning({ name: passkeys.name });
    if (removed.length === 0 && removedPasskeys.length === 0) return { name: target.name, changed: false, endedSessions: 0 };
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, target.id));
    // The plugin's trusted browsers: a verification row per browser, its value the user's id.
    await tx.delete(verifications).where(and(like(verifications.identifier, 'trust-device-%'), eq(verifications.value, target.id)));
    const endedSessions = await endSessions(tx, target.id, { ...actor, sessionId: undefined });
    await auditUserChange(tx, actor, 'user.two_factor_reset', target.id, {
      email: target.email,
      endedSessions,
      authenticatorApp: removed.length > 0,
      passkeys: removedPasskeys.map((passkey) => passkey.name),
    });
    await enqueueMail(tx, [
      accountNoticeEmail({
        to: target.email,
        name: target.name,
        heading: 'Your two-step sign-in was reset',
        subject: 'two-step sign-in was reset',
        happened: (companyName, when) =>
          `${actor.email}, a super admin, reset the two-step sign-in of your ${companyName} admin account on ${when}: its authenticator app and passkeys were removed, and your browsers were signed out. You sign in with your password alone until you set up an authenticator app or add a passkey again in your profile.`,
        advice: ['If you did not ask for this, tell your administrator at once.'],
        at: new Date(),
        company,
      }),
    ]);
    return { name: target.name, changed: true, endedSessions };
  });
}

/**
 * Limits an account to single sign-on (decision 107), or lets it use a password again: limited,
 * its password no longer signs in or can be reset, and its sessions end so that the next sign-in
 * goes through the provider. A super admin account is never limited (it cannot sign in through
 * single sign-on), nor one's own.
 */
export async function changeSsoOnly(db: Database, actor: Actor, userId: string, ssoOnly: boolean): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const { target } = await lockTarget(tx, userId);
    const [current] = await tx.select({ ssoOnly: users.ssoOnly }).from(users).where(eq(users.id, target.id));
    if (current!.ssoOnly === ssoOnly) return { name: target.name, changed: false, endedSessions: 0 };
    if (ssoOnly && target.id === actor.id) throw new UserRuleError('You cannot limit your own account to single sign-on. Ask another super admin.', 400);
    if (ssoOnly && target.role === 'super_admin')
      throw new UserRuleError('A super admin signs in with a password: single sign-on does not open super admin accounts.', 400);
    await tx.update(users).set({ ssoOnly }).where(eq(users.id, target.id));
    const endedSessions = ssoOnly ? await endSessions(tx, target.id, { ...actor, sessionId: undefined }) : 0;
    await auditUserChange(tx, actor, ssoOnly ? 'user.sso_only' : 'user.password_allowed', target.id, { email: target.email, endedSessions });
    return { name: target.name, changed: true, endedSessions };
  });
}

export type InvitationContext = { siteUrl: string; company: EmailCompany; now?: Date };

/** A new invitation token for the user, replacing any earlier one; its email is queued in the same transaction. */
async function issueInvitation(tx: Tx, user: { id: string; name: string; email: string; role: Role | null }, inviter: Actor, context: InvitationContext) {
  const token = randomBytes(24).toString('base64url');
  const now = context.now ?? new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_MS);
  const identifier = `${INVITE_PREFIX}${user.id}`;
  await tx.delete(verifications).where(eq(verifications.identifier, identifier));
  await tx.insert(verifications).values({ id: randomUUID(), identifier, value: tokenDigest(token), expiresAt });
  const link = `${context.siteUrl}/auth/invite?token=${token}`;
  await enqueueMail(tx, [
    invitationEmail({ to: user.email, name: user.name, role: user.role, inviter: inviter.email, link, expiresAt, company: context.company }),
  ]);
  return { token, link, expiresAt };
}

/** Creates the account with its role and no password, and queues the invitation. 409 when the email has an account. */
export async function inviteUser(db: Database, actor: Actor, input: InviteInput, context: InvitationContext) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
    if (existing) throw new UserRuleError('An account with this email already exists.', 409);
    const id = randomUUID();
    await tx.insert(users).values({ id, name: input.name, email: input.email, emailVerified: false, role: input.role });
    const invitation = await issueInvitation(tx, { id, name: input.name, email: input.email, role: input.role }, actor, context);
    await auditUserChange(tx, actor, 'user.invite', id, { email: input.email, role: input.role });
    return { userId: id, ...invitation };
  });
}

/** A fresh link for an invitation that was lost or expired (only while the account has no password). */
export async function resendInvitation(db: Database, actor: Actor, userId: string, context: InvitationContext) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, banned: users.banned })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw new UserRuleError('This user no longer exists. Reload the page.', 404);
    if (user.banned) throw new UserRuleError('This account is disabled. Enable it before sending a new invitation.', 409);
    if (await hasPassword(tx, user.id)) throw new UserRuleError('This user has already accepted the invitation and set a password.', 409);
    const invitation = await issueInvitation(tx, user, actor, context);
    await auditUserChange(tx, actor, 'user.invite_resend', user.id, { email: user.email });
    return { name: user.name, ...invitation };
  });
}

async function hasPassword(db: Pick<Database, 'select'>, userId: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)))
    .limit(1);
  return Boolean(row);
}

export type Invitation = { userId: string; name: string; email: string; role: Role | null };

/** The invitation a link's token opens: it matches, has not expired, and its account is enabled and has no password yet. */
export async function findInvitation(db: Pick<Database, 'select'>, token: unknown, now = new Date()): Promise<Invitation | null> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const userId = await findTokenOwner(db, INVITE_PREFIX, token, now);
  if (!userId) return null;
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.banned || (await hasPassword(db, user.id))) return null;
  return { userId: user.id, name: user.name, email: user.email, role: user.role };
}

/**
 * Sets the invited user's password as better-auth stores it (a 'credential' account with an
 * scrypt hash) and spends the token. Null when the token does not open an invitation (any more).
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  password: string,
  context: { ipAddress?: string | null; now?: Date } = {},
): Promise<Invitation | null> {
  const now = context.now ?? new Date();
  const invitation = await findInvitation(db, token, now);
  if (!invitation) return null;
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Locked and checked again: two submissions of one link set the password only once.
    const [row] = await tx
      .select({ id: verifications.id })
      .from(verifications)
      .where(
        and(
          eq(verifications.identifier, `${INVITE_PREFIX}${invitation.userId}`),
          eq(verifications.value, tokenDigest(token)),
          gt(verifications.expiresAt, now),
        ),
      )
      .for('update');
    if (!row || (await hasPassword(tx, invitation.userId))) return null;
    await tx.delete(accounts).where(and(eq(accounts.userId, invitation.userId), eq(accounts.providerId, 'credential')));
    await tx.insert(accounts).values({ id: randomUUID(), accountId: invitation.userId, providerId: 'credential', userId: invitation.userId, password: hash });
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, invitation.userId));
    await tx.delete(verifications).where(eq(verifications.identifier, `${INVITE_PREFIX}${invitation.userId}`));
    await recordAudit(tx, {
      action: 'user.invite_accept',
      actor: { id: invitation.userId, email: invitation.email },
      entityType: 'user',
      entityId: invitation.userId,
      ipAddress: context.ipAddress,
    });
    return invitation;
  });
}
