import { randomUUID } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import { createAdministrator } from '@/server/auth/bootstrap';
import type { Database } from '@/server/db/client';
import { accounts, auditLog, mailOutbox, sessions, users, verifications } from '@/server/db/schema';
import { findPasswordReset, requestPasswordReset, RESET_LINK_TTL_MS, resetPassword, type ResetContext } from './password-reset';

let db: Database;
const context: ResetContext = {
  siteUrl: 'https://www.example.com',
  company: { name: 'Axion Labs', email: 'hello@axionlabs.dev', phone: '', address: '' },
  ipAddress: '192.0.2.5',
};

beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

async function mailsTo(email: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}

/** The token of the newest reset link mailed to `email`, read from the queued email. */
async function linkToken(email: string): Promise<string> {
  const mails = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Reset your'));
  const token = /\/auth\/reset-password\?token=([\w-]+)/.exec(mails.at(-1)?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

async function signedInSessions(userId: string, count: number) {
  for (let i = 0; i < count; i++) {
    await db.insert(sessions).values({ id: randomUUID(), token: randomUUID(), userId, expiresAt: new Date(Date.now() + 86_400_000) });
  }
}

describe('resetting a forgotten password', () => {
  it('mails a link only to an account that exists and may sign in', async () => {
    await createAdministrator(db, { email: 'ada@axionlabs.dev', password: 'the old passphrase', name: 'Ada' });
    const { id: disabledId } = await createAdministrator(db, { email: 'off@axionlabs.dev', password: 'the old passphrase', name: 'Off', role: 'editor' });
    await db.update(users).set({ banned: true }).where(eq(users.id, disabledId));

    expect(await requestPasswordReset(db, 'nobody@axionlabs.dev', context)).toBe(false);
    expect(await requestPasswordReset(db, 'off@axionlabs.dev', context)).toBe(false);
    expect(await mailsTo('nobody@axionlabs.dev')).toHaveLength(0);
    expect(await mailsTo('off@axionlabs.dev')).toHaveLength(0);

    expect(await requestPasswordReset(db, 'ada@axionlabs.dev', context)).toBe(true);
    const [mail] = await mailsTo('ada@axionlabs.dev');
    expect(mail?.subject).toBe('Reset your Axion Labs admin password');
    expect(mail?.textBody).toContain('The link works once, within 1 hour.');
    const token = await linkToken('ada@axionlabs.dev');
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only a hash of the token is stored.
    const stored = await db.select().from(verifications);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('sets the new password once, ends every session, spends every open link, audits and tells the owner', async () => {
    const [ada] = await db.select().from(users).where(eq(users.email, 'ada@axionlabs.dev'));
    await signedInSessions(ada!.id, 3);
    const first = await linkToken('ada@axionlabs.dev');
    await requestPasswordReset(db, 'ada@axionlabs.dev', context);
    const second = await linkToken('ada@axionlabs.dev');
    expect(second).not.toBe(first);
    expect(await findPasswordReset(db, first)).toMatchObject({ email: 'ada@axionlabs.dev' });
    expect(await findPasswordReset(db, second)).toMatchObject({ email: 'ada@axionlabs.dev' });

    const outcome = await resetPassword(db, second, 'a brand new passphrase', context);
    expect(outcome).toMatchObject({ email: 'ada@axionlabs.dev', endedSessions: 3 });
    expect(await db.select().from(sessions).where(eq(sessions.userId, ada!.id))).toHaveLength(0);
    const [account] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, ada!.id), eq(accounts.providerId, 'credential')));
    expect(await verifyPassword({ hash: account!.password!, password: 'a brand new passphrase' })).toBe(true);
    expect(await verifyPassword({ hash: account!.password!, password: 'the old passphrase' })).toBe(false);

    // Used: neither this link nor the older one works again.
    expect(await resetPassword(db, second, 'yet another passphrase', context)).toBeNull();
    expect(await findPasswordReset(db, first)).toBeNull();
    expect(await resetPassword(db, first, 'yet another passphrase', context)).toBeNull();

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_reset'));
    expect(entry).toMatchObject({ actorUserId: ada!.id, actorEmail: 'ada@axionlabs.dev', ipAddress: '192.0.2.5', details: { endedSessions: 3 } });
    const changed = (await mailsTo('ada@axionlabs.dev')).filter((mail) => mail.subject === 'Your Axion Labs admin password was changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.textBody).toContain('https://www.example.com/auth/forgot-password');
  });

  it('refuses a link after its hour, and tokens that were never issued', async () => {
    const now = new Date('2026-11-23T09:00:00Z');
    await requestPasswordReset(db, 'ada@axionlabs.dev', { ...context, now });
    const token = await linkToken('ada@axionlabs.dev');
    expect(await findPasswordReset(db, token, new Date(now.getTime() + RESET_LINK_TTL_MS - 1000))).not.toBeNull();
    expect(await findPasswordReset(db, token, new Date(now.getTime() + RESET_LINK_TTL_MS))).toBeNull();
    expect(await resetPassword(db, token, 'a late passphrase', { ...context, now: new Date(now.getTime() + RESET_LINK_TTL_MS + 1) })).toBeNull();
    for (const guess of [undefined, '', 'x'.repeat(43), `${token}x`, ['array'], "' or 1=1 --"]) expect(await findPasswordReset(db, guess)).toBeNull();
  });

  it('gives an invited account that never set a password its first one', async () => {
    const id = randomUUID();
    await db.insert(users).values({ id, name: 'Nina', email: 'nina@axionlabs.dev', role: 'editor' });
    await requestPasswordReset(db, 'nina@axionlabs.dev', context);
    expect(await resetPassword(db, await linkToken('nina@axionlabs.dev'), 'ninas own passphrase', context)).not.toBeNull();
    const [account] = await db.select().from(accounts).where(eq(accounts.userId, id));
    expect(await verifyPassword({ hash: account!.password!, password: 'ninas own passphrase' })).toBe(true);
  });
});
