// How often one address may post a form (the contact form and the built forms), and how long the
// visitor is told to wait past it.
import 'server-only';
import type { Database } from '@/server/db/client';
import { hitRateLimit } from '@/server/rate-limit';

/** Counts this post against the sender's limit: null within it, else the wait in words ('3 minutes'). */
export async function waitPastLimit(db: Pick<Database, 'insert'>, key: string, limit: { limit: number; windowMs: number }): Promise<string | null> {
  const hit = await hitRateLimit(db, key, limit);
  if (hit.allowed) return null;
  const minutes = Math.max(1, Math.ceil(hit.retryAfterMs / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
