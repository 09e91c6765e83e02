import { randomUUID } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import { createAdministrator } from '@/server/auth/bootstrap';
import type { Role } from '@/server/auth/roles';
import type { Database } from '@/server/db/client';
import { accounts, auditLog, mailOutbox, passkeys, sessions, twoFactors, users, verifications } from '@/server/db/schema';
import { LAST_SUPER_ADMIN } from './schema';
import { endAccountSessions, listAccountSessions } from '@/features/profile/sessions';
import {
  acceptInvitation,
  changeSsoOnly,
  changeUserDisabled,
  changeUserRole,
  findInvitation,
  inviteUser,
  listUsers,
  resendInvitation,
  resetTwoStep,
  type Actor,
} from './users';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

const DAY = 86_400_000;
const context = {
  siteUrl: 'https://axionlabs.example',
  company: { name: 'Axion Labs', email: 'hello@axionlabs.example', phone: '', address: 'Sheridan, Wyoming, USA' },
};

async function account(email: string, role: Role | null = 'editor') {
  const created = await createAdministrator(db, { email, password: 'a perfectly fine passphrase', name: email.split('@')[0]!, role: role ?? undefined });
  if (role === null) await db.update(users).set({ role: null }).where(eq(users.id, created.id));
  return created;
}

async function openSession(userId: string) {
  const id = randomUUID();
  await db.insert(sessions).values({ id, token: randomUUID(), userId, expiresAt: new Date(Date.now() + DAY) });
  return id;
}

async function sessionIds(userId: string) {
  return (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map((row) => row.id).sort();
}

const actorOf = (user: { id: string; email: string }, sessionId?: string): Actor => ({ ...user, sessionId });

describe('roles and the last super admin', () => {
  it('never demotes or disables the last active super admin, and nobody disables themselves', async () => {
    const boss = await account('boss@axionlabs.dev', 'super_admin');
    const actor = actorOf(boss);
    await expect(changeUserRole(db, actor, { userId: boss.id, role: 'admin' })).rejects.toThrow(LAST_SUPER_ADMIN);
    await expect(changeUserRole(db, actor, { userId: boss.id, role: 'none' })).rejects.toMatchObject({ status: 409 });
    await expect(changeUserDisabled(db, actor, { userId: boss.id, disabled: true })).rejects.toThrow(LAST_SUPER_ADMIN);

    // A second super admin who is disabled does not count.
    const deputy = await account('deputy@axionlabs.dev', 'super_admin');
    await changeUserDisabled(db, actor, { userId: deputy.id, disabled: true });
    await expect(changeUserRole(db, actor, { userId: boss.id, role: 'editor' })).rejects.toThrow(LAST_SUPER_ADMIN);

    // Once enabled, either may be demoted, but not both, and still nobody disables themselves.
    await changeUserDisabled(db, actor, { userId: deputy.id, disabled: false });
    await expect(changeUserDisabled(db, actor, { userId: boss.id, disabled: true })).rejects.toThrow('You cannot disable your own account');
    expect(await changeUserRole(db, actorOf(deputy), { userId: boss.id, role: 'admin' })).toMatchObject({ changed: true });
    await expect(changeUserRole(db, actorOf(deputy), { userId: deputy.id, role: 'admin' })).rejects.toThrow(LAST_SUPER_ADMIN);
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, deputy.id));
    expect(row?.role).toBe('super_admin');
    await changeUserRole(db, actorOf(deputy), { userId: boss.id, role: 'super_admin' });
  });

  it('refuses unknown users and leaves an unchanged role alone', async () => {
    const [boss] = await db.select().from(users).where(eq(users.email, 'boss@axionlabs.dev'));
    await expect(changeUserRole(db, actorOf(boss!), { userId: 'no-such-user', role: 'editor' })).rejects.toMatchObject({ status: 404 });
    await expect(changeUserDisabled(db, actorOf(boss!), { userId: 'no-such-user', disabled: true })).rejects.toMatchObject({ status: 404 });
    expect(await changeUserRole(db, actorOf(boss!), { userId: boss!.id, role: 'super_admin' })).toMatchObject({ changed: false });
  });
});

describe('ending sessions', () => {
  it('a role change ends all the user’s sessions and is audited', async () => {
    const [boss] = await db.select().from(users).where(eq(users.email, 'boss@axionlabs.dev'));
    const editor = await account('eddie@axionlabs.dev');
    const bystander = await account('bystander@axionlabs.dev');
    await openSession(editor.id);
    await openSession(editor.id);
    const untouched = await openSession(bystander.id);

    expect(await changeUserRole(db, actorOf(boss!), { userId: editor.id, role: 'admin' })).toEqual({ name: 'eddie', changed: true, endedSessions: 2 });
    expect(await sessionIds(editor.id)).toEqual([]);
    expect(await sessionIds(bystander.id)).toEqual([untouched]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.role_change'), eq(auditLog.entityId, editor.id)));
    expect(entry).toMatchObject({
      actorUserId: boss!.id,
      actorEmail: 'boss@axionlabs.dev',
      entityType: 'user',
      details: { from: 'editor', to: 'admin', endedSessions: 2 },
    });
  });

  it('changing one’s own role keeps the session in use and ends the others', async () => {
    const [deputy] = await db.select().from(users).where(eq(users.email, 'deputy@axionlabs.dev'));
    const current = await openSession(deputy!.id);
    await openSession(deputy!.id);
    await changeUserRole(db, actorOf(deputy!, current), { userId: deputy!.id, role: 'admin' });
    expect(await sessionIds(deputy!.id)).toEqual([current]);
  });

  it('disabling and enabling end the user’s sessions; the flag is stored in users.banned', async () => {
    const [boss] = await db.select().from(users).where(eq(users.email, 'boss@axionlabs.dev'));
    const writer = await account('writer@axionlabs.dev', null);
    await openSession(writer.id);
    expect(await changeUserDisabled(db, actorOf(boss!), { userId: writer.id, disabled: true })).toMatchObject({ changed: true, endedSessions: 1 });
    expect(await sessionIds(writer.id)).toEqual([]);
    const [disabled] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, writer.id));
    expect(disabled?.banned).toBe(true);

    await openSession(writer.id);
    expect(await changeUserDisabled(db, actorOf(boss!), { userId: writer.id, disabled: false })).toMatchObject({ changed: true, endedSessions: 1 });
    const actions = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, writer.id));
    expect(actions.map((a) => a.action)).toEqual(['user.create_administrator', 'user.disable', 'user.enable']);
  });
});

describe('invitations', () => {
  it('creates the account with its role and no password, stores only the token’s hash and queues the email', async () => {
    const [boss] = await db.select().from(users).where(eq(users.email, 'boss@axionlabs.dev'));
    const invitation = await inviteUser(db, actorOf(boss!), { name: 'Nora New', email: 'nora@axionlabs.dev', role: 'editor' }, context);
    expect(invitation.link).toBe(`https://axionlabs.example/auth/invite?token=${invitation.token}`);

    const [nora] = await db.select().from(users).where(eq(users.email, 'nora@axionlabs.dev'));
    expect(nora).toMatchObject({ role: 'editor', name: 'Nora New', emailVerified: false });
    expect(await db.select().from(accounts).where(eq(accounts.userId, nora!.id))).toEqual([]);
    const [token] = await db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `invite:${nora!.id}`));
    expect(token!.value).not.toContain(invitation.token);
    expect(token!.value).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(token!.expiresAt.getTime() - Date.now() - 7 * DAY)).toBeLessThan(60_000);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'nora@axionlabs.dev'));
    expect(mail?.textBody).toContain(invitation.link);
    expect(mail?.subject).toBe('Your invitation to the Axion Labs admin');

    const users_ = await listUsers(db);
    expect(users_.find((u) => u.id === nora!.id)).toMatchObject({ invitationPending: true, lastSignInAt: null, disabled: false });
    expect(users_.find((u) => u.id === boss!.id)?.invitationPending).toBe(false);

    await expect(inviteUser(db, actorOf(boss!), { name: 'Again', email: 'nora@axionlabs.dev', role: 'admin' }, context)).rejects.toMatchObject({
      status: 409,
      message: 'An account with this email already exists.',
    });
  });

  it('a link is valid until it expires, for an enabled account without a password', async () => {
    const [boss] = await db.select().from(users).where(eq(users.email, 'boss@axionlabs.dev'));
    const invitation = await inviteUser(db, actorOf(boss!), { name: 'Omar Later', email: 'omar@axionlabs.dev', role: 'admin' }, context);
    expect(await findInvitation(db, invitation.token)).toMatchObject({ email: 'omar@axionlabs.dev', role: 'admin' });
    expect(await findInvitation(db, invitation.token, new Date(Date.now() + 6 * DAY))).not.toBeNull();
    expect(await findInvitation(db, invitation.token, new Date(Date.now() + 7 * DAY + 60_000))).toBeNull();
    expect(await acceptInvitation(db, invitation.token, 'a brand new passphrase', { now: new Date(Date.now() + 8 * DAY) })).toBeNull();
    // Change the last character to one it is not (replacing it with a fixed 'A' left it unchanged 1 time in 64).
    const tampered = invitation.token.slice(0, -1) + (invitation.token.endsWith('A') ? 'B' : 'A');
    expect(await findInvitation(db, tampered)).toBeNull();
    expect(await findInvitation(db, 'short')).toBeNull();
    expect(await findInvitation(db, undefined)).toBeNull();

    await changeUserDisabled(db, actorOf(boss!), { userId: invitation.userId, disabled: true });
    expect(await findInvitation(db, invitation.token)).toBeNull();
    await changeUserDisabled(db, actorOf(boss!), { userId: invitation.userId, disabled: false });

    // A new link replaces the old one.
    const fresh = await resendInvitation(db, actorOf(boss!), invitation.userId, context);
    expect(await findInvitation(db, invitation.token)).toBeNull();
    expect(await findInvitation(db, fresh.token)).toMatchObject({ userId: invitation.userId });
  });

  it('accepting sets the password as better-auth stores it, once', async () => {
    const [boss] = await db.select().from(users).where(eq(users.email, 'boss@axionlabs.dev'));
    const invitation = await inviteUser(db, actorOf(boss!), { name: 'Pia Pass', email: 'pia@axionlabs.dev', role: 'editor' }, context);
    expect(await acceptInvitation(db, invitation.token, 'a brand new passphrase', { ipAddress: '192.0.2.9' })).toMatchObject({ email: 'pia@axionlabs.dev' });

    const [credential] = await db.select().from(accounts).where(eq(accounts.userId, invitation.userId));
    expect(credential).toMatchObject({ providerId: 'credential', accountId: invitation.userId });
    expect(await verifyPassword({ hash: credential!.password!, password: 'a brand new passphrase' })).toBe(true);
    const [pia] = await db.select().from(users).where(eq(users.id, invitation.userId));
    expect(pia?.emailVerified).toBe(true);
    expect(
      await db
        .select()
        .from(verifications)
        .where(like(verifications.identifier, `invite:${invitation.userId}`)),
    ).toEqual([]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.invite_accept'), eq(auditLog.entityId, invitation.userId)));
    expect(entry).toMatchObject({ actorUserId: invitation.userId, ipAddress: '192.0.2.9' });

    expect(await findInvitation(db, invitation.token)).toBeNull();
    expect(await acceptInvitation(db, invitation.token, 'someone else’s passphrase')).toBeNull();
    await expect(resendInvitation(db, actorOf(boss!), invitation.userId, context)).rejects.toMatchObject({ status: 409 });
  });
});

describe('the list', () => {
  it('shows the newest successful sign-in from the audit log', async () => {
    const [boss] = await db.select().from(users).where(eq(users.email, 'boss@axionlabs.dev'));
    const older = new Date(Date.now() - 2 * DAY);
    const newer = new Date(Date.now() - DAY);
    await db.insert(auditLog).values([
      { action: 'auth.sign_in', actorUserId: boss!.id, actorEmail: boss!.email, details: { success: true }, createdAt: older },
      { action: 'auth.sign_in', actorUserId: boss!.id, actorEmail: boss!.email, details: { success: true }, createdAt: newer },
      { action: 'auth.sign_in', actorKind: 'visitor', actorEmail: boss!.email, details: { success: false }, createdAt: new Date() },
    ]);
    const listed = await listUsers(db);
    expect(listed.find((u) => u.id === boss!.id)?.lastSignInAt?.getTime()).toBe(newer.getTime());
    expect(listed[0]?.role).toBe('super_admin');
  });
});

describe('two-step sign-in and sessions, by a super admin', () => {
  it('resets another account’s two-step sign-in: the app, its recovery codes and trusted browsers go, every session ends, the owner is emailed', async () => {
    const boss = await account('reset-boss@axionlabs.dev', 'super_admin');
    const owner = await account('lost-phone@axionlabs.dev', 'editor');
    await db.insert(twoFactors).values({ id: randomUUID(), userId: owner.id, secret: 'encrypted secret', backupCodes: 'encrypted codes' });
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, owner.id));
    await db.insert(verifications).values({ id: randomUUID(), identifier: 'trust-device-abc', value: owner.id, expiresAt: new Date(Date.now() + DAY) });
    await openSession(owner.id);
    await openSession(owner.id);
    expect((await listUsers(db)).find((row) => row.id === owner.id)).toMatchObject({ twoStep: true });

    await expect(resetTwoStep(db, actorOf(boss), boss.id, context.company)).rejects.toMatchObject({ status: 400 });
    expect(await resetTwoStep(db, actorOf(boss), owner.id, context.company)).toEqual({ name: 'lost-phone', changed: true, endedSessions: 2 });
    expect(await db.select().from(twoFactors).where(eq(twoFactors.userId, owner.id))).toEqual([]);
    expect((await listUsers(db)).find((row) => row.id === owner.id)).toMatchObject({ twoStep: false });
    expect(await db.select().from(verifications).where(eq(verifications.identifier, 'trust-device-abc'))).toEqual([]);
    expect(await sessionIds(owner.id)).toEqual([]);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, owner.email), like(mailOutbox.subject, '%two-step sign-in was reset')));
    expect(mail!.textBody).toContain('reset-boss@axionlabs.dev, a super admin, reset the two-step sign-in');
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.two_factor_reset'), eq(auditLog.entityId, owner.id)));
    expect(entry).toMatchObject({ actorEmail: 'reset-boss@axionlabs.dev' });
    // Nothing left to reset: nothing changes.
    expect(await resetTwoStep(db, actorOf(boss), owner.id, context.company)).toMatchObject({ changed: false });
  });

  it('limits an account to single sign-on (its sessions end), lets it use a password again, and never limits a super admin or oneself', async () => {
    const boss = await account('sso-boss@axionlabs.dev', 'super_admin');
    const other = await account('sso-other-boss@axionlabs.dev', 'super_admin');
    const writer = await account('sso-writer@axionlabs.dev', 'editor');
    await openSession(writer.id);
    expect(await changeSsoOnly(db, actorOf(boss), writer.id, true)).toEqual({ name: 'sso-writer', changed: true, endedSessions: 1 });
    expect((await listUsers(db)).find((row) => row.id === writer.id)).toMatchObject({ ssoOnly: true, invitationPending: false });
    expect(await changeSsoOnly(db, actorOf(boss), writer.id, true)).toMatchObject({ changed: false });
    expect(await changeSsoOnly(db, actorOf(boss), writer.id, false)).toEqual({ name: 'sso-writer', changed: true, endedSessions: 0 });
    await expect(changeSsoOnly(db, actorOf(boss), other.id, true)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('A super admin signs in with a password'),
    });
    await expect(changeSsoOnly(db, actorOf(boss), boss.id, true)).rejects.toMatchObject({ status: 400 });
    const actions = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, writer.id));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['user.sso_only', 'user.password_allowed']));
  });

  it('resets an account whose only second factors are passkeys: they go, the list counted them, the email says so', async () => {
    const boss = await account('reset-boss-2@axionlabs.dev', 'super_admin');
    const owner = await account('lost-key@axionlabs.dev', 'editor');
    for (const name of ['Phone', 'Security key'])
      await db.insert(passkeys).values({ id: randomUUID(), userId: owner.id, name, credentialId: randomUUID(), publicKey: 'pk', deviceType: 'singleDevice' });
    await openSession(owner.id);
    expect((await listUsers(db)).find((row) => row.id === owner.id)).toMatchObject({ twoStep: false, passkeys: 2 });

    expect(await resetTwoStep(db, actorOf(boss), owner.id, context.company)).toEqual({ name: 'lost-key', changed: true, endedSessions: 1 });
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, owner.id))).toEqual([]);
    expect((await listUsers(db)).find((row) => row.id === owner.id)).toMatchObject({ passkeys: 0 });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.email));
    expect(mail!.textBody).toContain('its authenticator app and passkeys were removed');
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.two_factor_reset'), eq(auditLog.entityId, owner.id)));
    expect(entry!.details).toMatchObject({ authenticatorApp: false, passkeys: ['Phone', 'Security key'] });
  });

  it('lists an account’s browsers and signs out all but the one in use', async () => {
    const owner = await account('many-browsers@axionlabs.dev', 'editor');
    const current = await openSession(owner.id);
    await openSession(owner.id);
    await openSession(owner.id);
    const listed = await listAccountSessions(db, owner.id, current);
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current).map((session) => session.id)).toEqual([current]);
    expect(await endAccountSessions(db, { id: owner.id, email: owner.email }, owner.id, current)).toBe(2);
    expect(await sessionIds(owner.id)).toEqual([current]);
  });
});
