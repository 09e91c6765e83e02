// Partners: what the partners page lists, managed under /admin/partners and /api/v1/partners
// (decision 103). Without a key the API gives the active partners as the page shows them; with a key, all.
import 'server-only';
import { desc, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { enumOptions, FEATURED_FILTER } from '@/features/admin/crud/server';
import { booleanFilter, booleanWhere, timestamp } from '@/features/api/collection';
import { defineCollection } from '@/features/collections/define';
import { PARTNERSHIP_TYPES } from '@/server/db/enums';
import { partners } from '@/server/db/schema';
import { partnerInputSchema } from './admin-schema';

export type AdminPartner = typeof partners.$inferSelect;

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

export const partnersCollection = defineCollection({
  noun: 'partner',
  plural: 'partners',
  entityType: 'partner',
  table: partners,
  input: partnerInputSchema,
  access: { read: 'public', write: 'editor' },
  cacheTag: 'partners',
  audit: (partner) => ({ name: partner.name, isActive: partner.isActive, isFeatured: partner.isFeatured }),
  named: { name: partners.name },
  event: (id, partner) => ({
    id,
    name: partner.name,
    partnershipType: partner.partnershipType,
    industry: partner.industry,
    websiteUrl: partner.websiteUrl,
    isFeatured: partner.isFeatured,
    isActive: partner.isActive,
  }),
  list: {
    search: partners.name,
    active: partners.isActive,
    filters: [
      {
        filter: { name: 'type', label: 'Type', options: enumOptions(PARTNERSHIP_TYPES) },
        where: (type) => eq(partners.partnershipType, type as (typeof PARTNERSHIP_TYPES)[number]),
      },
      { filter: FEATURED_FILTER, where: (featured) => eq(partners.isFeatured, featured === 'yes') },
    ],
    order: [desc(partners.createdAt), desc(partners.id)],
  },
  api: {
    path: '/partners',
    tag: 'Partners',
    item: apiPartnerSchema,
    represent: (row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }),
    // The partners page (queries.ts): active partners, their card's fields.
    public: { where: eq(partners.isActive, true), fields: ['id', 'name', 'description', 'logoUrl', 'websiteUrl', 'partnershipType', 'industry', 'isFeatured'] },
    filters: {
      active: booleanFilter('active'),
      type: z.enum(PARTNERSHIP_TYPES, 'type is technology, strategic, integration, consulting or reseller.').optional(),
      featured: booleanFilter('featured'),
    },
    where: (query) => [
      booleanWhere(partners.isActive, query.active),
      query.type && eq(partners.partnershipType, query.type),
      booleanWhere(partners.isFeatured, query.featured),
    ],
    search: (pattern) => ilike(partners.name, pattern),
    listDescription: 'The partners page orders them featured first, then by name.',
  },
});
