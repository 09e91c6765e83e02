// The durable outbox: a message is a row written in the same transaction as what caused it (a
// lead), so it can neither be lost nor sent for something that was rolled back. The worker
// (worker.ts) sends the rows.
import type { Database } from '../db/client';
import { mailOutbox, type MailAttachment } from '../db/schema';

export type OutgoingMail = {
  /** The row's id, when the caller must know which row is which message (a newsletter delivery). */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  leadId?: string;
  attachments?: MailAttachment[];
  /** Extra header lines (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** Not before this time (a newsletter's throttle spreads its messages); default now. */
  notBefore?: Date;
};

type Writer = Pick<Database, 'insert'>;

/** Queues messages; pass the transaction (`tx`) that writes what they are about. */
export async function enqueueMail(db: Writer, messages: OutgoingMail[]) {
  if (messages.length === 0) return [];
  return db
    .insert(mailOutbox)
    .values(
      messages.map((m) => ({
        ...(m.id && { id: m.id }),
        toAddress: m.to,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html,
        replyTo: m.replyTo,
        leadId: m.leadId,
        attachments: m.attachments ?? [],
        headers: m.headers ?? {},
        // The worker compares with the app's clock (millisecond precision); the database's now()
        // has microseconds and could be a fraction later than the worker's "now" in the same ms.
        nextAttemptAt: m.notBefore ?? new Date(),
      })),
    )
    .returning({ id: mailOutbox.id });
}

/**
 * Queues webhook deliveries, one row per endpoint (channel 'webhook': to_address is the URL,
 * text_body the JSON body, event the event's name); the worker signs and posts each with its
 * endpoint's secret. Pass the transaction that writes what they are about.
 */
export async function enqueueWebhooks(db: Writer, event: string, body: string, endpoints: readonly { id: string; url: string }[], leadId?: string) {
  if (endpoints.length === 0) return [];
  return db
    .insert(mailOutbox)
    .values(
      endpoints.map((endpoint) => ({
        channel: 'webhook' as const,
        toAddress: endpoint.url,
        subject: event,
        event,
        textBody: body,
        webhookEndpointId: endpoint.id,
        leadId,
        nextAttemptAt: new Date(),
      })),
    )
    .returning({ id: mailOutbox.id });
}
