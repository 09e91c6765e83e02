// Webhook endpoints (decision 088), managed by admins under Settings -> Webhooks (decision 103).
// Not in the content API: an endpoint holds the secret its deliveries are signed with. Its save and
// delete are the generic ones; switching it, its secret and the test event are endpoints.ts's.
// Its writes raise no webhook and drop no cache: no event speaks of endpoints, no page shows them.
// A deleted endpoint takes its deliveries with it, those waiting for a retry too (the outbox's
// foreign key cascades).
import 'server-only';
import { CrudError } from '@/features/admin/crud/server';
import { defineCollection } from '@/features/collections/define';
import { webhookEndpoints } from '@/server/db/schema';
import { env } from '@/server/env';
import { webhookAddressRefusal } from '@/server/webhooks/address';
import { newWebhookSecret } from '@/server/webhooks/deliver';
import { endpointInputSchema } from './schema';

export const webhooksCollection = defineCollection({
  noun: 'webhook endpoint',
  plural: 'webhook endpoints',
  entityType: 'webhook_endpoint',
  table: webhookEndpoints,
  input: endpointInputSchema,
  access: { read: 'admin', write: 'admin' },
  // No entry holds the secret.
  audit: (endpoint) => ({ url: endpoint.url, events: endpoint.events, isActive: endpoint.isActive }),
  named: { url: webhookEndpoints.url },
  // Only the public internet (decision 105); deliveries check again, on the connection's own lookup.
  async checkFirst(endpoint) {
    const refusal = await webhookAddressRefusal(endpoint.url, env().WEBHOOKS_ALLOW_PRIVATE_ADDRESSES);
    if (refusal) throw new CrudError(refusal, 400);
  },
  // An endpoint is made with its secret; the list says who added it (a user that is later deleted keeps the name).
  createdWith: (actor) => ({ secret: newWebhookSecret(), createdById: actor.apiKey ? null : actor.id, createdByName: actor.name ?? actor.email }),
});
