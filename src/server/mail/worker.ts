// Sends the outbox: claims due rows (FOR UPDATE SKIP LOCKED, so several processes never send
// the same row), sends each, and records the outcome. Temporary failures (connection refused,
// 4xx) are retried with exponential backoff; permanent ones (5xx) and the 8th failure end as
// 'failed'. Rows left in 'sending' by a process that died are picked up again: after a lease of
// 5 minutes, or at once at start when no other process can be sending (reclaimAtStart).
// A mail the SMTP server took just before a crash, but not yet marked 'sent', goes out again:
// at-least-once, as SMTP offers no way to ask. Its Message-ID is the same both times (from the
// row id), so mail clients show it once.
// Webhook rows (channel 'webhook') are posted instead of mailed (src/server/webhooks/deliver.ts)
// to their endpoint's current URL, signed with its current secret: 2xx is sent; 4xx other than
// 408/429 fails for good; 5xx, 408, 429 and network errors retry. Each attempt's answer is
// appended to the row's attempt_log (the admin lists it). An endpoint switched off receives
// nothing more but its test event.
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox, siteSettings, webhookEndpoints, type WebhookAttempt } from '../db/schema';
import { startLoop, wakeBackgroundJob } from '../background-jobs';
import { env } from '../env';
import { logger } from '../logger';
import { getStorage, type Storage } from '../storage';
import { deliverWebhook, WebhookDeliveryError } from '../webhooks/deliver';
import type { MailTransport } from './transport';

/** The Test button's event (src/features/webhooks/events.ts): sent even to an endpoint switched off. */
const TEST_EVENT = 'webhook.test';

export const MAX_ATTEMPTS = 8;
/** Rows one run claims. */
const BATCH_SIZE = 20;
const STALE_SENDING_MS = 5 * 60_000;

/** 30 s after the first failure, doubling up to an hour. */
export function retryDelayMs(failedAttempts: number) {
  return Math.min(30_000 * 2 ** (failedAttempts - 1), 60 * 60_000);
}

/** An SMTP 5xx answer will not change on retry; anything else (4xx, network) may. */
export function isPermanentFailure(error: unknown) {
  if (error instanceof WebhookDeliveryError) return error.permanent;
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The sender: MAIL_FROM, else the company name and contact email from the site settings. */
export async function resolveSender(db: Database, mailFrom?: string) {
  if (mailFrom) return mailFrom;
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, ['company_name', 'contact_email']));
  const get = (key: string) => rows.find((r) => r.key === key)?.value;
  const name = typeof get('company_name') === 'string' ? (get('company_name') as string) : 'Website';
  const email = typeof get('contact_email') === 'string' ? (get('contact_email') as string) : 'no-reply@localhost';
  return { name, address: email };
}

/** `<outbox-ROW_ID@DOMAIN>`, DOMAIN that of the sender: the same on every attempt for one row. */
export function outboxMessageId(rowId: string, from: string | { address: string }) {
  const address = typeof from === 'string' ? from : from.address;
  const domain = /@([^\s>@]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';
  return `<outbox-${rowId}@${domain}>`;
}

/**
 * Puts every row in 'sending' back to 'pending'. Only safe when no other process can be sending
 * them: with the embedded database, whose data directory one process holds (see data-dir-lock.ts).
 */
export async function reclaimSending(db: Database) {
  const rows = await db.update(mailOutbox).set({ status: 'pending' }).where(eq(mailOutbox.status, 'sending')).returning({ id: mailOutbox.id });
  return rows.length;
}

/** Posts a webhook row to its endpoint as the endpoint is now (URL, secret, switched on); the status answered. */
async function postWebhook(db: Database, row: typeof mailOutbox.$inferSelect): Promise<number> {
  const [endpoint] = row.webhookEndpointId
    ? await db
        .select({ url: webhookEndpoints.url, secret: webhookEndpoints.secret, isActive: webhookEndpoints.isActive })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, row.webhookEndpointId))
    : [];
  if (!endpoint) throw new WebhookDeliveryError('no webhook endpoint for this delivery', true);
  if (!endpoint.isActive && row.event !== TEST_EVENT) throw new WebhookDeliveryError('the webhook endpoint is switched off', true);
  return deliverWebhook(
    { id: row.id, url: endpoint.url, event: row.event ?? row.subject, body: row.textBody, secret: endpoint.secret },
    { allowPrivate: env().WEBHOOKS_ALLOW_PRIVATE_ADDRESSES },
  );
}

export type OutboxRunResult = { sent: number; retried: number; failed: number };

export async function processOutbox(
  db: Database,
  transport: MailTransport,
  options: { now?: Date; batchSize?: number; mailFrom?: string; storage?: Storage } = {},
): Promise<OutboxRunResult> {
  const now = options.now ?? new Date();
  const result: OutboxRunResult = { sent: 0, retried: 0, failed: 0 };

  await db
    .update(mailOutbox)
    .set({ status: 'pending' })
    .where(and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.updatedAt, new Date(now.getTime() - STALE_SENDING_MS))));

  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(options.batchSize ?? BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(mailOutbox)
        .set({ status: 'sending', updatedAt: sql`now()` })
        .where(
          inArray(
            mailOutbox.id,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows;
  });
  if (claimed.length === 0) return result;

  const from = await resolveSender(db, options.mailFrom);
  for (const row of claimed) {
    const attempts = row.attempts + 1;
    // A webhook row's attempt, as its log keeps it (null for mail).
    let attempt: WebhookAttempt | null = null;
    try {
      if (row.channel === 'webhook') {
        attempt = { at: new Date().toISOString(), status: null, error: null };
        attempt.status = await postWebhook(db, row);
      } else {
        await transport.send({
          from,
          messageId: outboxMessageId(row.id, from),
          to: row.toAddress,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
          headers: row.headers,
          attachments: await Promise.all(
            row.attachments.map(async (a) => ({
              filename: a.filename,
              contentType: a.contentType,
              // Large files (CVs) stay in storage until the moment they are sent.
              content: a.storagePath ? await (options.storage ?? getStorage()).read(a.storagePath) : Buffer.from(a.contentBase64 ?? '', 'base64'),
            })),
          ),
        });
      }
      await db
        .update(mailOutbox)
        .set({ status: 'sent', attempts, sentAt: new Date(), lastError: null, ...(attempt && { attemptLog: [...row.attemptLog, attempt] }) })
        .where(eq(mailOutbox.id, row.id));
      result.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = isPermanentFailure(error) || attempts >= MAX_ATTEMPTS;
      const log = attempt && {
        attemptLog: [...row.attemptLog, { ...attempt, status: error instanceof WebhookDeliveryError ? error.status : null, error: message }],
      };
      await db
        .update(mailOutbox)
        .set(
          giveUp
            ? { status: 'failed', attempts, lastError: message, ...log }
            : { status: 'pending', attempts, lastError: message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)), ...log },
        )
        .where(eq(mailOutbox.id, row.id));
      logger.warn({ mailId: row.id, channel: row.channel, attempts, giveUp, err: message }, giveUp ? 'mail failed for good' : 'mail failed, will retry');
      if (giveUp) result.failed++;
      else result.retried++;
    }
  }
  return result;
}

/** Asks the running worker to look at the outbox now (after a lead was stored). */
export function wakeOutboxWorker() {
  wakeBackgroundJob('outbox');
}

/**
 * Runs processOutbox every `intervalMs` and whenever woken, one run at a time. `reclaimAtStart`:
 * the first run takes over the rows a killed process left in 'sending' without waiting for their
 * lease; pass it only when this process is the only one using the database (embedded PGlite).
 */
export function startOutboxWorker(options: {
  getDb: () => Promise<Database>;
  transport: MailTransport;
  mailFrom?: string;
  intervalMs?: number;
  reclaimAtStart?: boolean;
}) {
  let reclaim = options.reclaimAtStart ?? false;
  const loop = startLoop({
    name: 'outbox',
    everyMs: options.intervalMs ?? 5_000,
    failed: 'outbox run failed',
    run: async (stopping) => {
      const db = await options.getDb();
      if (reclaim) {
        const taken = await reclaimSending(db);
        reclaim = false;
        if (taken > 0) logger.warn({ rows: taken }, 'took over mail left in sending by a process that stopped');
      }
      let full = false;
      do {
        const result = await processOutbox(db, options.transport, { mailFrom: options.mailFrom, batchSize: BATCH_SIZE });
        const handled = result.sent + result.retried + result.failed;
        if (handled > 0) logger.info(result, 'outbox run');
        // A full batch: more may be due (a newsletter's queue), so go on instead of waiting for the timer.
        full = handled === BATCH_SIZE;
      } while (full && !stopping.aborted);
    },
  });

  return {
    wake: loop.wake,
    /** Stops taking new work and waits for the sends in progress. */
    stop: async () => {
      await loop.stop();
      options.transport.close();
    },
  };
}
