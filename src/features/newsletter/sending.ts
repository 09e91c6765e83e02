// Sending an issue (decision 092). An issue in 'sending' is queued to its confirmed subscribers a
// batch at a time: one transaction locks the issue (FOR UPDATE SKIP LOCKED: one process at a
// time works on it), picks subscribers who have no delivery of it yet, and writes their
// deliveries and outbox rows together. A crash loses a whole batch or nothing, and the unique
// (issue, subscriber) key refuses a second delivery, so each subscriber is queued exactly once
// however often the job restarts. The outbox rows are spaced by the send rate (next_attempt_at)
// and only queued a little ahead of their time and of the outbox (at most maxAhead waiting), so a
// long send stays small in the outbox and an unsubscribe during it is honoured. The outbox worker then sends them (at-least-once: see the
// decision about a crash between the SMTP server's answer and the 'sent' mark).
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import { auditIssue } from './issue-audit';
import { startLoop, wakeBackgroundJob } from '@/server/background-jobs';
import type { Database } from '@/server/db/client';
import { mailOutbox, newsletterDeliveries, newsletterIssues, newsletterSubscribers, pages } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { enqueueMail, type OutgoingMail } from '@/server/mail/outbox';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { renderIssueEmail, type IssuePost } from './emails';
import type { NewsletterMailContext } from './subscribers';
import { listUnsubscribeHeaders, subscriberLinks } from './tokens';

export const DEFAULT_SEND_RATE_PER_MINUTE = 60;

export type SendOptions = {
  context: NewsletterMailContext;
  /** Messages a minute the outbox is given (NEWSLETTER_SEND_RATE). */
  ratePerMinute: number;
  now?: Date;
  /** Subscribers per transaction. */
  batchSize?: number;
  /** How far ahead of their time messages are queued. */
  lookaheadMs?: number;
  /** How many of an issue's messages may wait in the outbox at once (queued, not yet sent). */
  maxAhead?: number;
};

/** An issue's posts that are published, in the issue's order (a post unpublished since is left out). */
export async function loadIssuePosts(db: Pick<Database, 'select'>, postIds: readonly string[]): Promise<IssuePost[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .select({ id: pages.id, title: pages.title, slug: pages.slug, excerpt: pages.excerpt })
    .from(pages)
    .where(and(inArray(pages.id, [...postIds]), eq(pages.kind, 'post'), eq(pages.isPublished, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return postIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ title: row.title, slug: row.slug, excerpt: row.excerpt }] : [];
  });
}

/** Scheduled issues whose time has come start sending (each claimed by one process). */
export async function startDueIssues(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: newsletterIssues.id, subject: newsletterIssues.subject })
      .from(newsletterIssues)
      .where(and(eq(newsletterIssues.status, 'scheduled'), lte(newsletterIssues.scheduledAt, now)))
      .orderBy(asc(newsletterIssues.scheduledAt))
      .for('update', { skipLocked: true });
    for (const issue of due) {
      await tx.update(newsletterIssues).set({ status: 'sending', sendStartedAt: now, nextSlotAt: now }).where(eq(newsletterIssues.id, issue.id));
      await auditIssue(tx, null, 'newsletter.issue.send_start', issue, { scheduled: true });
    }
    return due.length;
  });
}

export type BatchResult = { queued: number; state: 'queued' | 'waiting' | 'finished' | 'busy' };

/** Queues the next batch of one sending issue; see the file's comment for why it is restart-safe. */
export async function queueIssueBatch(db: Database, issueId: string, options: SendOptions): Promise<BatchResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 200;
  const lookaheadMs = options.lookaheadMs ?? 2 * 60_000;
  const maxAhead = options.maxAhead ?? 1_000;
  const intervalMs = 60_000 / Math.max(1, options.ratePerMinute);
  return db.transaction(async (tx): Promise<BatchResult> => {
    const [issue] = await tx
      .select()
      .from(newsletterIssues)
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'sending')))
      .for('update', { skipLocked: true });
    if (!issue) return { queued: 0, state: 'busy' };
    const firstSlot = Math.max(issue.nextSlotAt?.getTime() ?? now.getTime(), now.getTime());
    if (firstSlot > now.getTime() + lookaheadMs) return { queued: 0, state: 'waiting' };
    // However fast the clock allows, the outbox holds a bounded part of the list (a slow SMTP server).
    const [{ waiting } = { waiting: 0 }] = await tx
      .select({ waiting: sql<number>`count(*)::int` })
      .from(newsletterDeliveries)
      .innerJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.outboxId))
      .where(and(eq(newsletterDeliveries.issueId, issue.id), inArray(mailOutbox.status, ['pending', 'sending'])));
    const room = Math.min(batchSize, maxAhead - waiting);
    if (room <= 0) return { queued: 0, state: 'waiting' };

    const recipients = await tx
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, token: newsletterSubscribers.unsubscribeToken })
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.status, 'subscribed'),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(newsletterDeliveries)
              .where(and(eq(newsletterDeliveries.issueId, issue.id), eq(newsletterDeliveries.subscriberId, newsletterSubscribers.id))),
          ),
        ),
      )
      .orderBy(asc(newsletterSubscribers.id))
      .limit(room);

    if (recipients.length === 0) {
      await tx.update(newsletterIssues).set({ status: 'sent', sentAt: now }).where(eq(newsletterIssues.id, issue.id));
      const [{ total } = { total: 0 }] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, issue.id));
      await auditIssue(tx, null, 'newsletter.issue.queued', issue, { recipients: total });
      return { queued: 0, state: 'finished' };
    }

    const posts = await loadIssuePosts(tx, issue.postIds);
    const content = { subject: issue.subject, intro: issue.intro, posts };
    const mails: OutgoingMail[] = recipients.map((recipient, index) => {
      const links = subscriberLinks(options.context.siteUrl, recipient.token, issue.id);
      const email = renderIssueEmail({
        issue: content,
        siteUrl: options.context.siteUrl,
        company: options.context.company,
        links: { preferences: links.preferences, unsubscribe: links.unsubscribePage },
      });
      return {
        id: randomUUID(),
        to: recipient.email,
        subject: email.subject,
        text: email.text,
        html: email.html,
        replyTo: options.context.company.email || undefined,
        headers: listUnsubscribeHeaders(links),
        notBefore: new Date(firstSlot + index * intervalMs),
      };
    });
    await enqueueMail(tx, mails);
    // No ON CONFLICT: a delivery that exists already (it cannot, under the lock) fails the whole batch.
    await tx
      .insert(newsletterDeliveries)
      .values(recipients.map((recipient, index) => ({ issueId: issue.id, subscriberId: recipient.id, outboxId: mails[index]!.id })));
    await tx
      .update(newsletterIssues)
      .set({ nextSlotAt: new Date(firstSlot + recipients.length * intervalMs) })
      .where(eq(newsletterIssues.id, issue.id));
    return { queued: recipients.length, state: 'queued' };
  });
}

export type SendRunResult = { started: number; queued: number; finished: number };

/** One pass: starts due issues, then queues every sending issue as far as the lookahead allows. */
export async function runNewsletterSends(db: Database, options: SendOptions): Promise<SendRunResult> {
  const result: SendRunResult = { started: await startDueIssues(db, options.now), queued: 0, finished: 0 };
  const sending = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, 'sending'))
    .orderBy(asc(newsletterIssues.sendStartedAt));
  for (const { id } of sending) {
    for (;;) {
      const batch = await queueIssueBatch(db, id, options);
      result.queued += batch.queued;
      if (batch.state === 'finished') result.finished += 1;
      if (batch.state !== 'queued') break;
    }
  }
  return result;
}

/** Asks the running newsletter job to look now (after Send now). */
export function wakeNewsletterWorker() {
  wakeBackgroundJob('newsletter');
}

/** Runs the sends every `intervalMs` and when woken, one run at a time, until stopped. */
export function startNewsletterWorker(options: {
  getDb: () => Promise<Database>;
  getContext: () => Promise<NewsletterMailContext>;
  ratePerMinute: number;
  intervalMs?: number;
  batchSize?: number;
  lookaheadMs?: number;
  maxAhead?: number;
}) {
  return startLoop({
    name: 'newsletter',
    everyMs: options.intervalMs ?? 5_000,
    failed: 'newsletter run failed',
    run: async () => {
      const result = await runNewsletterSends(await options.getDb(), {
        context: await options.getContext(),
        ratePerMinute: options.ratePerMinute,
        batchSize: options.batchSize,
        lookaheadMs: options.lookaheadMs,
        maxAhead: options.maxAhead,
      });
      if (result.queued > 0 || result.started > 0 || result.finished > 0) {
        logger.info(result, 'newsletter run');
        wakeOutboxWorker();
      }
    },
  });
}
