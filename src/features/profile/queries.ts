import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { accounts, identityProviders, twoFactors, users } from '@/server/db/schema';

/** Whether the account signs in with an authenticator app, and since when (a setup not yet confirmed does not count). */
export async function getTwoFactorStatus(db: Database, userId: string): Promise<{ enabled: boolean; since: Date | null }> {
  const [row] = await db
    .select({ createdAt: twoFactors.createdAt })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, true)))
    .limit(1);
  return { enabled: Boolean(row), since: row?.createdAt ?? null };
}

/**
 * For an account limited to single sign-on (decision 107): the providers it has signed in with,
 * by name; null for an account that may use a password.
 */
export async function getSingleSignOn(db: Database, userId: string): Promise<{ providers: string[] } | null> {
  const [account] = await db.select({ ssoOnly: users.ssoOnly }).from(users).where(eq(users.id, userId)).limit(1);
  if (!account?.ssoOnly) return null;
  const rows = await db
    .select({ name: identityProviders.name })
    .from(accounts)
    .innerJoin(identityProviders, eq(accounts.providerId, sql`'sso:' || ${identityProviders.id}::text`))
    .where(eq(accounts.userId, userId));
  return { providers: rows.map((row) => row.name) };
}
