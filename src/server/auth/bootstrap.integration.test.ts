import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import type { Database } from '../db/client';
import { accounts, users } from '../db/schema';
import { administratorExists, consumeSetupTokens, createAdministrator, ensureFirstAdministrator, isValidSetupToken, issueSetupToken } from './bootstrap';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

describe('the first administrator', () => {
  it('offers a one-time setup link while none exists; the link stops working once used', async () => {
    const url = await ensureFirstAdministrator(db, { siteUrl: 'http://localhost:3000' });
    const token = new URL(url!).searchParams.get('token')!;
    expect(await isValidSetupToken(db, token)).toBe(true);
    expect(await isValidSetupToken(db, `${token}x`)).toBe(false);
    expect(await isValidSetupToken(db, token, new Date(Date.now() + 25 * 60 * 60_000))).toBe(false);

    await createAdministrator(db, { email: 'Grace@AxionLabs.dev', password: 'a genuinely long passphrase', name: 'Grace' });
    await consumeSetupTokens(db);
    expect(await isValidSetupToken(db, token)).toBe(false);
    expect(await ensureFirstAdministrator(db, { siteUrl: 'http://localhost:3000' })).toBeNull();

    const [grace] = await db.select().from(users).where(eq(users.email, 'grace@axionlabs.dev'));
    expect(grace?.role).toBe('super_admin');
    const [account] = await db.select().from(accounts).where(eq(accounts.userId, grace!.id));
    expect(account?.providerId).toBe('credential');
    expect(await verifyPassword({ hash: account!.password!, password: 'a genuinely long passphrase' })).toBe(true);
    await expect(createAdministrator(db, { email: 'grace@axionlabs.dev', password: 'another passphrase', name: 'Again' })).rejects.toThrow('already exists');
  });

  it('creates the administrator from ADMIN_EMAIL and ADMIN_PASSWORD when none exists', async () => {
    const fresh = (await createTestDatabase()).db;
    await issueSetupToken(fresh);
    expect(await ensureFirstAdministrator(fresh, { siteUrl: 'http://x', ADMIN_EMAIL: 'boss@axionlabs.dev', ADMIN_PASSWORD: 'boss passphrase 1' })).toBeNull();
    expect(await administratorExists(fresh)).toBe(true);
  });
});
