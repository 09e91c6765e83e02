import 'server-only';
import { connection } from 'next/server';
import { logger } from '@/server/logger';

/**
 * A read of a block from the database. At request time only: `next build` never opens the
 * database. Nothing when it fails (logged), so that the block shows its empty state rather than
 * break the page.
 */
export async function readAtRequest<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
  await connection();
  try {
    return await read();
  } catch (error) {
    logger.error({ err: error }, `Error loading ${what}`);
    return [];
  }
}
