// The navigation manager's writes, as plain functions over the database (admin-actions.ts calls
// them after the role check; the integration tests call them directly). Each write is one
// transaction with its audit entry, then the cached header menu is dropped so the next page a
// visitor opens shows the change.
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import { recordAudit } from '@/features/audit/record';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { navigationItems } from '@/server/db/schema';
import type { NavigationItemInput } from './admin-schema';

const NOUN = 'navigation item';

export type AdminNavigationItem = typeof navigationItems.$inferSelect;

/** Every item, active or not, in the header's order (order_index, then the oldest first). */
export function listAdminNavigationItems(db: Database): Promise<AdminNavigationItem[]> {
  return db.select().from(navigationItems).orderBy(asc(navigationItems.orderIndex), asc(navigationItems.createdAt), asc(navigationItems.id));
}

/** Creates the item (no id) or updates it; 404 (CrudError) for an unknown id. */
export async function writeNavigationItem(db: Database, actor: CrudActor, input: NavigationItemInput): Promise<{ id: string; created: boolean }> {
  const { id, ...values } = input;
  const details = { name: values.name, href: values.href, orderIndex: values.orderIndex, isActive: values.isActive, submenu: values.submenu };
  const result = await db.transaction(async (tx) => {
    if (id === undefined) {
      const [row] = await tx.insert(navigationItems).values(values).returning({ id: navigationItems.id });
      await recordAudit(tx, { action: 'navigation_item.create', actor, ipAddress: actor.ipAddress, entityType: 'navigation_item', entityId: row!.id, details });
      return { id: row!.id, created: true };
    }
    if (!isUuid(id)) throw notFound(NOUN);
    const [row] = await tx
      .update(navigationItems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(navigationItems.id, id))
      .returning({ id: navigationItems.id });
    if (!row) throw notFound(NOUN);
    await recordAudit(tx, { action: 'navigation_item.update', actor, ipAddress: actor.ipAddress, entityType: 'navigation_item', entityId: id, details });
    return { id, created: false };
  });
  invalidateCacheTags('navigation');
  return result;
}

/** Deletes the item; 404 (CrudError) for an unknown id. */
export async function removeNavigationItem(db: Database, actor: CrudActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(NOUN);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(navigationItems).where(eq(navigationItems.id, id)).returning({ name: navigationItems.name, href: navigationItems.href });
    if (!row) throw notFound(NOUN);
    await recordAudit(tx, { action: 'navigation_item.delete', actor, ipAddress: actor.ipAddress, entityType: 'navigation_item', entityId: id, details: { name: row.name, href: row.href } });
  });
  invalidateCacheTags('navigation');
}
