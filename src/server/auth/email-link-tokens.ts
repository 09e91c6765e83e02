// The tokens of links we email (password reset, invitation): random, only their SHA-256 stored in
// `verifications`, under an identifier `<prefix><user id>` with an expiry.
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verifications } from '../db/schema';

/** What is stored of a token: its SHA-256, so that a read of the table opens no link. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The id of the user a `prefix` link's token was made for, while it has not expired; else null. */
export async function findTokenOwner(db: Pick<Database, 'select'>, prefix: string, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ identifier: verifications.identifier })
    .from(verifications)
    .where(and(eq(verifications.value, tokenDigest(token)), like(verifications.identifier, `${prefix}%`), gt(verifications.expiresAt, now)))
    .orderBy(desc(verifications.expiresAt))
    .limit(1);
  return row ? row.identifier.slice(prefix.length) : null;
}
