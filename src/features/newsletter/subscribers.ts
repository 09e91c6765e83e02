import 'server-only';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';

/** Stores a subscriber; an address already on the list (even unsubscribed) is subscribed again, never duplicated. */
export async function subscribeEmail(db: Database, email: string, sourcePage: string | null) {
  await db
    .insert(newsletterSubscribers)
    .values({ email, sourcePage, consentAt: new Date(), unsubscribeToken: randomBytes(24).toString('base64url') })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: 'subscribed', updatedAt: sql`now()` },
    });
}
