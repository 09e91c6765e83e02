import 'server-only';
import { connection } from 'next/server';
import { getDb, type Database } from '@/server/db/client';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export type TokenLinkProps = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * The page an emailed link opens (the invitation, the password reset): private to its reader, read
 * at request time. The token and what it opens, or null for a missing, spent or expired token.
 */
export async function openTokenLink<T>(
  searchParams: TokenLinkProps['searchParams'],
  find: (db: Database, token: unknown) => Promise<T | null>,
): Promise<{ token: string; opened: T } | null> {
  declareCaching(cachePolicy.private('signing in: per person'));
  await connection();
  const { token } = await searchParams;
  const opened = await find(await getDb(), token);
  return opened && typeof token === 'string' ? { token, opened } : null;
}
