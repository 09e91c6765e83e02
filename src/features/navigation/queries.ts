import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { navigationItems, type SubmenuItem } from '@/server/db/schema';

export type MenuEntry = { name: string; href: string; submenu: SubmenuItem[] };

/** The header menu: active navigation items by order_index. */
export const listHeaderMenu = cached('listHeaderMenu', ['navigation'], async (): Promise<MenuEntry[]> => {
  const db = await getDb();
  const rows = await db
    .select({ name: navigationItems.name, href: navigationItems.href, submenu: navigationItems.submenu })
    .from(navigationItems)
    .where(eq(navigationItems.isActive, true))
    .orderBy(asc(navigationItems.orderIndex), asc(navigationItems.createdAt));
  return rows.map((row) => ({ ...row, submenu: Array.isArray(row.submenu) ? row.submenu : [] }));
});
