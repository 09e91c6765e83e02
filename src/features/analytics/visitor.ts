// Who is the same visitor, without knowing who (decision 093): the first 6 bytes of
// sha256(salt of the day, IP address, user agent). The salt is random, kept in the database so that
// every process hashes alike, and replaced each day in the site's time zone; the old one is
// deleted, so yesterday's hashes cannot be recomputed from an address, and the same person
// tomorrow is a new visitor. No 'server-only': our HTTP server's collection uses it too.
import { createHash, randomBytes } from 'node:crypto';
import { lt, eq } from 'drizzle-orm';
import { fromDateTimeLocalValue, toDateTimeLocalValue } from '@/lib/zoned-time';
import { siteTimeZone } from '@/features/settings/time-zone';
import type { Database } from '@/server/db/client';
import { analyticsSalts, siteSettings } from '@/server/db/schema';

/** The calendar day ('2026-11-25') of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return toDateTimeLocalValue(instant, timeZone).slice(0, 10);
}

/** When a day ('2026-11-25') begins in a time zone. */
export function dayStart(day: string, timeZone: string): Date {
  const start = fromDateTimeLocalValue(`${day}T00:00`, timeZone);
  if (!start) throw new RangeError(`not a day: ${day}`);
  return start;
}

/** The day after `day` ('2026-11-30' gives '2026-12-01'). */
export function nextDay(day: string, by = 1): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

/** The hash of a visitor: 48 bits, as a number (a JavaScript number holds them exactly). */
export function visitorHash(salt: string, ip: string, userAgent: string): number {
  const digest = createHash('sha256').update(salt).update('\0').update(ip).update('\0').update(userAgent).digest();
  return digest.readUIntBE(0, 6);
}

/** The salt of `day`, made by whichever process asks first; older salts are deleted on the way. */
export async function saltOf(db: Database, day: string): Promise<string> {
  const [existing] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (existing) return existing.salt;
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [made] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!made) throw new Error(`no visitor salt for ${day}`);
  return made.salt;
}

/** Whether visits are counted (Settings, Visit statistics, Count visits): on unless an admin turned it off. */
export async function visitStatisticsOn(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'analytics_enabled'));
  return row?.value !== false;
}

export type VisitorClock = { day: string; salt: string; timeZone: string; on: boolean };

const ZONE_TTL_MS = 60_000;

/**
 * Today's day and salt, remembered by the process: the time zone and the switch are read again
 * every minute (a change in Settings applies from then), the salt when the day changes.
 */
export function createVisitorClock(getDb: () => Promise<Database>) {
  let zone: { timeZone: string; on: boolean; readAt: number } | null = null;
  let current: VisitorClock | null = null;
  let pending: Promise<VisitorClock> | null = null;

  async function read(now: Date): Promise<VisitorClock> {
    const db = await getDb();
    if (!zone || now.getTime() - zone.readAt > ZONE_TTL_MS) zone = { timeZone: await siteTimeZone(db), on: await visitStatisticsOn(db), readAt: now.getTime() };
    const day = dayIn(now, zone.timeZone);
    if (current?.day === day && current.timeZone === zone.timeZone) return (current = { ...current, on: zone.on });
    current = { day, salt: await saltOf(db, day), timeZone: zone.timeZone, on: zone.on };
    return current;
  }

  return {
    today(now = new Date()): Promise<VisitorClock> {
      const fresh = current && zone && now.getTime() - zone.readAt <= ZONE_TTL_MS && dayIn(now, zone.timeZone) === current.day;
      if (fresh) return Promise.resolve(current!);
      // Concurrent requests at the turn of the day share one read.
      pending ??= read(now).finally(() => (pending = null));
      return pending;
    },
    /** The settings may have changed (an admin saved them): read them again at the next beacon. */
    forget() {
      zone = null;
    },
  };
}
