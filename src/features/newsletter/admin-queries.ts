// The admin's reads of the newsletter: issues with their counts, one issue, the posts to choose
// from, and the subscribers list (keyset-paged like the leads inbox, docs/decisions/070).
import 'server-only';
import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { cappedCount, cursorAt, keysetClauses, readKeysetPage, type KeysetPage, type KeysetRequest } from '@/features/admin/crud/keyset';
import { containsPattern, PAGE_SIZE } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { mailOutbox, newsletterDeliveries, newsletterIssues, newsletterSubscribers, pages } from '@/server/db/schema';
import type { IssueStatus, SubscriberStatus } from './statuses';

export type IssueCounts = { recipients: number; sent: number; queued: number; failed: number; withdrawn: number; unsubscribed: number };
export type IssueRow = {
  id: string;
  subject: string;
  status: IssueStatus;
  scheduledAt: Date | null;
  sentAt: Date | null;
  sendStartedAt: Date | null;
  createdAt: Date;
  createdByName: string;
  counts: IssueCounts;
};

/** Each issue's deliveries by their outbox row's state, and the unsubscribes its links caused. */
async function countsOf(db: Database, issueIds: string[]): Promise<Map<string, IssueCounts>> {
  if (issueIds.length === 0) return new Map();
  const rows = await db
    .select({
      issueId: newsletterDeliveries.issueId,
      recipients: sql<number>`count(*)::int`,
      sent: sql<number>`count(*) filter (where ${mailOutbox.status} = 'sent')::int`,
      queued: sql<number>`count(*) filter (where ${mailOutbox.status} in ('pending', 'sending'))::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
      withdrawn: sql<number>`count(*) filter (where ${newsletterDeliveries.outboxId} is null)::int`,
      unsubscribed: sql<number>`count(${newsletterDeliveries.unsubscribedAt})::int`,
    })
    .from(newsletterDeliveries)
    .leftJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.outboxId))
    .where(inArray(newsletterDeliveries.issueId, issueIds))
    .groupBy(newsletterDeliveries.issueId);
  return new Map(rows.map(({ issueId, ...counts }) => [issueId, counts]));
}

const NO_COUNTS: IssueCounts = { recipients: 0, sent: 0, queued: 0, failed: 0, withdrawn: 0, unsubscribed: 0 };

/** Every issue, newest first (a newsletter has dozens, not millions). */
export async function listIssues(db: Database): Promise<IssueRow[]> {
  const rows = await db
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      status: newsletterIssues.status,
      scheduledAt: newsletterIssues.scheduledAt,
      sentAt: newsletterIssues.sentAt,
      sendStartedAt: newsletterIssues.sendStartedAt,
      createdAt: newsletterIssues.createdAt,
      createdByName: newsletterIssues.createdByName,
    })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
    .limit(500);
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, counts: counts.get(row.id) ?? NO_COUNTS }));
}

export type IssueDetail = IssueRow & { intro: string; postIds: string[]; sentByName: string | null };

export async function getIssue(db: Database, id: string): Promise<IssueDetail | null> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!row) return null;
  const counts = await countsOf(db, [row.id]);
  return { ...row, counts: counts.get(row.id) ?? NO_COUNTS };
}

export type PostChoice = { id: string; title: string; slug: string; excerpt: string | null; publishedAt: Date | null };

/** Published posts to choose from, newest first. */
export async function listPublishedPosts(db: Database, limit = 100): Promise<PostChoice[]> {
  return db
    .select({ id: pages.id, title: pages.title, slug: pages.slug, excerpt: pages.excerpt, publishedAt: pages.publishedAt })
    .from(pages)
    .where(and(eq(pages.kind, 'post'), eq(pages.isPublished, true)))
    .orderBy(sql`${pages.publishedAt} desc nulls first`, desc(pages.id))
    .limit(limit);
}

export async function countConfirmedSubscribers(db: Database): Promise<number> {
  return db.$count(newsletterSubscribers, eq(newsletterSubscribers.status, 'subscribed'));
}

export type SubscriberParams = { q: string; status?: SubscriberStatus; page: KeysetRequest };
export type SubscriberRow = {
  id: string;
  email: string;
  status: SubscriberStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  sourcePage: string | null;
  cursorAt: string;
};
export type SubscriberPage = KeysetPage<SubscriberRow> & { count: number };

function subscriberConditions(params: Pick<SubscriberParams, 'q' | 'status'>): SQL[] {
  const where: SQL[] = [];
  if (params.status) where.push(eq(newsletterSubscribers.status, params.status));
  if (params.q) where.push(ilike(newsletterSubscribers.email, containsPattern(params.q)));
  return where;
}

async function readSubscribers(db: Database, params: Pick<SubscriberParams, 'q' | 'status'>, page: KeysetRequest, limit: number): Promise<SubscriberRow[]> {
  const keyset = keysetClauses(newsletterSubscribers.createdAt, newsletterSubscribers.id, page);
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      sourcePage: newsletterSubscribers.sourcePage,
      cursorAt: cursorAt(newsletterSubscribers.createdAt),
    })
    .from(newsletterSubscribers)
    .where(and(...subscriberConditions(params), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(limit);
}

export async function listSubscribers(db: Database, params: SubscriberParams): Promise<SubscriberPage> {
  const [page, count] = await Promise.all([
    readKeysetPage(params.page, PAGE_SIZE, (request, limit) => readSubscribers(db, params, request, limit)),
    cappedCount(db, newsletterSubscribers, and(...subscriberConditions(params))),
  ]);
  return { ...page, count };
}

/** Every subscriber the filters match, newest first, a batch at a time (the CSV export). */
export async function* eachSubscriberBatch(db: Database, params: Pick<SubscriberParams, 'q' | 'status'>, batchSize = 1000): AsyncGenerator<SubscriberRow[]> {
  let page: KeysetRequest = {};
  for (;;) {
    const rows = await readSubscribers(db, params, page, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    page = { after: { at: last.cursorAt, id: last.id } };
  }
}
