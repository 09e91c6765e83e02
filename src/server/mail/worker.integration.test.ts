import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/database';
import { startTestSmtpServer } from '@/test/smtp';
import type { Database } from '../db/client';
import { mailOutbox, siteSettings } from '../db/schema';
import { enqueueMail } from './outbox';
import { createFileTransport, createSmtpTransport } from './transport';
import { MAX_ATTEMPTS, processOutbox, retryDelayMs } from './worker';

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

      expect(smtp.received.map((m) => m.to).flat().sort()).toEqual(['ada@example.com', 'team@axionlabs.dev']);
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
    const rejecting = { kind: 'smtp' as const, close: () => {}, send: async () => Promise.reject(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 })) };
    await enqueueMail(db, [message('nobody@example.com')]);
    expect(await processOutbox(db, rejecting)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: '550 mailbox unavailable' });

    await db.delete(mailOutbox);
    const flaky = { kind: 'smtp' as const, close: () => {}, send: async () => Promise.reject(Object.assign(new Error('421 try later'), { responseCode: 421 })) };
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
      await db.update(mailOutbox).set({ status: 'sending', updatedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(mailOutbox.id, row!.id));
      expect(await processOutbox(db, transport)).toEqual({ sent: 1, retried: 0, failed: 0 });
    } finally {
      transport.close();
      await smtp.stop();
    }
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
