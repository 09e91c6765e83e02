// The header menu's items in the content API (/api/v1/navigation, decision 087): the navigation
// manager's schema and writes. Without a key, the active items as the header shows them.
import 'server-only';
import { eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { booleanFilter, booleanWhere, collectionOperations, timestamp } from '@/features/api/collection';
import { navigationItems } from '@/server/db/schema';
import { removeNavigationItem, writeNavigationItem } from './admin-data';
import { navigationItemInputSchema } from './admin-schema';

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

export const NAVIGATION_OPERATIONS = collectionOperations({
  path: '/navigation',
  tag: 'Navigation',
  noun: 'navigation item',
  plural: 'navigation items',
  table: navigationItems,
  columns: navigationItems,
  item: apiNavigationItemSchema,
  represent: (row: typeof navigationItems.$inferSelect) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }),
  // The header menu (queries.ts): active items, their name, link and submenu, in their order.
  public: { where: eq(navigationItems.isActive, true), fields: ['id', 'name', 'href', 'submenu', 'orderIndex'] },
  access: { read: 'public', write: 'editor' },
  changesWith: 'navigation',
  filters: { active: booleanFilter('active') },
  where: (query) => [booleanWhere(navigationItems.isActive, query.active)],
  search: (pattern) => or(ilike(navigationItems.name, pattern), ilike(navigationItems.href, pattern))!,
  input: navigationItemInputSchema,
  write: writeNavigationItem,
  remove: removeNavigationItem,
  listDescription: 'Sort by orderIndex (then createdAt) for the header’s order.',
});
