// The Content tab's writes, as plain functions over the database (admin-actions.ts calls them
// after the role check; the integration tests call them directly). Each write is one transaction
// with its audit entry, then the 'content' cache is dropped so the announcement banner follows at
// once.
import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { contentItems } from '@/server/db/schema';
import type { ContentItemInput } from './admin-schema';

const NOUN = 'content item';

/** Creates the item (no id) or updates it; 404 (CrudError) for an unknown id. */
export async function writeContentItem(db: Database, actor: CrudActor, input: ContentItemInput): Promise<{ id: string; created: boolean }> {
  const { id, title, type, status, text, metaTitle } = input;
  const values = { title, type, status, content: { text }, metaData: metaTitle ? { title: metaTitle } : {} };
  const details = { title, type, status };
  const result = await db.transaction(async (tx) => {
    if (id === undefined) {
      const [row] = await tx.insert(contentItems).values(values).returning({ id: contentItems.id });
      await recordAudit(tx, { action: 'content_item.create', actor, ipAddress: actor.ipAddress, entityType: 'content_item', entityId: row!.id, details });
      return { id: row!.id, created: true };
    }
    if (!isUuid(id)) throw notFound(NOUN);
    const [row] = await tx
      .update(contentItems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(contentItems.id, id))
      .returning({ id: contentItems.id });
    if (!row) throw notFound(NOUN);
    await recordAudit(tx, { action: 'content_item.update', actor, ipAddress: actor.ipAddress, entityType: 'content_item', entityId: id, details });
    return { id, created: false };
  });
  invalidateCacheTags('content');
  return result;
}

/** Deletes the item; 404 (CrudError) for an unknown id. */
export async function removeContentItem(db: Database, actor: CrudActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(NOUN);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(contentItems).where(eq(contentItems.id, id)).returning({ title: contentItems.title, type: contentItems.type });
    if (!row) throw notFound(NOUN);
    await recordAudit(tx, {
      action: 'content_item.delete',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'content_item',
      entityId: id,
      details: { title: row.title, type: row.type },
    });
  });
  invalidateCacheTags('content');
}
