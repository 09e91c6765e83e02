// The Content tab's list: every content item (draft or published), newest first, 50 per page,
// searchable by title and filterable by status and type. Not cached: staff see their change at once.
import 'server-only';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { chosenFilter, containsPattern, PAGE_SIZE, type ListFilter, type ListParams, type Paged } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { contentItems } from '@/server/db/schema';
import { CONTENT_ITEM_STATUSES, CONTENT_ITEM_TYPES, CONTENT_STATUS_LABELS, CONTENT_TYPE_LABELS } from './admin-schema';

const adminColumns = {
  id: contentItems.id,
  title: contentItems.title,
  type: contentItems.type,
  status: contentItems.status,
  content: contentItems.content,
  metaData: contentItems.metaData,
  createdAt: contentItems.createdAt,
  updatedAt: contentItems.updatedAt,
};

export type AdminContentItem = { [K in keyof typeof adminColumns]: (typeof contentItems.$inferSelect)[K] };

// Content items are draft or published, not active or inactive: their status is a filter of its
// own (?status=published), which the list's generic active/inactive status never matches.
export const CONTENT_LIST_FILTERS: readonly ListFilter[] = [
  { name: 'status', label: 'Status', options: CONTENT_ITEM_STATUSES.map((value) => ({ value, label: CONTENT_STATUS_LABELS[value] })) },
  { name: 'type', label: 'Type', options: CONTENT_ITEM_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] })) },
];

export async function listAdminContentItems(db: Database, params: ListParams): Promise<Paged<AdminContentItem>> {
  const filters: SQL[] = [];
  if (params.q) filters.push(ilike(contentItems.title, containsPattern(params.q)));
  const status = chosenFilter(params, 'status', CONTENT_ITEM_STATUSES);
  if (status) filters.push(eq(contentItems.status, status));
  const type = chosenFilter(params, 'type', CONTENT_ITEM_TYPES);
  if (type) filters.push(eq(contentItems.type, type));
  const where = filters.length ? and(...filters) : undefined;
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(contentItems).where(where),
    db
      .select(adminColumns)
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
      .limit(PAGE_SIZE)
      .offset((params.page - 1) * PAGE_SIZE),
  ]);
  return { rows, total, page: params.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), params };
}
