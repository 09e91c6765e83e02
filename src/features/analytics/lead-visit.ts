// The visit behind a lead (decision 093): when a form or the estimator stores a lead, the sender's
// visit is looked up in today's statistics (the same hash of address and browser the collection
// made) and kept on the lead: where it came from, the page it began on, the pages seen. A visitor
// who asked not to be tracked, or whom the statistics never saw (no JavaScript, a bot), has none;
// the lead's source is then the one its form carried (a campaign, a referrer), if any.
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { siteTimeZone } from '@/features/settings/time-zone';
import type { Database } from '@/server/db/client';
import { analyticsEvents, analyticsSalts, type LeadVisit } from '@/server/db/schema';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { isBot, optedOut, referrerHostOf } from './collect';
import { VISIT_GAP_MINUTES } from './rollup';
import { dayIn, visitorHash } from './visitor';

/** The lead's columns about its visit (spread into the insert). */
export type VisitColumns = { visit?: LeadVisit; visitSource?: string; landingPage?: string };

export type VisitRequest = { ip: string; userAgent: string | null; dnt?: string | null; gpc?: string | null };

const MAX_PAGES = 50;
/**
 * The most events read for a lead's visit, newest first (decision 096): 50 pages and the events
 * between them. A visit longer than this (a script, not a person) is shown from its last 200
 * events, its landing page the first page among them.
 */
export const MAX_VISIT_EVENTS = 200;

/** The sender's latest visit today, as the statistics saw it; none when there is none to see. */
export async function findVisit(db: Database, request: VisitRequest, now = new Date()): Promise<LeadVisit | null> {
  const userAgent = request.userAgent ?? '';
  if (optedOut({ dnt: request.dnt ?? undefined, 'sec-gpc': request.gpc ?? undefined }) || isBot(userAgent)) return null;
  const day = dayIn(now, await siteTimeZone(db));
  const [salt] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!salt) return null;
  // The newest events first, read backwards along the (day, visitor, occurred_at) index: a visitor
  // with a hundred thousand events today costs what one with two hundred does.
  const newest = await db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.day, day), eq(analyticsEvents.visitor, visitorHash(salt.salt, request.ip, userAgent))))
    .orderBy(desc(analyticsEvents.occurredAt), desc(analyticsEvents.id))
    .limit(MAX_VISIT_EVENTS);
  // The last visit: the newest events back to the first gap of over 30 minutes.
  let length = 0;
  while (
    length < newest.length &&
    (length === 0 || newest[length - 1]!.occurredAt.getTime() - newest[length]!.occurredAt.getTime() <= VISIT_GAP_MINUTES * 60_000)
  )
    length++;
  const visit = newest.slice(0, length).reverse();
  const first = visit[0];
  if (!first) return null;
  const pages = visit.filter((event) => event.name === 'pageview');
  return {
    startedAt: first.occurredAt.toISOString(),
    landingPage: (pages[0] ?? first).path,
    source: first.utmSource ?? first.referrerHost ?? '',
    referrerHost: first.referrerHost,
    utmMedium: first.utmMedium,
    utmCampaign: first.utmCampaign,
    device: first.device,
    browser: first.browser,
    pages: pages.slice(-MAX_PAGES).map((event) => ({ path: event.path, at: event.occurredAt.toISOString() })),
  };
}

/**
 * The visit columns of a lead: its visit when the statistics saw one, else only a source from
 * what the form itself carried (a campaign's utm_source, the referrer's host), else nothing.
 */
export async function visitColumns(
  db: Database,
  request: VisitRequest | null,
  carried: { utmSource?: string | null; referrer?: string | null } = {},
  now = new Date(),
): Promise<VisitColumns> {
  const visit = request
    ? await findVisit(db, request, now).catch((error: unknown) => {
        // The statistics never stand between a visitor and their lead.
        logger.warn({ err: error }, 'visit of a lead not found');
        return null;
      })
    : null;
  if (visit) return { visit, visitSource: visit.source, landingPage: visit.landingPage };
  const source = carried.utmSource?.trim().toLowerCase() || referrerHostOf(carried.referrer, ownHost());
  return source ? { visitSource: source } : {};
}

function ownHost(): string | undefined {
  try {
    return new URL(env().siteUrl).host;
  } catch {
    return undefined;
  }
}

/** The request's part of VisitRequest, inside a server action or route. */
export async function visitRequest(): Promise<VisitRequest | null> {
  try {
    const list = await headers();
    return { ip: list.get('x-client-ip') ?? 'unknown', userAgent: list.get('user-agent'), dnt: list.get('dnt'), gpc: list.get('sec-gpc') };
  } catch {
    // Outside a request (a script, a test): no visit.
    return null;
  }
}
