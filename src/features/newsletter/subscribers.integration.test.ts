import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { auditLog, mailOutbox, newsletterDeliveries, newsletterIssues, newsletterSubscribers, rateLimits, users } from '@/server/db/schema';
import { sign } from '@/server/signing';
import { claimVisitorMail, VISITOR_MAIL_LIMIT } from '@/server/mail/recipient-limit';
import { createTestDatabase } from '@/test/database';
import { parseSubscribersCsv } from './csv-import';
import { importSubscribers } from './import';
import { newsletterSchema } from './schema';
import { queueIssueBatch } from './sending';
import { confirmSubscription, subscribeEmail, unsubscribeByToken } from './subscribers';
import { confirmationToken } from './tokens';

let db: Database;
const context = { siteUrl: 'https://axionlabs.dev', company: { name: 'Axion Labs', email: 'hello@axionlabs.dev', phone: '', address: '' } };
const actor = { id: 'admin-1', email: 'admin@axionlabs.dev', ipAddress: null };

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await db.insert(users).values({ id: actor.id, name: 'Admin', email: actor.email, role: 'admin' });
});
beforeEach(async () => {
  await db.delete(newsletterIssues);
  await db.delete(newsletterSubscribers);
  await db.delete(mailOutbox);
  await db.delete(rateLimits);
});

const subscriber = async (email: string) => (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
const mailsTo = (email: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.createdAt));
const linkIn = (text: string) => /https:\/\/axionlabs\.dev\/newsletter\/confirm\?token=(\S+)/.exec(text)?.[1];

describe('signing up (double opt-in)', () => {
  it('stores a pending subscriber and queues the confirmation email with its link in the same step', async () => {
    const { email } = newsletterSchema.parse({ email: '  Ada@Example.COM ' });
    expect(await subscribeEmail(db, email, 'http://localhost/about', context)).toBe('confirmation_sent');
    expect(await subscriber('ada@example.com')).toMatchObject({ status: 'pending', sourcePage: 'http://localhost/about', confirmedAt: null });
    const [mail] = await mailsTo('ada@example.com');
    expect(mail!.subject).toBe('Confirm your subscription to the Axion Labs newsletter');
    const token = decodeURIComponent(linkIn(mail!.textBody)!);

    expect(await confirmSubscription(db, token)).toMatchObject({ status: 'confirmed', email: 'ada@example.com' });
    expect(await subscriber('ada@example.com')).toMatchObject({ status: 'subscribed', confirmedAt: expect.any(Date) });
    // Opened twice (a mail scanner first): still one subscription, nothing else changes.
    expect(await confirmSubscription(db, token)).toMatchObject({ status: 'already_subscribed' });
  });

  it('answers a subscribed address like any other and sends it nothing; a pending one gets the link again, a few times a day at most', async () => {
    await subscribeEmail(db, 'grace@example.com', null, context);
    await db.update(newsletterSubscribers).set({ status: 'subscribed' });
    expect(await subscribeEmail(db, 'grace@example.com', null, context)).toBe('already_subscribed');
    expect(await mailsTo('grace@example.com')).toHaveLength(1);

    await subscribeEmail(db, 'linus@example.com', null, context);
    expect(await subscribeEmail(db, 'linus@example.com', null, context)).toBe('confirmation_sent');
    expect(await subscribeEmail(db, 'linus@example.com', null, context)).toBe('confirmation_sent');
    expect(await subscribeEmail(db, 'linus@example.com', null, context)).toBe('too_many_confirmations');
    expect(await mailsTo('linus@example.com')).toHaveLength(3);
    expect(await db.$count(newsletterSubscribers, eq(newsletterSubscribers.email, 'linus@example.com'))).toBe(1);
  });

  it('shares the daily limit of every email to a visitor: an address that had its few today is sent no link, and stays as it was', async () => {
    await subscribeEmail(db, 'barbara@example.com', null, context);
    await unsubscribeByToken(db, (await subscriber('barbara@example.com')).unsubscribeToken);
    // Today's other emails to the same mailbox (a contact confirmation, an estimate...), spelled otherwise.
    for (let i = 0; i < VISITOR_MAIL_LIMIT.limit; i++) await claimVisitorMail(db, 'Barbara+news@Example.com');
    expect(await subscribeEmail(db, 'barbara@example.com', null, context)).toBe('too_many_confirmations');
    expect(await mailsTo('barbara@example.com')).toHaveLength(1);
    expect((await subscriber('barbara@example.com')).status).toBe('unsubscribed');
  });

  it('refuses a tampered or expired link, and an old link does not undo an unsubscribe', async () => {
    await subscribeEmail(db, 'ken@example.com', null, context);
    const row = await subscriber('ken@example.com');
    const token = confirmationToken(row.unsubscribeToken);
    expect(await confirmSubscription(db, `${token.slice(0, -2)}xx`)).toEqual({ status: 'invalid' });
    expect(await confirmSubscription(db, sign(`nlc.${row.unsubscribeToken}`))).toEqual({ status: 'invalid' });
    expect(await confirmSubscription(db, ['not', 'a', 'token'])).toEqual({ status: 'invalid' });
    expect(await confirmSubscription(db, confirmationToken(row.unsubscribeToken, new Date(Date.now() - 8 * 86_400_000)))).toEqual({ status: 'expired' });
    expect(await confirmSubscription(db, confirmationToken('x'.repeat(32)))).toEqual({ status: 'unknown' });
    expect((await subscriber('ken@example.com')).status).toBe('pending');

    await unsubscribeByToken(db, row.unsubscribeToken);
    expect(await confirmSubscription(db, token)).toMatchObject({ status: 'unsubscribed' });
    expect((await subscriber('ken@example.com')).status).toBe('unsubscribed');
    // Signing up again is a new consent: pending, with a new confirmation.
    expect(await subscribeEmail(db, 'ken@example.com', null, context)).toBe('confirmation_sent');
    expect((await subscriber('ken@example.com')).status).toBe('pending');
  });
});

describe('sending and unsubscribing', () => {
  const issueTo = async (emails: string[]) => {
    await db
      .insert(newsletterSubscribers)
      .values(emails.map((email, i) => ({ email, status: 'subscribed' as const, unsubscribeToken: `token-${i}-${'x'.repeat(20)}` })));
    const [issue] = await db.insert(newsletterIssues).values({ subject: 'May', intro: 'Hello', status: 'sending', createdByName: 'Ada' }).returning();
    return issue!;
  };

  it('spaces the messages by the send rate and queues no further ahead than allowed', async () => {
    const issue = await issueTo(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']);
    const now = new Date('2026-05-01T09:00:00Z');
    expect(await queueIssueBatch(db, issue.id, { context, ratePerMinute: 30, now, batchSize: 3 })).toEqual({ queued: 3, state: 'queued' });
    const times = (await db.select({ at: mailOutbox.nextAttemptAt }).from(mailOutbox).orderBy(asc(mailOutbox.nextAttemptAt))).map((row) =>
      row.at.toISOString(),
    );
    expect(times).toEqual(['2026-05-01T09:00:00.000Z', '2026-05-01T09:00:02.000Z', '2026-05-01T09:00:04.000Z']);
    // The fourth would go out at 09:00:06: more than the lookahead away from 'now'.
    expect(await queueIssueBatch(db, issue.id, { context, ratePerMinute: 30, now, lookaheadMs: 5_000 })).toEqual({ queued: 0, state: 'waiting' });
    expect(await queueIssueBatch(db, issue.id, { context, ratePerMinute: 30, now, maxAhead: 3 })).toEqual({ queued: 0, state: 'waiting' });
    expect(await queueIssueBatch(db, issue.id, { context, ratePerMinute: 30, now: new Date(now.getTime() + 2_000) })).toEqual({ queued: 1, state: 'queued' });
    expect(await queueIssueBatch(db, issue.id, { context, ratePerMinute: 30, now })).toEqual({ queued: 0, state: 'finished' });
    expect((await db.select().from(newsletterIssues))[0]!.status).toBe('sent');
  });

  it('withdraws what was queued for someone who unsubscribes before it goes out, and counts the unsubscribe for the issue', async () => {
    const issue = await issueTo(['a@example.com', 'b@example.com']);
    await queueIssueBatch(db, issue.id, { context, ratePerMinute: 1, now: new Date() });
    const [a] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'a@example.com'));
    // A made-up issue id counts nothing; the real one does.
    expect(await unsubscribeByToken(db, a!.unsubscribeToken, '00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 'unsubscribed' });
    expect(await mailsTo('a@example.com')).toHaveLength(0);
    expect(await mailsTo('b@example.com')).toHaveLength(1);
    const [delivery] = await db
      .select()
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, issue.id), eq(newsletterDeliveries.subscriberId, a!.id)));
    expect(delivery).toMatchObject({ outboxId: null, unsubscribedAt: null });
    expect(await unsubscribeByToken(db, a!.unsubscribeToken, issue.id)).toMatchObject({ status: 'already_unsubscribed' });
  });
});

describe('importing a CSV', () => {
  it('refuses a file with bad lines, naming them, and stores nothing', async () => {
    const parsed = parseSubscribersCsv('email,status\nada@example.com,subscribed\nnot-an-address,\n"grace@example.com",maybe\n');
    expect(parsed).toEqual({
      ok: false,
      errors: [
        'Line 3: Please enter a valid email address. ("not-an-address")',
        'Line 4: the status "maybe" is not one we know: use subscribed, pending or unsubscribed, or leave it empty.',
      ],
    });
    expect(parseSubscribersCsv('name\nAda')).toMatchObject({ ok: false, errors: [expect.stringContaining('"email"')] });
    expect(parseSubscribersCsv('email\n"ada@example.com')).toMatchObject({ ok: false, errors: [expect.stringContaining('closing "')] });
  });

  it('subscribes new addresses only with consent, sends the others the confirmation, and never brings back someone who left', async () => {
    await db.insert(newsletterSubscribers).values({ email: 'left@example.com', status: 'unsubscribed', unsubscribeToken: 'left-token-xxxxxxxxxxxxxxxx' });
    const csv = '\uFEFFEmail,Status\r\nnew@example.com,subscribed\r\nleft@example.com,subscribed\r\nNEW@example.com,\r\nquiet@example.com,unsubscribed\r\n';
    const parsed = parseSubscribersCsv(csv);
    if (!parsed.ok) throw new Error(parsed.errors.join());
    expect(parsed.duplicates).toBe(1);
    expect(await importSubscribers(db, actor, parsed.rows, { consented: false, context, ratePerMinute: 60, fileName: 'list.csv' })).toEqual({
      subscribed: 0,
      pending: 1,
      unsubscribed: 1,
      unchanged: 1,
    });
    expect((await subscriber('new@example.com')).status).toBe('pending');
    expect(await mailsTo('new@example.com')).toHaveLength(1);
    expect((await subscriber('left@example.com')).status).toBe('unsubscribed');
    expect((await subscriber('quiet@example.com')).status).toBe('unsubscribed');

    const consented = parseSubscribersCsv('email\nfriend@example.com\n');
    if (!consented.ok) throw new Error(consented.errors.join());
    expect(await importSubscribers(db, actor, consented.rows, { consented: true, context, ratePerMinute: 60, fileName: 'old-site.csv' })).toMatchObject({
      subscribed: 1,
    });
    expect((await subscriber('friend@example.com')).status).toBe('subscribed');
    expect(await mailsTo('friend@example.com')).toHaveLength(0);
    expect(
      (await db.select().from(auditLog).where(eq(auditLog.action, 'newsletter.subscribers.import')).orderBy(asc(auditLog.id))).map((entry) => entry.details),
    ).toEqual([
      expect.objectContaining({ file: 'list.csv', consented: false, pending: 1 }),
      expect.objectContaining({ file: 'old-site.csv', consented: true, subscribed: 1 }),
    ]);
  });
});
