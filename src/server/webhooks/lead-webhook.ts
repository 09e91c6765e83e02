// The lead webhook: when the site setting lead_webhook_url holds an http(s) address, every new
// lead that is not spam (contact, job application, estimate) is posted there as JSON. The request
// is a row of the mail outbox (channel 'webhook') written in the lead's own transaction, so it is
// never lost and never sent for a lead that was rolled back; the outbox worker delivers it with
// the same retries and backoff as mail, signing it at that moment (see deliver.ts).
// docs/operations.md, "Lead webhook", is the receiver's side of this contract.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { estimates, leads, siteSettings } from '../db/schema';
import { enqueueWebhook } from '../mail/outbox';

export const LEAD_WEBHOOK_URL_KEY = 'lead_webhook_url';
export const LEAD_WEBHOOK_SECRET_KEY = 'lead_webhook_secret';
export const LEAD_CREATED_EVENT = 'lead.created';

export type LeadWebhookPayload = {
  event: typeof LEAD_CREATED_EVENT;
  lead: {
    id: string;
    kind: string;
    created_at: string;
    name: string;
    email: string;
    company: string | null;
    phone: string | null;
    project_type: string | null;
    budget: string | null;
    timeline: string | null;
    message: string | null;
    source_page: string | null;
    referrer: string | null;
    utm: { source: string | null; medium: string | null; campaign: string | null; term: string | null; content: string | null };
    estimate: { id: string; total: number; currency: string } | null;
  };
};

type Reader = Pick<Database, 'select'>;

export function isHttpUrl(value: string) {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/** The configured receiver, or null when none is set (or the stored value is not http(s)). */
export async function leadWebhookUrl(db: Reader): Promise<string | null> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, LEAD_WEBHOOK_URL_KEY)).limit(1);
  const url = typeof row?.value === 'string' ? row.value.trim() : '';
  return url && isHttpUrl(url) ? url : null;
}

/** What the receiver gets for one lead. */
export async function leadWebhookPayload(db: Reader, leadId: string): Promise<LeadWebhookPayload | null> {
  const [row] = await db
    .select({ lead: leads, estimate: { id: estimates.id, total: estimates.totalCost, currency: estimates.currency } })
    .from(leads)
    .leftJoin(estimates, eq(estimates.id, leads.estimateId))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row) return null;
  const { lead, estimate } = row;
  return {
    event: LEAD_CREATED_EVENT,
    lead: {
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
    },
  };
}

/**
 * Queues the webhook request for a lead just stored: call it with the lead's transaction, and
 * only for a lead that is not spam. Does nothing when no receiver is configured.
 */
export async function enqueueLeadWebhook(tx: Pick<Database, 'select' | 'insert'>, leadId: string) {
  const url = await leadWebhookUrl(tx);
  if (!url) return;
  const payload = await leadWebhookPayload(tx, leadId);
  if (!payload) return;
  await enqueueWebhook(tx, { url, subject: `Webhook ${LEAD_CREATED_EVENT} (${payload.lead.kind})`, body: JSON.stringify(payload), leadId });
}
