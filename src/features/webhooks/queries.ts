// What Settings -> Webhooks shows: the endpoints, newest first, each with its latest deliveries
// (the outbox rows that name it) and how each went. Not cached: staff see a delivery at once.
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { formatZoned } from '@/lib/zoned-time';
import type { Database } from '@/server/db/client';
import { MAIL_STATUSES } from '@/server/db/enums';
import { mailOutbox, webhookEndpoints } from '@/server/db/schema';

/** How many deliveries each endpoint lists. */
export const DELIVERIES_SHOWN = 10;

export type DeliveryStatus = 'queued' | 'sending' | 'retrying' | 'delivered' | 'failed';

export type DeliveryView = {
  id: string;
  event: string;
  /** When the event happened, in the site's time zone: '1 Dec 2026, 09:00:05'. */
  createdAt: string;
  status: DeliveryStatus;
  /** The HTTP status of the latest attempt; null before any, or when nothing answered. */
  responseCode: number | null;
  attempts: number;
  lastError: string | null;
};

export type EndpointView = {
  id: string;
  url: string;
  description: string;
  events: string[];
  isActive: boolean;
  createdAt: string;
  createdByName: string | null;
  deliveries: DeliveryView[];
};

export function deliveryStatus(status: (typeof MAIL_STATUSES)[number], attempts: number): DeliveryStatus {
  if (status === 'sent') return 'delivered';
  if (status === 'failed') return 'failed';
  if (status === 'sending') return 'sending';
  return attempts > 0 ? 'retrying' : 'queued';
}

export async function listEndpointDeliveries(db: Database, endpointId: string, timeZone: string, limit = DELIVERIES_SHOWN): Promise<DeliveryView[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      event: mailOutbox.event,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      attemptLog: mailOutbox.attemptLog,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.webhookEndpointId, endpointId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    event: row.event ?? row.subject,
    createdAt: formatZoned(row.createdAt, timeZone, { seconds: true }),
    status: deliveryStatus(row.status, row.attempts),
    responseCode: row.attemptLog.at(-1)?.status ?? null,
    attempts: row.attempts,
    lastError: row.lastError,
  }));
}

export async function listEndpoints(db: Database, timeZone: string): Promise<EndpointView[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id)).limit(100);
  const views: EndpointView[] = [];
  for (const row of rows) {
    views.push({
      id: row.id,
      url: row.url,
      description: row.description,
      events: row.events,
      isActive: row.isActive,
      createdAt: formatZoned(row.createdAt, timeZone),
      createdByName: row.createdByName,
      deliveries: await listEndpointDeliveries(db, row.id, timeZone),
    });
  }
  return views;
}

/** Waits (up to `timeoutMs`) for the worker's first attempt at a delivery; its status then, or 'queued'/'sending' when still waiting. */
export async function firstAttemptOf(
  db: Database,
  deliveryId: string,
  timeoutMs = 12_000,
): Promise<{ status: DeliveryStatus; responseCode: number | null; lastError: string | null }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError, attemptLog: mailOutbox.attemptLog })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, deliveryId));
    if (!row) return { status: 'failed', responseCode: null, lastError: 'The delivery no longer exists.' };
    const status = deliveryStatus(row.status, row.attempts);
    if ((status !== 'queued' && status !== 'sending') || Date.now() >= deadline)
      return { status, responseCode: row.attemptLog.at(-1)?.status ?? null, lastError: row.lastError };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
