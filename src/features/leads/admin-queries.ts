// Forms & Leads: the inbox list (leads and newsletter subscribers in one list, newest first, 50
// per page) and one lead's detail. Not cached: staff see a lead the moment it is stored.
import 'server-only';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { containsPattern, isUuid, PAGE_SIZE, type Paged } from '@/features/admin/crud/server';
import { toEstimateView } from '@/features/estimator/estimates';
import type { EstimateView } from '@/features/estimator/estimate-view';
import type { Database } from '@/server/db/client';
import { estimates, jobs, leadNotes, leads, mailOutbox, mediaFiles, newsletterSubscribers } from '@/server/db/schema';
import { toListParams, type InboxParams, type InboxSource } from './list-params';

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
};

const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00.000Z`).getTime() + 86_400_000);

function leadConditions(params: InboxParams): SQL[] {
  const where: SQL[] = [];
  if (params.source && params.source !== 'subscriber') where.push(eq(leads.kind, params.source));
  if (params.status) where.push(eq(leads.status, params.status));
  if (params.spam !== 'include') where.push(eq(leads.isSpam, params.spam === 'only'));
  if (params.from) where.push(gte(leads.createdAt, new Date(`${params.from}T00:00:00.000Z`)));
  if (params.to) where.push(lt(leads.createdAt, nextDay(params.to)));
  if (params.q) {
    const pattern = containsPattern(params.q);
    where.push(or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern), ilike(leads.message, pattern))!);
  }
  return where;
}

function subscriberConditions(params: InboxParams): SQL[] {
  const where: SQL[] = [];
  if (params.from) where.push(gte(newsletterSubscribers.createdAt, new Date(`${params.from}T00:00:00.000Z`)));
  if (params.to) where.push(lt(newsletterSubscribers.createdAt, nextDay(params.to)));
  if (params.q) where.push(ilike(newsletterSubscribers.email, containsPattern(params.q)));
  return where;
}

/** Which tables the filters can match: a pipeline status or 'only spam' rules subscribers out. */
function branches(params: InboxParams) {
  const subscribers = (!params.source || params.source === 'subscriber') && !params.status && params.spam !== 'only';
  const leadsToo = params.source !== 'subscriber';
  return { leads: leadsToo, subscribers };
}

function leadSelect(db: Database, params: InboxParams) {
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
    })
    .from(leads)
    .where(and(...leadConditions(params)));
}

function subscriberSelect(db: Database, params: InboxParams) {
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
    })
    .from(newsletterSubscribers)
    .where(and(...subscriberConditions(params)));
}

/** The inbox page the parameters choose, newest first (ties by id, so paging is stable). */
export async function listInbox(db: Database, params: InboxParams): Promise<Paged<InboxRow>> {
  const use = branches(params);
  const offset = (params.page - 1) * PAGE_SIZE;
  const [leadTotal, subscriberTotal] = await Promise.all([
    use.leads ? db.$count(leads, and(...leadConditions(params))) : 0,
    use.subscribers ? db.$count(newsletterSubscribers, and(...subscriberConditions(params))) : 0,
  ]);
  const total = leadTotal + subscriberTotal;
  const order = [desc(sql`created_at`), desc(sql`id`)] as const;
  let rows: InboxRow[] = [];
  if (use.leads && use.subscribers) {
    rows = await unionAll(leadSelect(db, params), subscriberSelect(db, params))
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(offset);
  } else if (use.leads) {
    rows = await leadSelect(db, params).orderBy(desc(leads.createdAt), desc(leads.id)).limit(PAGE_SIZE).offset(offset);
  } else if (use.subscribers) {
    rows = await subscriberSelect(db, params).orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)).limit(PAGE_SIZE).offset(offset);
  }
  return { rows, total, page: params.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), params: toListParams(params) };
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

export type LeadDetail = {
  lead: typeof leads.$inferSelect;
  jobTitle: string | null;
  estimate: EstimateView | null;
  cv: LeadCv | null;
  mails: LeadMail[];
  notes: LeadNote[];
};

/** Everything the detail view shows about one lead; null for an unknown id. */
export async function getLeadDetail(db: Database, id: string): Promise<LeadDetail | null> {
  if (!isUuid(id)) return null;
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) return null;
  const [job, estimate, cv, mails, notes] = await Promise.all([
    lead.jobId ? db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, lead.jobId)).limit(1) : [],
    lead.estimateId ? db.select().from(estimates).where(eq(estimates.id, lead.estimateId)).limit(1) : [],
    lead.cvFileId
      ? db.select({ id: mediaFiles.id, originalFilename: mediaFiles.originalFilename, fileSize: mediaFiles.fileSize }).from(mediaFiles).where(eq(mediaFiles.id, lead.cvFileId)).limit(1)
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
  ]);
  return {
    lead,
    jobTitle: job[0]?.title ?? null,
    estimate: estimate[0] ? toEstimateView(estimate[0]) : null,
    cv: cv[0] ?? null,
    mails,
    notes,
  };
}
