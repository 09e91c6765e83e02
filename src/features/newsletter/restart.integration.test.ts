// The acceptance test of sending (decision 092): an issue to 500 confirmed subscribers reaches
// each exactly once at a real SMTP server, also when the process sending it is killed halfway
// (SIGKILL: nothing cleaned up) and started again on the same database. Every message carries the
// List-Unsubscribe headers; a one-click unsubscribe (RFC 8058) removes the address, and the next
// issue skips it.
//
// The sender is a real child process (src/test/newsletter-sender.ts). With the embedded database
// the test and the sender take turns on the data directory; with TEST_DATABASE_URL it is a
// database of its own on that server. The sender queues at most 50 messages ahead of the outbox,
// so the kill comes while part of the list is not even queued yet. To be deterministic, the SMTP server counts a message only
// when it accepts it, and the kill comes while it holds the 200th unanswered: that one was never
// delivered and must be sent again after the restart, by the same outbox row.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, setDatabaseForTests, type Database, type DatabaseHandle } from '@/server/db/client';
import { mailOutbox, newsletterDeliveries, newsletterIssues, newsletterSubscribers, pages } from '@/server/db/schema';
import { processOutbox } from '@/server/mail/worker';
import { createPooledTestTransport, waitFor } from '@/test/smtp';
import { POST as oneClickUnsubscribe } from '@/app/api/newsletter/unsubscribe/route';
import { runNewsletterSends } from './sending';

const RECIPIENTS = 500;
const KILL_AT = 200;
const SITE_URL = 'http://news.test';
const ROOT = path.resolve(import.meta.dirname, '../../..');

type Target = { open: () => Promise<DatabaseHandle>; env: Record<string, string>; drop: () => Promise<void> };

/** A database the test and the sender share: an embedded data directory, or one on TEST_DATABASE_URL's server. */
async function makeTarget(): Promise<Target> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(serverUrl);
    await admin.db.execute(`create database ${name}`);
    await admin.close();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      open: () => openPostgres(url.toString()),
      env: { DATABASE_URL: url.toString() },
      drop: async () => {
        const cleanup = await openPostgres(serverUrl);
        await cleanup.db.execute(`drop database if exists ${name} with (force)`);
        await cleanup.close();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-restart-'));
  return {
    open: () => openPglite(dataDir),
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Runs `work` on the shared database, then closes it (the embedded one admits one process at a time). */
async function withDatabase<T>(target: Target, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await target.open();
  try {
    await handle.migrate();
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

type Accepted = { to: string; raw: string };

/** An SMTP server that counts a message once it accepts it, and can hold the Nth without an answer. */
async function startCountingSmtp(holdAt?: number) {
  const accepted: Accepted[] = [];
  let seen = 0;
  let onHeld: () => void = () => {};
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        seen += 1;
        // Never answered: the sender is killed while it waits, so this one was not delivered.
        if (seen === holdAt) return onHeld();
        for (const to of session.envelope.rcptTo) accepted.push({ to: to.address, raw });
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, accepted, held, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Sender = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startSender(target: Target, smtpUrl: string): Sender {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/allow-server-only.mjs', 'src/test/newsletter-sender.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...target.env, SMTP_URL: smtpUrl, SITE_URL, NEWSLETTER_SEND_RATE: '100000', NEWSLETTER_MAX_AHEAD: '50', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const unfolded = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ');
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded(raw))?.[1]?.trim();
const timesEach = (mails: readonly Accepted[]) =>
  mails.reduce((counts, mail) => counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1), new Map<string, number>());

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe('sending an issue to 500 confirmed subscribers', () => {
  it(
    'reaches each exactly once, also across a kill and a restart, and a one-click unsubscribe drops the address from the next issue',
    { timeout: 240_000 },
    async () => {
      const target = await makeTarget();
      cleanups.push(target.drop);
      const issueId = await withDatabase(target, async (db) => {
        await db.insert(newsletterSubscribers).values(
          Array.from({ length: RECIPIENTS }, (_, i) => ({
            email: `reader${String(i).padStart(3, '0')}@example.com`,
            status: 'subscribed' as const,
            unsubscribeToken: randomBytes(24).toString('base64url'),
          })),
        );
        // Never mailed: a sign-up that was not confirmed, and someone who left.
        await db.insert(newsletterSubscribers).values([
          { email: 'pending@example.com', status: 'pending', unsubscribeToken: randomBytes(24).toString('base64url') },
          { email: 'gone@example.com', status: 'unsubscribed', unsubscribeToken: randomBytes(24).toString('base64url') },
        ]);
        const [post] = await db
          .insert(pages)
          .values({
            title: 'Shipping RAG to production',
            slug: 'shipping-rag',
            kind: 'post',
            isPublished: true,
            publishedAt: new Date(),
            excerpt: 'What broke, and what we changed.',
          })
          .returning({ id: pages.id });
        const [issue] = await db
          .insert(newsletterIssues)
          .values({
            subject: 'Insights, May',
            intro: 'Hello from the team.',
            postIds: [post!.id],
            status: 'scheduled',
            scheduledAt: new Date(Date.now() - 1_000),
            createdByName: 'Ada',
          })
          .returning({ id: newsletterIssues.id });
        return issue!.id;
      });

      const smtp = await startCountingSmtp(KILL_AT);
      cleanups.push(smtp.stop);
      const first = startSender(target, smtp.url);
      cleanups.push(async () => void first.child.kill('SIGKILL'));
      await Promise.race([smtp.held, first.exited.then((code) => Promise.reject(new Error(`the sender exited (${code}) before sending:\n${first.output()}`)))]);
      first.child.kill('SIGKILL');
      await first.exited;
      expect(smtp.accepted).toHaveLength(KILL_AT - 1);

      // Killed halfway: part of the list queued, the issue still sending.
      const halfway = await withDatabase(target, async (db) => ({
        deliveries: (await db.select({ n: count() }).from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issueId)))[0]!.n,
        status: (await db.select({ status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId)))[0]!.status,
      }));
      expect(halfway.status).toBe('sending');
      expect(halfway.deliveries).toBeGreaterThanOrEqual(KILL_AT);
      expect(halfway.deliveries).toBeLessThan(RECIPIENTS);

      const second = startSender(target, smtp.url);
      cleanups.push(async () => void second.child.kill('SIGKILL'));
      await waitFor(() => expect(smtp.accepted.length, second.output()).toBeGreaterThanOrEqual(RECIPIENTS), 120_000);
      // A moment for a duplicate to show up, were there one, then a clean stop.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      const received = timesEach(smtp.accepted);
      expect(received.size).toBe(RECIPIENTS);
      expect([...received.values()].every((times) => times === 1)).toBe(true);
      expect(received.has('pending@example.com') || received.has('gone@example.com')).toBe(false);
      for (const mail of smtp.accepted) {
        expect(header(mail.raw, 'List-Unsubscribe')).toMatch(new RegExp(`^<${SITE_URL}/api/newsletter/unsubscribe\\?token=[\\w-]+&issue=${issueId}>$`));
        expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      }

      // One click from the mail client of reader042.
      const mail = smtp.accepted.find((m) => m.to === 'reader042@example.com')!;
      const oneClickUrl = /^<(.*)>$/.exec(header(mail.raw, 'List-Unsubscribe')!)![1]!;
      const handle = await target.open();
      cleanups.push(() => handle.close());
      setDatabaseForTests(handle);
      const db = handle.db;
      expect(await db.$count(mailOutbox, ne(mailOutbox.status, 'sent'))).toBe(0);
      expect((await db.select({ status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId)))[0]!.status).toBe('sent');

      const answer = await oneClickUnsubscribe(
        new Request(oneClickUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
      );
      expect(answer.status).toBe(200);
      expect(
        (
          await db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'reader042@example.com'))
        )[0]!.status,
      ).toBe('unsubscribed');
      // Counted as this issue's unsubscribe.
      expect(await db.$count(newsletterDeliveries, and(eq(newsletterDeliveries.issueId, issueId), isNotNull(newsletterDeliveries.unsubscribedAt)))).toBe(1);

      // The next issue goes to the 499 others.
      const [next] = await db
        .insert(newsletterIssues)
        .values({ subject: 'Insights, June', intro: 'Again.', status: 'sending', sendStartedAt: new Date(), createdByName: 'Ada' })
        .returning({ id: newsletterIssues.id });
      const nextSmtp = await startCountingSmtp();
      cleanups.push(nextSmtp.stop);
      const transport = createPooledTestTransport(nextSmtp.url);
      cleanups.push(async () => transport.close());
      const context = { siteUrl: SITE_URL, company: { name: 'Axion Labs', email: 'hello@axionlabs.dev', phone: '', address: '' } };
      await runNewsletterSends(db, { context, ratePerMinute: 100_000, lookaheadMs: 3_600_000 });
      while ((await processOutbox(db, transport, { now: new Date(Date.now() + 60_000), batchSize: 100 })).sent > 0);
      const nextReceived = timesEach(nextSmtp.accepted);
      expect(nextReceived.size).toBe(RECIPIENTS - 1);
      expect(nextReceived.has('reader042@example.com')).toBe(false);
      expect(await db.$count(newsletterDeliveries, eq(newsletterDeliveries.issueId, next!.id))).toBe(RECIPIENTS - 1);
    },
  );
});
