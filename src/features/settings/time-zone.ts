// The site's time zone without 'server-only': our HTTP server (the visit statistics' collection,
// outside the app's bundle) reads it too.
import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, isTimeZoneName } from '@/lib/zoned-time';
import type { Database } from '@/server/db/client';
import { siteSettings } from '@/server/db/schema';

/**
 * The site's time zone (Settings, Company, Time zone), in which the admin shows and takes dates:
 * the stored IANA name, or UTC when it was never saved or is not a zone this runtime knows.
 * Reads the database each call: for a transaction, a job or a test (db is the caller's).
 */
export async function siteTimeZone(db: Database): Promise<string> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'time_zone'));
  return isTimeZoneName(row?.value) ? row.value : DEFAULT_TIME_ZONE;
}
