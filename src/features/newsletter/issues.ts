// Staff's work on issues: write a draft, send a test to themselves, send to every confirmed
// subscriber now or at a set time, cancel that time. Each is one transaction with its audit
// entry. An issue can be changed only until it starts sending: what subscribers get is what it
// held then. Sending itself is sending.ts.
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { CrudError, type CrudActor } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { newsletterIssues, newsletterSubscribers, pages } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import { auditIssue } from './issue-audit';
import { renderIssueEmail } from './emails';
import type { IssueInput } from './schema';
import { loadIssuePosts } from './sending';
import type { NewsletterMailContext } from './subscribers';

export type IssueAuthor = CrudActor & { name: string };

const EDITABLE = ['draft', 'scheduled'] as const;
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

async function lockIssue(tx: Parameters<Parameters<Database['transaction']>[0]>[0], id: string) {
  const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for('update');
  if (!issue) throw new CrudError('This issue no longer exists. Reload the page.', 404);
  return issue;
}

function requireEditable(issue: { status: string }) {
  if (!(EDITABLE as readonly string[]).includes(issue.status)) throw new CrudError('This issue has been sent: it can no longer be changed.', 409);
}

function requireContent(issue: { intro: string; postIds: string[] }) {
  if (!issue.intro.trim() && issue.postIds.length === 0) throw new CrudError('Write an intro or choose at least one post first.', 400);
}

/** Creates (no id) or updates a draft or scheduled issue. Only published posts can be chosen. */
export async function writeIssue(db: Database, author: IssueAuthor, input: IssueInput): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    if (input.postIds.length > 0) {
      const found = await tx
        .select({ id: pages.id })
        .from(pages)
        .where(and(inArray(pages.id, input.postIds), eq(pages.kind, 'post'), eq(pages.isPublished, true)));
      if (found.length !== input.postIds.length) throw new CrudError('A chosen post is no longer published. Reload the page and choose again.', 409);
    }
    const values = { subject: input.subject, intro: input.intro, postIds: input.postIds };
    if (!input.id) {
      const [row] = await tx
        .insert(newsletterIssues)
        .values({ ...values, createdById: author.id, createdByName: author.name })
        .returning({ id: newsletterIssues.id });
      await auditIssue(tx, author, 'newsletter.issue.create', { id: row!.id, subject: input.subject });
      return { id: row!.id, created: true };
    }
    const issue = await lockIssue(tx, input.id);
    requireEditable(issue);
    await tx.update(newsletterIssues).set(values).where(eq(newsletterIssues.id, issue.id));
    await auditIssue(tx, author, 'newsletter.issue.update', { id: issue.id, subject: input.subject });
    return { id: issue.id, created: false };
  });
}

/** Deletes an issue that was never sent. */
export async function removeIssue(db: Database, author: IssueAuthor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const issue = await lockIssue(tx, id);
    requireEditable(issue);
    await tx.delete(newsletterIssues).where(eq(newsletterIssues.id, id));
    await auditIssue(tx, author, 'newsletter.issue.delete', issue);
  });
}

/** Sends the issue to every confirmed subscriber at `sendAt` (the job starts it then). */
export async function scheduleIssue(db: Database, author: IssueAuthor, id: string, sendAt: Date, now = new Date()): Promise<void> {
  if (Number.isNaN(sendAt.getTime())) throw new CrudError('Choose a date and a time.', 400);
  if (sendAt.getTime() <= now.getTime()) throw new CrudError('Choose a time in the future.', 400);
  if (sendAt.getTime() - now.getTime() > MAX_AHEAD_MS) throw new CrudError('Choose a time within a year from now.', 400);
  await db.transaction(async (tx) => {
    const issue = await lockIssue(tx, id);
    requireEditable(issue);
    requireContent(issue);
    await tx.update(newsletterIssues).set({ status: 'scheduled', scheduledAt: sendAt, sentByName: author.name }).where(eq(newsletterIssues.id, id));
    await auditIssue(tx, author, 'newsletter.issue.schedule', issue, { sendAt: sendAt.toISOString() });
  });
}

export async function cancelIssueSchedule(db: Database, author: IssueAuthor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const issue = await lockIssue(tx, id);
    if (issue.status !== 'scheduled')
      throw new CrudError(issue.status === 'draft' ? 'This issue is not scheduled.' : 'This issue has started sending: it can no longer be stopped.', 409);
    await tx.update(newsletterIssues).set({ status: 'draft', scheduledAt: null }).where(eq(newsletterIssues.id, id));
    await auditIssue(tx, author, 'newsletter.issue.schedule_cancel', issue, { sendAt: issue.scheduledAt?.toISOString() });
  });
}

/** Starts sending at once; returns how many confirmed subscribers there are now. */
export async function startIssueNow(db: Database, author: IssueAuthor, id: string, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const issue = await lockIssue(tx, id);
    requireEditable(issue);
    requireContent(issue);
    const recipients = await tx.$count(newsletterSubscribers, eq(newsletterSubscribers.status, 'subscribed'));
    await tx
      .update(newsletterIssues)
      .set({ status: 'sending', scheduledAt: null, sendStartedAt: now, nextSlotAt: now, sentByName: author.name })
      .where(eq(newsletterIssues.id, id));
    await auditIssue(tx, author, 'newsletter.issue.send', issue, { confirmedSubscribers: recipients });
    return recipients;
  });
}

/** Queues the issue, marked [Test], to the signed-in staff member alone. */
export async function queueTestIssue(db: Database, author: IssueAuthor, id: string, context: NewsletterMailContext): Promise<void> {
  await db.transaction(async (tx) => {
    const issue = await lockIssue(tx, id);
    requireContent(issue);
    const posts = await loadIssuePosts(tx, issue.postIds);
    const placeholder = `${context.siteUrl}/newsletter/preferences?token=test`;
    const email = renderIssueEmail({
      issue: { subject: issue.subject, intro: issue.intro, posts },
      siteUrl: context.siteUrl,
      company: context.company,
      links: { preferences: placeholder, unsubscribe: placeholder },
      test: true,
    });
    await enqueueMail(tx, [{ to: author.email, subject: email.subject, text: email.text, html: email.html }]);
    await auditIssue(tx, author, 'newsletter.issue.test', issue, { to: author.email });
  });
}
