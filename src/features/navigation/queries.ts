import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { navigationItems, type SubmenuItem } from '@/server/db/schema';

export type MenuEntry = { id: string; name: string; href: string; submenu: SubmenuItem[] };

/** Submenu entries the header can render (a row written by hand may hold anything in its JSON). */
function submenuOf(value: unknown): SubmenuItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is SubmenuItem => typeof entry?.name === 'string' && typeof entry?.href === 'string' && entry.name !== '' && entry.href !== '',
  );
}

/** The header menu: active navigation items by order_index, then the oldest first. */
export const listHeaderMenu = cached('listHeaderMenu', ['navigation'], async (): Promise<MenuEntry[]> => {
  const db = await getDb();
  const rows = await db
    .select({ id: navigationItems.id, name: navigationItems.name, href: navigationItems.href, submenu: navigationItems.submenu })
    .from(navigationItems)
    .where(eq(navigationItems.isActive, true))
    .orderBy(asc(navigationItems.orderIndex), asc(navigationItems.createdAt), asc(navigationItems.id));
  return rows.map((row) => ({ ...row, submenu: submenuOf(row.submenu) }));
});
