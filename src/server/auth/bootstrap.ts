// The first administrator. Three ways, all ending in the same createAdministrator():
// ADMIN_EMAIL + ADMIN_PASSWORD at start, `npm run admin:create`, or the one-time setup link the
// server prints while no administrator exists.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, auditLog, users, verifications } from '../db/schema';
import type { Role } from './roles';

const SETUP_IDENTIFIER = 'first-admin-setup';
const SETUP_TTL_MS = 24 * 60 * 60_000;

export async function administratorExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'super_admin'));
  return (row?.n ?? 0) > 0;
}

/** An account that signs in with email and password, as better-auth stores one. */
export async function createAdministrator(db: Database, input: { email: string; password: string; name: string; role?: Role }) {
  const email = input.email.trim().toLowerCase();
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) throw new Error(`An account with the email ${email} already exists.`);
    const id = randomUUID();
    await tx.insert(users).values({ id, email, name: input.name.trim() || email, emailVerified: true, role: input.role ?? 'super_admin' });
    await tx.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
    await tx.insert(auditLog).values({
      actorKind: 'system',
      action: 'user.create_administrator',
      entityType: 'user',
      entityId: id,
      details: { email, role: input.role ?? 'super_admin' },
    });
    return { id, email };
  });
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new one-time setup token (only its hash is stored); replaces any earlier one. */
export async function issueSetupToken(db: Database, now = new Date()): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, SETUP_IDENTIFIER));
    await tx
      .insert(verifications)
      .values({ id: randomUUID(), identifier: SETUP_IDENTIFIER, value: digest(token), expiresAt: new Date(now.getTime() + SETUP_TTL_MS) });
  });
  return token;
}

/** Whether the token opens the setup page: it matches, has not expired, and no administrator exists yet. */
export async function isValidSetupToken(db: Database, token: unknown, now = new Date()): Promise<boolean> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 64) return false;
  if (await administratorExists(db)) return false;
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, SETUP_IDENTIFIER), eq(verifications.value, digest(token)), gt(verifications.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

export async function consumeSetupTokens(db: Database) {
  await db.delete(verifications).where(eq(verifications.identifier, SETUP_IDENTIFIER));
}

/** At start: the env administrator, or a setup link to print, or nothing when one exists. */
export async function ensureFirstAdministrator(
  db: Database,
  config: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string; siteUrl: string },
): Promise<string | null> {
  if (await administratorExists(db)) return null;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await createAdministrator(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, name: 'Administrator' });
    return null;
  }
  return `${config.siteUrl}/setup?token=${await issueSetupToken(db)}`;
}
