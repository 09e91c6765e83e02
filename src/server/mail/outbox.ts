// The durable outbox: a message is a row written in the same transaction as what caused it (a
// lead), so it can neither be lost nor sent for something that was rolled back. The worker
// (worker.ts) sends the rows.
import type { Database } from '../db/client';
import { mailOutbox, type MailAttachment } from '../db/schema';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  leadId?: string;
  attachments?: MailAttachment[];
};

type Writer = Pick<Database, 'insert'>;

/** Queues messages; pass the transaction (`tx`) that writes what they are about. */
export async function enqueueMail(db: Writer, messages: OutgoingMail[]) {
  if (messages.length === 0) return [];
  return db
    .insert(mailOutbox)
    .values(
      messages.map((m) => ({
        toAddress: m.to,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html,
        replyTo: m.replyTo,
        leadId: m.leadId,
        attachments: m.attachments ?? [],
        // The worker compares with the app's clock (millisecond precision); the database's now()
        // has microseconds and could be a fraction later than the worker's "now" in the same ms.
        nextAttemptAt: new Date(),
      })),
    )
    .returning({ id: mailOutbox.id });
}

/**
 * Queues a webhook request (channel 'webhook': to_address is the URL, text_body the JSON body);
 * the worker signs and posts it. Pass the transaction that writes what it is about.
 */
export async function enqueueWebhook(db: Writer, request: { url: string; subject: string; body: string; leadId?: string }) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ channel: 'webhook', toAddress: request.url, subject: request.subject, textBody: request.body, leadId: request.leadId, nextAttemptAt: new Date() })
    .returning({ id: mailOutbox.id });
  return row!;
}
