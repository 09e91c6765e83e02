// Forms & Leads: the inbox list (leads and newsletter subscribers in one list, newest first, 50
// per page, keyset-paged) and one lead's detail. Not cached: staff see a lead the moment it is
// stored. Built to stay fast at a million leads: docs/decisions/070.
import 'server-only';
import { and, asc, eq, gte, ilike, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { cappedCount, COUNT_CAP, cursorAt, keysetClauses, readKeysetPage, type KeysetPage, type KeysetRequest } from '@/features/admin/crud/keyset';
import { containsPattern, isUuid, PAGE_SIZE } from '@/features/admin/crud/server';
import { toEstimateView } from '@/features/estimator/estimates';
import type { EstimateView } from '@/features/estimator/estimate-view';
import type { Database } from '@/server/db/client';
import { estimates, formSubmissions, jobs, leadNotes, leads, leadSearchText, mailOutbox, mediaFiles, newsletterSubscribers } from '@/server/db/schema';
import { answersOf, type StoredAnswer } from '@/features/forms/answers';
import { siteTimeZone } from '@/features/settings/time-zone';
import { DEFAULT_TIME_ZONE, fromDateTimeLocalValue } from '@/lib/zoned-time';
import { INQUIRY_LEAD_KINDS, type InboxParams, type InboxSource } from './list-params';

/**
 * One row of the inbox. A subscriber has no pipeline: its status is subscribed/unsubscribed, it
 * is never spam, and it has no detail view (entry 'subscriber').
 */
export type InboxRow = {
  id: string;
  entry: 'lead' | 'subscriber';
  source: InboxSource;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string | null;
  status: string;
  isSpam: boolean;
  isRead: boolean;
  createdAt: Date;
  /** Where the lead's visit came from ('' direct) and the page it began on; null when unknown (and for subscribers). */
  visitSource: string | null;
  landingPage: string | null;
  /** The row's place for keyset paging (created_at to the microsecond). */
  cursorAt: string;
};

/** A page of the inbox and how many rows match (exact up to COUNT_CAP, then COUNT_CAP + 1). */
export type InboxPage = KeysetPage<InboxRow> & { count: number };

/** The day after YYYY-MM-DD, as YYYY-MM-DD. */
const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00.000Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

/**
 * The instants a range of days (YYYY-MM-DD, inclusive) covers in `timeZone`: from the start of
 * `from` to the start of the day after `to`. A day that is no day (parseInboxParams lets none
 * through) bounds nothing.
 */
export function dayBounds(from: string | undefined, to: string | undefined, timeZone: string): { start?: Date; end?: Date } {
  const startOf = (day: string) => fromDateTimeLocalValue(`${day}T00:00`, timeZone) ?? undefined;
  return { start: from ? startOf(from) : undefined, end: to ? startOf(nextDay(to)) : undefined };
}

/**
 * The inbox's filters as conditions on leads (the content API's list uses them too). Days are
 * read in `timeZone`: the site's for the inbox and its export, UTC for the API (as it documents).
 */
export function leadConditions(params: InboxParams, timeZone = DEFAULT_TIME_ZONE): SQL[] {
  const where: SQL[] = [];
  const { start, end } = dayBounds(params.from, params.to, timeZone);
  if (params.kind === 'inquiry') where.push(inArray(leads.kind, [...INQUIRY_LEAD_KINDS]));
  else if (params.kind && params.kind !== 'subscriber') where.push(eq(leads.kind, params.kind));
  if (params.status) where.push(eq(leads.status, params.status));
  if (params.spam !== 'include') where.push(eq(leads.isSpam, params.spam === 'only'));
  if (start) where.push(gte(leads.createdAt, start));
  if (end) where.push(lt(leads.createdAt, end));
  // The expression of the trigram index leads_search_idx: a fragment anywhere in name, email, company or message.
  if (params.q) where.push(ilike(leadSearchText(leads), containsPattern(params.q)));
  if (params.form)
    where.push(sql`exists (select 1 from ${formSubmissions} where ${formSubmissions.leadId} = ${leads.id} and ${formSubmissions.formId} = ${params.form})`);
  // The visit statistics' links: conversions of one source or landing page ('' is a direct
  // visit, null one not recorded).
  if (params.visitSource !== undefined) where.push(params.visitSource === null ? isNull(leads.visitSource) : eq(leads.visitSource, params.visitSource));
  if (params.landing !== undefined) where.push(params.landing === null ? isNull(leads.landingPage) : eq(leads.landingPage, params.landing));
  return where;
}

function subscriberConditions(params: InboxParams, timeZone: string): SQL[] {
  const where: SQL[] = [];
  const { start, end } = dayBounds(params.from, params.to, timeZone);
  if (start) where.push(gte(newsletterSubscribers.createdAt, start));
  if (end) where.push(lt(newsletterSubscribers.createdAt, end));
  if (params.q) where.push(ilike(newsletterSubscribers.email, containsPattern(params.q)));
  return where;
}

/**
 * Which tables the filters can match: a pipeline status, 'only spam', a form or a visit (which
 * only leads have) rules subscribers out.
 */
function branches(params: InboxParams) {
  const visit = params.visitSource !== undefined || params.landing !== undefined;
  const subscribers = (!params.kind || params.kind === 'subscriber') && !params.status && params.spam !== 'only' && !params.form && !visit;
  const leadsToo = params.kind !== 'subscriber';
  return { leads: leadsToo, subscribers };
}

function leadSelect(db: Database, params: InboxParams, page: KeysetRequest, limit: number, timeZone: string) {
  const keyset = keysetClauses(leads.createdAt, leads.id, page);
  return db
    .select({
      id: leads.id,
      entry: sql<'lead' | 'subscriber'>`'lead'`.as('entry'),
      source: sql<InboxSource>`${leads.kind}`.as('source'),
      name: leads.name,
      email: leads.email,
      company: leads.company,
      phone: leads.phone,
      message: leads.message,
      status: sql<string>`${leads.status}`.as('status'),
      isSpam: leads.isSpam,
      isRead: leads.isRead,
      createdAt: leads.createdAt,
      visitSource: leads.visitSource,
      landingPage: leads.landingPage,
      cursorAt: cursorAt(leads.createdAt).as('cursor_at'),
    })
    .from(leads)
    .where(and(...leadConditions(params, timeZone), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(limit);
}

function subscriberSelect(db: Database, params: InboxParams, page: KeysetRequest, limit: number, timeZone: string) {
  const keyset = keysetClauses(newsletterSubscribers.createdAt, newsletterSubscribers.id, page);
  return db
    .select({
      id: newsletterSubscribers.id,
      entry: sql<'lead' | 'subscriber'>`'subscriber'`.as('entry'),
      source: sql<InboxSource>`'subscriber'`.as('source'),
      // A subscriber gives only an address; it stands in for the name.
      name: sql<string>`${newsletterSubscribers.email}`.as('name'),
      email: newsletterSubscribers.email,
      company: sql<string | null>`null::text`.as('company'),
      phone: sql<string | null>`null::text`.as('phone'),
      message: sql<string | null>`null::text`.as('message'),
      status: sql<string>`${newsletterSubscribers.status}`.as('status'),
      isSpam: sql<boolean>`false`.as('is_spam'),
      isRead: sql<boolean>`true`.as('is_read'),
      createdAt: newsletterSubscribers.createdAt,
      visitSource: sql<string | null>`null::text`.as('visit_source'),
      landingPage: sql<string | null>`null::text`.as('landing_page'),
      cursorAt: cursorAt(newsletterSubscribers.createdAt).as('cursor_at'),
    })
    .from(newsletterSubscribers)
    .where(and(...subscriberConditions(params, timeZone), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(limit);
}

/**
 * The query for up to `limit` rows in the order `page` asks for (newest first, or oldest first
 * for a newer or the oldest page), from both tables when the filters allow: each branch reads at
 * most `limit` rows from its index, the union keeps the first `limit`. Not run here: the query
 * plan test explains it. Days are read in `timeZone` (the site's: listInbox and the export look it up).
 */
export function inboxRowsQuery(db: Database, params: InboxParams, page: KeysetRequest, limit: number, timeZone = DEFAULT_TIME_ZONE) {
  const use = branches(params);
  if (use.leads && use.subscribers) {
    const order = keysetClauses(sql`created_at`, sql`id`, page).orderBy;
    return unionAll(leadSelect(db, params, page, limit, timeZone), subscriberSelect(db, params, page, limit, timeZone))
      .orderBy(...order)
      .limit(limit);
  }
  if (use.leads) return leadSelect(db, params, page, limit, timeZone);
  if (use.subscribers) return subscriberSelect(db, params, page, limit, timeZone);
  return null;
}

async function readInbox(db: Database, params: InboxParams, page: KeysetRequest, limit: number, timeZone: string): Promise<InboxRow[]> {
  return (await inboxRowsQuery(db, params, page, limit, timeZone)) ?? [];
}

/** How many rows match, counted up to COUNT_CAP + 1 per table (never a scan of a million rows). */
async function countInbox(db: Database, params: InboxParams, timeZone: string): Promise<number> {
  const use = branches(params);
  const [leadCount, subscriberCount] = await Promise.all([
    use.leads ? cappedCount(db, leads, and(...leadConditions(params, timeZone))) : 0,
    use.subscribers ? cappedCount(db, newsletterSubscribers, and(...subscriberConditions(params, timeZone))) : 0,
  ]);
  return Math.min(leadCount + subscriberCount, COUNT_CAP + 1);
}

/** The zone the inbox reads its From and To days in: the site's, when a range is asked for. */
export async function inboxTimeZone(db: Database, params: InboxParams): Promise<string> {
  return params.from || params.to ? siteTimeZone(db) : DEFAULT_TIME_ZONE;
}

/** The inbox page the parameters choose, newest first (ties by id, so paging is stable). */
export async function listInbox(db: Database, params: InboxParams): Promise<InboxPage> {
  const timeZone = await inboxTimeZone(db, params);
  const [page, count] = await Promise.all([
    readKeysetPage(params.page, PAGE_SIZE, (request, limit) => readInbox(db, params, request, limit, timeZone)),
    countInbox(db, params, timeZone),
  ]);
  return { ...page, count };
}

/**
 * Every row the filters match, newest first, `batchSize` at a time (the CSV export): each batch
 * is a keyset page after the previous one, so memory stays constant and no row is read twice.
 * `timeZone`: the zone of the From and To days (inboxTimeZone).
 */
export async function* eachInboxBatch(db: Database, params: InboxParams, timeZone: string, batchSize = 1000): AsyncGenerator<InboxRow[]> {
  let page: KeysetRequest = {};
  for (;;) {
    const rows = await readInbox(db, params, page, batchSize, timeZone);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    page = { after: { at: last.cursorAt, id: last.id } };
  }
}

export type LeadMail = {
  id: string;
  channel: 'email' | 'webhook';
  subject: string;
  toAddress: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
};
export type LeadNote = { id: string; body: string; authorEmail: string | null; createdAt: Date };
export type LeadCv = { id: string; originalFilename: string; fileSize: number };

/** A built form's entry: the form (null once deleted) and every answer under the label the visitor saw. */
export type LeadEntry = { formId: string | null; formName: string; answers: StoredAnswer[] };

export type LeadDetail = {
  /** The lead's columns, its visit among them (visit, visitSource, landingPage: see LeadVisit). */
  lead: typeof leads.$inferSelect;
  entry: LeadEntry | null;
  jobTitle: string | null;
  estimate: EstimateView | null;
  cv: LeadCv | null;
  mails: LeadMail[];
  notes: LeadNote[];
  /** The site's time zone, in which the visit's times are shown. */
  timeZone: string;
};

/** Everything the detail view shows about one lead; null for an unknown id. */
export async function getLeadDetail(db: Database, id: string): Promise<LeadDetail | null> {
  if (!isUuid(id)) return null;
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) return null;
  const [job, estimate, cv, mails, notes, submission, timeZone] = await Promise.all([
    lead.jobId ? db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, lead.jobId)).limit(1) : [],
    lead.estimateId ? db.select().from(estimates).where(eq(estimates.id, lead.estimateId)).limit(1) : [],
    lead.cvFileId
      ? db
          .select({ id: mediaFiles.id, originalFilename: mediaFiles.originalFilename, fileSize: mediaFiles.fileSize })
          .from(mediaFiles)
          .where(eq(mediaFiles.id, lead.cvFileId))
          .limit(1)
      : [],
    db
      .select({
        id: mailOutbox.id,
        channel: mailOutbox.channel,
        subject: mailOutbox.subject,
        toAddress: mailOutbox.toAddress,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        sentAt: mailOutbox.sentAt,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.leadId, id))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    db
      .select({ id: leadNotes.id, body: leadNotes.body, authorEmail: leadNotes.authorEmail, createdAt: leadNotes.createdAt })
      .from(leadNotes)
      .where(eq(leadNotes.leadId, id))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
    db.select({ formId: formSubmissions.formId, data: formSubmissions.data }).from(formSubmissions).where(eq(formSubmissions.leadId, id)).limit(1),
    siteTimeZone(db),
  ]);
  const entry = submission[0]
    ? { formId: submission[0].formId, formName: String(submission[0].data.formName ?? 'Form'), answers: answersOf(submission[0].data) }
    : null;
  return {
    lead,
    entry,
    jobTitle: job[0]?.title ?? null,
    estimate: estimate[0] ? toEstimateView(estimate[0]) : null,
    cv: cv[0] ?? null,
    mails,
    notes,
    timeZone,
  };
}
