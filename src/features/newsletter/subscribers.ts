// A subscriber's life (decision 092): a sign-up is pending and gets a confirmation email in the
// same transaction; the emailed link makes it subscribed; an unsubscribe (one click from the mail
// client, or a button on our page) holds at once and withdraws what was queued for it. Only
// 'subscribed' addresses are ever sent an issue.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getSiteInfo } from '@/features/settings/queries';
import type { Database } from '@/server/db/client';
import { mailOutbox, newsletterDeliveries, newsletterSubscribers } from '@/server/db/schema';
import { env } from '@/server/env';
import type { EmailCompany } from '@/server/mail/layout';
import { enqueueMail } from '@/server/mail/outbox';
import { claimVisitorMail } from '@/server/mail/recipient-limit';
import { confirmationEmail } from './emails';
import { CONFIRM_LINK_DAYS, confirmationToken, isSubscriberToken, readConfirmationToken } from './tokens';

export type NewsletterMailContext = { siteUrl: string; company: EmailCompany };

/** The site's address and the company that signs the emails. */
export async function newsletterMailContext(): Promise<NewsletterMailContext> {
  const site = await getSiteInfo();
  return { siteUrl: env().siteUrl, company: { name: site.companyName, email: site.email, phone: site.phone, address: site.address } };
}

export const newSubscriberToken = () => randomBytes(24).toString('base64url');

export type SubscribeOutcome = 'confirmation_sent' | 'already_subscribed' | 'too_many_confirmations';

export function confirmationMail(email: string, subscriberToken: string, context: NewsletterMailContext, now: Date) {
  const link = `${context.siteUrl}/newsletter/confirm?token=${encodeURIComponent(confirmationToken(subscriberToken, now))}`;
  return confirmationEmail({ to: email, link, company: context.company, days: CONFIRM_LINK_DAYS });
}

/**
 * Signs an address up: new, pending or unsubscribed, it becomes pending and is sent the link to
 * confirm; already subscribed, nothing happens. The visitor sees the same message either way, so
 * the form does not tell who is on the list. The address is only what was typed: the link counts
 * against the daily limit of every email to a visitor (decision 097), so the form cannot flood
 * an inbox; past it nothing is sent (nor changed, for an address already known).
 */
export async function subscribeEmail(
  db: Database,
  email: string,
  sourcePage: string | null,
  context?: NewsletterMailContext,
  now = new Date(),
): Promise<SubscribeOutcome> {
  const mailContext = context ?? (await newsletterMailContext());
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, sourcePage, status: 'pending', consentAt: now, confirmationSentAt: now, unsubscribeToken: newSubscriberToken() })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ token: newsletterSubscribers.unsubscribeToken });
    let token = created?.token;
    if (!token) {
      const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for('update');
      if (!row) throw new Error('newsletter subscriber vanished while signing up');
      if (row.status === 'subscribed') return 'already_subscribed';
      if (!(await claimVisitorMail(tx, email, now))) return 'too_many_confirmations';
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'pending', consentAt: now, confirmationSentAt: now, updatedAt: sql`now()` })
        .where(eq(newsletterSubscribers.id, row.id));
      token = row.unsubscribeToken;
    } else if (!(await claimVisitorMail(tx, email, now))) {
      // A new address that had its emails for the day: pending, and nothing sent.
      return 'too_many_confirmations';
    }
    await enqueueMail(tx, [confirmationMail(email, token, mailContext, now)]);
    return 'confirmation_sent';
  });
}

export type SubscriberByToken = { id: string; email: string; status: 'pending' | 'subscribed' | 'unsubscribed' };

/** The subscriber a link names; null for a token of the wrong shape or one nobody has. */
export async function findSubscriberByToken(db: Database, token: unknown): Promise<SubscriberByToken | null> {
  if (!isSubscriberToken(token)) return null;
  const [row] = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  return row ?? null;
}

export type ConfirmOutcome =
  { status: 'confirmed' | 'already_subscribed' | 'unsubscribed'; email: string; token: string } | { status: 'invalid' | 'expired' | 'unknown' };

/** Opens a confirmation link: a pending address becomes subscribed; nothing else changes. */
export async function confirmSubscription(db: Database, token: unknown, now = new Date()): Promise<ConfirmOutcome> {
  const check = readConfirmationToken(token, now);
  if (!check.ok) return { status: check.reason };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, check.subscriberToken)).for('update');
    if (!row) return { status: 'unknown' as const };
    const known = { email: row.email, token: row.unsubscribeToken };
    if (row.status === 'subscribed') return { status: 'already_subscribed' as const, ...known };
    // An old link does not undo a later unsubscribe: that takes the preferences page.
    if (row.status === 'unsubscribed') return { status: 'unsubscribed' as const, ...known };
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'subscribed', confirmedAt: now, updatedAt: sql`now()` })
      .where(eq(newsletterSubscribers.id, row.id));
    return { status: 'confirmed' as const, ...known };
  });
}

type Writer = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Marks a subscriber unsubscribed and withdraws the issues queued for them that have not gone out. */
export async function unsubscribeIn(tx: Writer, subscriberId: string, now: Date) {
  await tx
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: sql`now()` })
    .where(eq(newsletterSubscribers.id, subscriberId));
  const queued = tx.select({ id: newsletterDeliveries.outboxId }).from(newsletterDeliveries).where(eq(newsletterDeliveries.subscriberId, subscriberId));
  // The delivery row stays (its outbox_id becomes null): the issue is never queued for them again.
  await tx.delete(mailOutbox).where(and(inArray(mailOutbox.id, queued), eq(mailOutbox.status, 'pending')));
}

export type UnsubscribeOutcome = { status: 'unsubscribed' | 'already_unsubscribed'; email: string } | { status: 'unknown' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Unsubscribes the subscriber a link names. `issueId`: the issue whose email the link was in,
 * counted as that issue's unsubscribe if it was really sent to them (a made-up id counts nothing).
 */
export async function unsubscribeByToken(db: Database, token: unknown, issueId?: string | null, now = new Date()): Promise<UnsubscribeOutcome> {
  if (!isSubscriberToken(token)) return { status: 'unknown' };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token)).for('update');
    if (!row) return { status: 'unknown' as const };
    if (row.status === 'unsubscribed') return { status: 'already_unsubscribed' as const, email: row.email };
    await unsubscribeIn(tx, row.id, now);
    if (issueId && UUID.test(issueId)) {
      await tx
        .update(newsletterDeliveries)
        .set({ unsubscribedAt: now })
        .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.subscriberId, row.id), isNull(newsletterDeliveries.unsubscribedAt)));
    }
    return { status: 'unsubscribed' as const, email: row.email };
  });
}

/** Subscribes again from the preferences page: the link came from their own inbox, which confirms the address. */
export async function resubscribeByToken(
  db: Database,
  token: unknown,
  now = new Date(),
): Promise<{ status: 'subscribed' | 'already_subscribed'; email: string } | { status: 'unknown' }> {
  if (!isSubscriberToken(token)) return { status: 'unknown' };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token)).for('update');
    if (!row) return { status: 'unknown' as const };
    if (row.status === 'subscribed') return { status: 'already_subscribed' as const, email: row.email };
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'subscribed', confirmedAt: now, consentAt: now, updatedAt: sql`now()` })
      .where(eq(newsletterSubscribers.id, row.id));
    return { status: 'subscribed' as const, email: row.email };
  });
}
