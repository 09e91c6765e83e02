// Settings -> Webhooks' writes beyond an endpoint's save and delete (collection.ts), as plain
// functions over the database (admin-actions.ts calls them after the role check; the integration
// tests call them directly). Each is one transaction with its audit entry; no entry holds a secret.
import 'server-only';
import { eq } from 'drizzle-orm';
import { auditChangesOf } from '@/features/audit/record';
import { isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { webhookEndpoints } from '@/server/db/schema';
import { enqueueWebhooks } from '@/server/mail/outbox';
import { newWebhookSecret } from '@/server/webhooks/deliver';
import { webhookBody } from './emit';
import { TEST_EVENT } from './events';

const auditEndpointChange = auditChangesOf('webhook_endpoint');

const NOUN = 'webhook endpoint';

/** Changes the endpoint's columns (and its updatedAt); its address, for the audit entry. 404 (CrudError) if it is gone. */
async function updateEndpoint(tx: Pick<Database, 'update'>, id: string, values: Partial<typeof webhookEndpoints.$inferInsert>) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning({ url: webhookEndpoints.url });
  if (!row) throw notFound(NOUN);
  return row;
}

/** Switches the endpoint on or off (an endpoint switched off is sent nothing, its retries included). */
export async function setEndpointActive(db: Database, actor: CrudActor, id: string, isActive: boolean): Promise<void> {
  if (!isUuid(id)) throw notFound(NOUN);
  await db.transaction(async (tx) => {
    const row = await updateEndpoint(tx, id, { isActive });
    await auditEndpointChange(tx, actor, isActive ? 'webhook_endpoint.activate' : 'webhook_endpoint.deactivate', id, { url: row.url });
  });
}

/** The signing secret, for an admin who asked to see it (audited: who saw it, when). */
export async function revealSecret(db: Database, actor: CrudActor, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound(NOUN);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ secret: webhookEndpoints.secret, url: webhookEndpoints.url }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!row) throw notFound(NOUN);
    await auditEndpointChange(tx, actor, 'webhook_endpoint.reveal_secret', id, { url: row.url });
    return row.secret;
  });
}

/** A new secret; deliveries still waiting are signed with it when they go (the old one stops at once). */
export async function regenerateSecret(db: Database, actor: CrudActor, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound(NOUN);
  const secret = newWebhookSecret();
  await db.transaction(async (tx) => {
    const row = await updateEndpoint(tx, id, { secret });
    await auditEndpointChange(tx, actor, 'webhook_endpoint.regenerate_secret', id, { url: row.url });
  });
  return secret;
}

/** Queues a webhook.test event for this endpoint only, whatever it subscribed to; the delivery's id. */
export async function queueTestEvent(db: Database, actor: CrudActor, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound(NOUN);
  return db.transaction(async (tx) => {
    const [endpoint] = await tx.select({ id: webhookEndpoints.id, url: webhookEndpoints.url }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!endpoint) throw notFound(NOUN);
    const body = webhookBody(TEST_EVENT, { message: 'A test event sent from Settings, Webhooks.', endpointId: id, sentBy: actor.name ?? actor.email });
    const [row] = await enqueueWebhooks(tx, TEST_EVENT, body, [endpoint]);
    await auditEndpointChange(tx, actor, 'webhook_endpoint.test', id, { url: endpoint.url, deliveryId: row!.id });
    return row!.id;
  });
}
