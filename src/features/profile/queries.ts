import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { twoFactors } from '@/server/db/schema';

/** Whether the account signs in with an authenticator app, and since when (a setup not yet confirmed does not count). */
export async function getTwoFactorStatus(db: Database, userId: string): Promise<{ enabled: boolean; since: Date | null }> {
  const [row] = await db
    .select({ createdAt: twoFactors.createdAt })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, true)))
    .limit(1);
  return { enabled: Boolean(row), since: row?.createdAt ?? null };
}
