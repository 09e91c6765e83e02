// A real SMTP server on loopback for tests: what it receives is what a mailbox would get.
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { MailTransport } from '../server/mail/transport';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export async function startTestSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  // A sender that dies mid-message (the fault tests kill the app on purpose) resets its socket;
  // smtp-server emits that as an 'error' event, which without a listener would crash the test run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` passes or the time is up (mail arrives asynchronously). */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * An SMTP transport that keeps one connection open, for tests that send hundreds of messages: the
 * test server (smtp-server) waits 100 ms on every new connection to catch early talkers.
 */
export function createPooledTestTransport(url: string): MailTransport {
  const pool = nodemailer.createTransport({ url, pool: true, maxConnections: 1 });
  return { kind: 'smtp', send: async (message) => void (await pool.sendMail(message)), close: () => pool.close() };
}
