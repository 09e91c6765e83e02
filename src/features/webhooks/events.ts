// The events a webhook endpoint can subscribe to, grouped by the record they are about (the admin
// shows one group of checkboxes per record type). A publish is the update of a page or case study
// ('published' each time, `data.wasPublished` says whether it was online before), so those have
// no 'updated'. docs/operations.md, "Webhooks", lists what each sends.
// No server code here: the admin form imports it.

export const WEBHOOK_EVENT_GROUPS = [
  { label: 'Leads', events: ['lead.created'] },
  { label: 'Forms', events: ['form.submitted'] },
  { label: 'Pages', events: ['page.published', 'page.unpublished', 'page.deleted'] },
  { label: 'Case studies', events: ['case_study.published', 'case_study.unpublished', 'case_study.deleted'] },
  { label: 'Jobs', events: ['job.created', 'job.updated', 'job.deleted'] },
  { label: 'Partners', events: ['partner.created', 'partner.updated', 'partner.deleted'] },
  // A CDN in front purges what changed by these tags (Cache-Tag, Surrogate-Key; decision 099).
  { label: 'Caching', events: ['cache.invalidated'] },
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENT_GROUPS)[number]['events'][number];

export const WEBHOOK_EVENTS: readonly WebhookEventName[] = WEBHOOK_EVENT_GROUPS.flatMap((group) => group.events);

/** What the Test button sends: to that one endpoint, whatever it subscribed to. */
export const TEST_EVENT = 'webhook.test';

export type DeliveredEventName = WebhookEventName | typeof TEST_EVENT;

export const isWebhookEvent = (value: string): value is WebhookEventName => (WEBHOOK_EVENTS as readonly string[]).includes(value);

/** The event of a publishing step of a collection: ('page', 'published') -> 'page.published'. */
export function recordEvent(entityType: string, action: 'published' | 'unpublished' | 'deleted' | 'created' | 'updated'): WebhookEventName {
  const name = `${entityType}.${action}`;
  if (!isWebhookEvent(name)) throw new Error(`no webhook event ${name}: add it to WEBHOOK_EVENT_GROUPS`);
  return name;
}
