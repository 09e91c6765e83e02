// Partners Management's list: every partner (active or not), newest first, 50 per page,
// searchable by name and filterable by status, partnership type and featured. Not cached: staff
// see their change at once.
import 'server-only';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { chosenFeatured, chosenFilter, containsPattern, enumOptions, FEATURED_FILTER, PAGE_SIZE, type ListFilter, type ListParams, type Paged } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { PARTNERSHIP_TYPES } from '@/server/db/enums';
import { partners } from '@/server/db/schema';

const adminColumns = {
  id: partners.id,
  name: partners.name,
  logoUrl: partners.logoUrl,
  websiteUrl: partners.websiteUrl,
  description: partners.description,
  partnershipType: partners.partnershipType,
  industry: partners.industry,
  isFeatured: partners.isFeatured,
  isActive: partners.isActive,
  createdAt: partners.createdAt,
};

export type AdminPartner = {
  [K in keyof typeof adminColumns]: (typeof partners.$inferSelect)[K];
};

export const PARTNER_LIST_FILTERS: readonly ListFilter[] = [{ name: 'type', label: 'Type', options: enumOptions(PARTNERSHIP_TYPES) }, FEATURED_FILTER];

export async function listAdminPartners(db: Database, params: ListParams): Promise<Paged<AdminPartner>> {
  const filters: SQL[] = [];
  if (params.q) filters.push(ilike(partners.name, containsPattern(params.q)));
  if (params.status !== 'all') filters.push(eq(partners.isActive, params.status === 'active'));
  const type = chosenFilter(params, 'type', PARTNERSHIP_TYPES);
  if (type) filters.push(eq(partners.partnershipType, type));
  const featured = chosenFeatured(params);
  if (featured !== undefined) filters.push(eq(partners.isFeatured, featured));
  const where = filters.length ? and(...filters) : undefined;
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(partners).where(where),
    db
      .select(adminColumns)
      .from(partners)
      .where(where)
      .orderBy(desc(partners.createdAt), desc(partners.id))
      .limit(PAGE_SIZE)
      .offset((params.page - 1) * PAGE_SIZE),
  ]);
  return { rows, total, page: params.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), params };
}
