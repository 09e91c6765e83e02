// The header menu's items, managed under /admin/navigation and /api/v1/navigation (decision 103).
// Without a key the API gives the active items as the header shows them. The cached header menu
// is dropped with every write, so the next page a visitor opens shows the change.
import 'server-only';
import { asc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { booleanFilter, booleanWhere, timestamp } from '@/features/api/collection';
import { defineCollection } from '@/features/collections/define';
import type { Database } from '@/server/db/client';
import { navigationItems } from '@/server/db/schema';
import { navigationItemInputSchema } from './admin-schema';

export type AdminNavigationItem = typeof navigationItems.$inferSelect;

/** Every item, active or not, in the header's order (order_index, then the oldest first): the manager shows them all. */
export function listAdminNavigationItems(db: Database): Promise<AdminNavigationItem[]> {
  return db.select().from(navigationItems).orderBy(asc(navigationItems.orderIndex), asc(navigationItems.createdAt), asc(navigationItems.id));
}

export const apiNavigationItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  href: z.string().describe('A path on this site or an http(s) address.'),
  submenu: z.array(z.object({ name: z.string(), href: z.string() })),
  orderIndex: z.number().int().describe('The header shows the items by this order, then the oldest first.'),
  isActive: z.boolean().describe('Shown in the header.'),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const navigationCollection = defineCollection({
  noun: 'navigation item',
  plural: 'navigation items',
  entityType: 'navigation_item',
  table: navigationItems,
  input: navigationItemInputSchema,
  access: { read: 'public', write: 'editor' },
  cacheTag: 'navigation',
  audit: (item) => ({ name: item.name, href: item.href, orderIndex: item.orderIndex, isActive: item.isActive, submenu: item.submenu }),
  named: { name: navigationItems.name, href: navigationItems.href },
  api: {
    path: '/navigation',
    tag: 'Navigation',
    item: apiNavigationItemSchema,
    represent: (row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }),
    // The header menu (queries.ts): active items, their name, link and submenu, in their order.
    public: { where: eq(navigationItems.isActive, true), fields: ['id', 'name', 'href', 'submenu', 'orderIndex'] },
    filters: { active: booleanFilter('active') },
    where: (query) => [booleanWhere(navigationItems.isActive, query.active)],
    search: (pattern) => or(ilike(navigationItems.name, pattern), ilike(navigationItems.href, pattern))!,
    listDescription: 'Sort by orderIndex (then createdAt) for the header’s order.',
  },
});
