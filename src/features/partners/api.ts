// Partners in the content API (/api/v1/partners, decision 087): Partners Management's schema and
// writes. Without a key, the active partners as the partners page shows them; with a key, all.
import 'server-only';
import { eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { booleanFilter, booleanWhere, collectionOperations, timestamp } from '@/features/api/collection';
import { PARTNERSHIP_TYPES } from '@/server/db/enums';
import { partners } from '@/server/db/schema';
import { removePartner, writePartner } from './admin-partners';
import { partnerInputSchema } from './admin-schema';

export const apiPartnerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  partnershipType: z.enum(PARTNERSHIP_TYPES),
  industry: z.string().nullable(),
  isFeatured: z.boolean().describe('Shown first on the partners page.'),
  isActive: z.boolean().describe('Shown on the public site.'),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const PARTNER_OPERATIONS = collectionOperations({
  path: '/partners',
  tag: 'Partners',
  noun: 'partner',
  plural: 'partners',
  table: partners,
  columns: partners,
  item: apiPartnerSchema,
  represent: (row: typeof partners.$inferSelect) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }),
  // The partners page (queries.ts): active partners, their card's fields.
  public: { where: eq(partners.isActive, true), fields: ['id', 'name', 'description', 'logoUrl', 'websiteUrl', 'partnershipType', 'industry', 'isFeatured'] },
  access: { read: 'public', write: 'editor' },
  changesWith: 'partners',
  filters: {
    active: booleanFilter('active'),
    type: z.enum(PARTNERSHIP_TYPES, 'type is technology, strategic, integration, consulting or reseller.').optional(),
    featured: booleanFilter('featured'),
  },
  where: (query) => [booleanWhere(partners.isActive, query.active), query.type && eq(partners.partnershipType, query.type), booleanWhere(partners.isFeatured, query.featured)],
  search: (pattern) => ilike(partners.name, pattern),
  input: partnerInputSchema,
  write: writePartner,
  remove: removePartner,
  listDescription: 'The partners page orders them featured first, then by name.',
});
