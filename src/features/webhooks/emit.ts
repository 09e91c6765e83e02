// Raising a webhook event: one outbox row per active endpoint subscribed to it, written in the
// caller's transaction, so a delivery is never lost and never sent for a write that was rolled
// back. The outbox worker posts them with retries (src/server/mail/worker.ts). Decision 088.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { estimates, leads, webhookEndpoints } from '@/server/db/schema';
import { enqueueWebhooks } from '@/server/mail/outbox';
import type { DeliveredEventName, WebhookEventName } from './events';

export type WebhookData = Record<string, unknown>;

/** A transaction (or the database): what emitting needs of it. */
type Writer = Pick<Database, 'select' | 'insert'>;

/** What every receiver gets: the event's id (the same for every endpoint and every retry), its name, when it happened, and the record. */
export function webhookBody(event: DeliveredEventName, data: WebhookData, id: string = randomUUID(), createdAt = new Date()) {
  return JSON.stringify({ id, event, createdAt: createdAt.toISOString(), data });
}

/**
 * Queues `event` for every active endpoint subscribed to it; returns how many. `data` may be a
 * function, called only when some endpoint wants the event (a lead's fields take a query).
 */
export async function emitWebhookEvent(
  tx: Writer,
  event: WebhookEventName,
  data: WebhookData | (() => Promise<WebhookData | null>),
  options: { leadId?: string } = {},
): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.isActive, true), sql`${event} = any(${webhookEndpoints.events})`));
  if (endpoints.length === 0) return 0;
  const resolved = typeof data === 'function' ? await data() : data;
  if (!resolved) return 0;
  const rows = await enqueueWebhooks(tx, event, webhookBody(event, resolved), endpoints, options.leadId);
  return rows.length;
}

/** lead.created for a lead just stored (call it in the lead's transaction, and only for one that is not spam). */
export async function emitLeadCreated(tx: Writer, leadId: string) {
  return emitWebhookEvent(tx, 'lead.created', () => leadEventData(tx, leadId), { leadId });
}

/** The lead's fields as the lead webhook has always sent them (snake_case), so receivers keep reading the same names. */
export async function leadEventData(db: Pick<Database, 'select'>, leadId: string) {
  const [row] = await db
    .select({ lead: leads, estimate: { id: estimates.id, total: estimates.totalCost, currency: estimates.currency } })
    .from(leads)
    .leftJoin(estimates, eq(estimates.id, leads.estimateId))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row) return null;
  const { lead, estimate } = row;
  return {
    id: lead.id,
    kind: lead.kind,
    created_at: lead.createdAt.toISOString(),
    name: lead.name,
    email: lead.email,
    company: lead.company,
    phone: lead.phone,
    project_type: lead.projectType,
    budget: lead.budget,
    timeline: lead.timeline,
    message: lead.message,
    source_page: lead.sourcePage,
    referrer: lead.referrer,
    utm: { source: lead.utmSource, medium: lead.utmMedium, campaign: lead.utmCampaign, term: lead.utmTerm, content: lead.utmContent },
    estimate: estimate ? { id: estimate.id, total: estimate.total, currency: estimate.currency } : null,
  };
}

export type LeadEventData = NonNullable<Awaited<ReturnType<typeof leadEventData>>>;
