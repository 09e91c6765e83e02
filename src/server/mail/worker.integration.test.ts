import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import { startTestSmtpServer, waitFor } from '@/test/smtp';
import type { Database } from '../db/client';
import { mailOutbox, siteSettings } from '../db/schema';
import { enqueueMail } from './outbox';
import { createFileTransport, createSmtpTransport } from './transport';
import { MAX_ATTEMPTS, processOutbox, reclaimSending, retryDelayMs, startOutboxWorker } from './worker';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await db.insert(siteSettings).values([
    { key: 'company_name', value: 'Axion Labs' },
    { key: 'contact_email', value: 'hello@axionlabs.dev' },
  ]);
});
afterEach(async () => {
  await db.delete(mailOutbox);
});

const message = (to: string) => ({ to, subject: `Hello ${to}`, text: 'Plain body', html: '<p>HTML body</p>' });

describe('the outbox worker', () => {
  it('sends due messages over SMTP once, from the company', async () => {
    const smtp = await startTestSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    try {
      await enqueueMail(db, [message('ada@example.com'), message('team@axionlabs.dev')]);
      expect(await processOutbox(db, transport)).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect(await processOutbox(db, transport)).toEqual({ sent: 0, retried: 0, failed: 0 });

      expect(
        smtp.received
          .map((m) => m.to)
          .flat()
          .sort(),
      ).toEqual(['ada@example.com', 'team@axionlabs.dev']);
      expect(smtp.received[0]?.from).toBe('hello@axionlabs.dev');
      expect(smtp.received[0]?.raw).toContain('From: Axion Labs <hello@axionlabs.dev>');
      expect(smtp.received[0]?.raw).toMatch(/multipart\/alternative/);
      const rows = await db.select().from(mailOutbox);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt)).toBe(true);
    } finally {
      transport.close();
      await smtp.stop();
    }
  });

  it('keeps messages while the SMTP server is down and delivers them once it is back, exactly once', async () => {
    const smtp = await startTestSmtpServer();
    const { port } = smtp;
    await smtp.stop();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      await enqueueMail(db, [message('ada@example.com')]);
      const start = new Date();
      expect(await processOutbox(db, transport, { now: start })).toEqual({ sent: 0, retried: 1, failed: 0 });
      const [waiting] = await db.select().from(mailOutbox);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
      expect(waiting!.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));

      // Not due yet: nothing is tried.
      expect(await processOutbox(db, transport, { now: new Date(start.getTime() + 1_000) })).toEqual({ sent: 0, retried: 0, failed: 0 });

      const back = await startTestSmtpServer(port);
      try {
        const later = new Date(start.getTime() + retryDelayMs(1) + 1);
        expect(await processOutbox(db, transport, { now: later })).toEqual({ sent: 1, retried: 0, failed: 0 });
        expect(await processOutbox(db, transport, { now: new Date(later.getTime() + 3_600_000) })).toEqual({ sent: 0, retried: 0, failed: 0 });
        expect(back.received).toHaveLength(1);
        expect(back.received[0]?.to).toEqual(['ada@example.com']);
      } finally {
        await back.stop();
      }
    } finally {
      transport.close();
    }
  });

  it('stops at once on a permanent failure, and after the last attempt on temporary ones', async () => {
    const rejecting = {
      kind: 'smtp' as const,
      close: () => {},
      send: async () => Promise.reject(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 })),
    };
    await enqueueMail(db, [message('nobody@example.com')]);
    expect(await processOutbox(db, rejecting)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: '550 mailbox unavailable' });

    await db.delete(mailOutbox);
    const flaky = {
      kind: 'smtp' as const,
      close: () => {},
      send: async () => Promise.reject(Object.assign(new Error('421 try later'), { responseCode: 421 })),
    };
    const [row] = await enqueueMail(db, [message('later@example.com')]);
    let now = Date.now();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await processOutbox(db, flaky, { now: new Date(now) })).toEqual({ sent: 0, retried: 1, failed: 0 });
      now += retryDelayMs(attempt);
    }
    expect(await processOutbox(db, flaky, { now: new Date(now) })).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [last] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('takes over a message left in sending by a process that died', async () => {
    const smtp = await startTestSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    try {
      const [row] = await enqueueMail(db, [message('ada@example.com')]);
      await db
        .update(mailOutbox)
        .set({ status: 'sending', updatedAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(mailOutbox.id, row!.id));
      expect(await processOutbox(db, transport)).toEqual({ sent: 1, retried: 0, failed: 0 });
    } finally {
      transport.close();
      await smtp.stop();
    }
  });

  it('gives a message the same Message-ID each time it is sent, one of its own', async () => {
    const smtp = await startTestSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    try {
      const [first, second] = await enqueueMail(db, [message('ada@example.com'), message('bob@example.com')]);
      expect(await processOutbox(db, transport)).toMatchObject({ sent: 2 });
      // Sent again, as after a crash between the SMTP server's answer and the 'sent' mark.
      await db.update(mailOutbox).set({ status: 'sending' }).where(eq(mailOutbox.id, first!.id));
      expect(await reclaimSending(db)).toBe(1);
      expect(await processOutbox(db, transport)).toMatchObject({ sent: 1 });

      const messageIds = smtp.received.map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]?.trim());
      expect(messageIds).toEqual([`<outbox-${first!.id}@axionlabs.dev>`, `<outbox-${second!.id}@axionlabs.dev>`, `<outbox-${first!.id}@axionlabs.dev>`]);
    } finally {
      transport.close();
      await smtp.stop();
    }
  });

  describe('at start, with mail a killed process left in sending a moment ago', () => {
    const startWith = async (reclaimAtStart: boolean) => {
      const smtp = await startTestSmtpServer();
      const [claimed, due] = await enqueueMail(db, [message('claimed@example.com'), message('due@example.com')]);
      await db.update(mailOutbox).set({ status: 'sending', updatedAt: new Date() }).where(eq(mailOutbox.id, claimed!.id));
      const worker = startOutboxWorker({ getDb: async () => db, transport: createSmtpTransport(smtp.url), intervalMs: 3_600_000, reclaimAtStart });
      return { smtp, worker, claimed: claimed!, due: due! };
    };
    const statusOf = async (id: string) => (await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status;

    it('sends it at once when the database is its own (embedded)', async () => {
      const { smtp, worker, claimed } = await startWith(true);
      try {
        await waitFor(() =>
          expect(
            smtp.received
              .map((m) => m.to)
              .flat()
              .sort(),
          ).toEqual(['claimed@example.com', 'due@example.com']),
        );
        await worker.stop();
        expect(await statusOf(claimed.id)).toBe('sent');
      } finally {
        await worker.stop();
        await smtp.stop();
      }
    });

    it('leaves it to its lease when other processes may share the database', async () => {
      const { smtp, worker, claimed, due } = await startWith(false);
      try {
        await waitFor(async () => expect(await statusOf(due.id)).toBe('sent'));
        // The first run is over: it looked at the claimed row before it sent the due one.
        await worker.stop();
        expect(await statusOf(claimed.id)).toBe('sending');
        expect(smtp.received.map((m) => m.to).flat()).toEqual(['due@example.com']);
      } finally {
        await worker.stop();
        await smtp.stop();
      }
    });
  });

  it('writes .eml files when no SMTP server is configured', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
    await enqueueMail(db, [message('ada@example.com')]);
    expect(await processOutbox(db, createFileTransport(folder))).toEqual({ sent: 1, retried: 0, failed: 0 });
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(folder, files[0]!), 'utf8')).toContain('To: ada@example.com');
    fs.rmSync(folder, { recursive: true });
  });
});
