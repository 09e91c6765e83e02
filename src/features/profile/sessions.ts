// The browsers an account is signed in on (its rows of `sessions`): listed in the profile, each
// signed out there, all others at once; super admins do the same for any account (Users & Roles).
// A deleted row is a signed-out browser at its next request: sessions are read on every request.
import 'server-only';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { CrudActor } from '@/features/admin/crud/server';
import { CrudError } from '@/features/admin/crud/server';
import { auditChangesOf } from '@/features/audit/record';
import { describeBrowser } from '@/lib/user-agent';
import type { Database } from '@/server/db/client';
import { sessions } from '@/server/db/schema';

const auditUserChange = auditChangesOf('user');

export type AccountSession = { id: string; browser: string; ipAddress: string | null; signedInAt: Date; lastSeenAt: Date; current: boolean };

/** The account's sessions that have not expired, the most recently seen first. */
export async function listAccountSessions(db: Database, userId: string, currentSessionId: string | null, now = new Date()): Promise<AccountSession[]> {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    browser: describeBrowser(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt,
    lastSeenAt: row.updatedAt,
    current: row.id === currentSessionId,
  }));
}

/** Signs out one session of the account (404 when it is not the account's, or already gone). */
export async function endAccountSession(db: Database, actor: CrudActor, userId: string, sessionId: string) {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ userAgent: sessions.userAgent, ipAddress: sessions.ipAddress });
    if (!ended) throw new CrudError('That browser is already signed out. Reload the page.', 404);
    await auditUserChange(tx, actor, 'user.session_end', userId, { browser: describeBrowser(ended.userAgent), ipAddress: ended.ipAddress });
  });
}

/** Signs out every session of the account but `keep` (the actor's own browser), or all of them. */
export async function endAccountSessions(db: Database, actor: CrudActor, userId: string, keep: string | null): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    await auditUserChange(tx, actor, 'user.sessions_end', userId, { ended: ended.length, keptOwn: keep !== null });
    return ended.length;
  });
}
