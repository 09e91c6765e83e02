// Partners Management's writes, as plain functions over the database (admin-actions.ts calls
// them after the role check; the integration tests call them directly). Each write is one
// transaction with its audit entry, then the public partners page's cache is dropped.
import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import { emitWebhookEvent } from '@/features/webhooks/emit';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { partners } from '@/server/db/schema';
import type { PartnerInput } from './admin-schema';

/** What the partner webhooks say of a partner (docs/operations.md, "Webhooks"). */
const partnerEventData = (id: string, partner: Omit<PartnerInput, 'id'>) => ({
  id,
  name: partner.name,
  partnershipType: partner.partnershipType,
  industry: partner.industry,
  websiteUrl: partner.websiteUrl,
  isFeatured: partner.isFeatured,
  isActive: partner.isActive,
});

/** Creates the partner (no id) or updates it; 404 (CrudError) for an unknown id. */
export async function writePartner(db: Database, actor: CrudActor, input: PartnerInput): Promise<{ id: string; created: boolean }> {
  const { id, ...values } = input;
  const result = await db.transaction(async (tx) => {
    if (id === undefined) {
      const [row] = await tx.insert(partners).values(values).returning({ id: partners.id });
      await recordAudit(tx, { action: 'partner.create', actor, ipAddress: actor.ipAddress, entityType: 'partner', entityId: row!.id, details: { name: values.name } });
      await emitWebhookEvent(tx, 'partner.created', partnerEventData(row!.id, values));
      return { id: row!.id, created: true };
    }
    if (!isUuid(id)) throw notFound('partner');
    const [row] = await tx
      .update(partners)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(partners.id, id))
      .returning({ id: partners.id });
    if (!row) throw notFound('partner');
    await recordAudit(tx, {
      action: 'partner.update',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'partner',
      entityId: id,
      details: { name: values.name, isActive: values.isActive, isFeatured: values.isFeatured },
    });
    await emitWebhookEvent(tx, 'partner.updated', partnerEventData(id, values));
    return { id, created: false };
  });
  invalidateCacheTags('partners');
  return result;
}

/** Deletes the partner; 404 (CrudError) for an unknown id. */
export async function removePartner(db: Database, actor: CrudActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('partner');
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(partners).where(eq(partners.id, id)).returning({ id: partners.id, name: partners.name });
    if (!row) throw notFound('partner');
    await recordAudit(tx, { action: 'partner.delete', actor, ipAddress: actor.ipAddress, entityType: 'partner', entityId: id, details: { name: row.name } });
    await emitWebhookEvent(tx, 'partner.deleted', { id, name: row.name });
  });
  invalidateCacheTags('partners');
}
