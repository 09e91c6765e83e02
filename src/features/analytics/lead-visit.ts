// The visit behind a lead (decision 093): when a form or the estimator stores a lead, the sender's
// visit is looked up in today's statistics (the same hash of address and browser the collection
// made) and kept on the lead: where it came from, the page it began on, the pages seen. A visitor
// who asked not to be tracked, or whom the statistics never saw (no JavaScript, a bot), has none;
// the lead's source is then the one its form carried (a campaign, a referrer), if any.
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
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

/** The sender's latest visit today, as the statistics saw it; none when there is none to see. */
export async function findVisit(db: Database, request: VisitRequest, now = new Date()): Promise<LeadVisit | null> {
  const userAgent = request.userAgent ?? '';
  if (optedOut({ dnt: request.dnt ?? undefined, 'sec-gpc': request.gpc ?? undefined }) || isBot(userAgent)) return null;
  const day = dayIn(now, await siteTimeZone(db));
  const [salt] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!salt) return null;
  const events = await db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.day, day), eq(analyticsEvents.visitor, visitorHash(salt.salt, request.ip, userAgent))))
    .orderBy(asc(analyticsEvents.occurredAt), asc(analyticsEvents.id));
  // The last visit: the events after the last gap of 30 minutes.
  let start = 0;
  for (let index = 1; index < events.length; index++) {
    if (events[index]!.occurredAt.getTime() - events[index - 1]!.occurredAt.getTime() > VISIT_GAP_MINUTES * 60_000) start = index;
  }
  const visit = events.slice(start);
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
export async function visitColumns(db: Database, request: VisitRequest | null, carried: { utmSource?: string | null; referrer?: string | null } = {}, now = new Date()): Promise<VisitColumns> {
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
