import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { passkeys } from '@/server/db/schema';

/** The account's passkeys, oldest first. */
export async function listPasskeys(db: Pick<Database, 'select'>, userId: string) {
  return db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

export async function countPasskeys(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}
