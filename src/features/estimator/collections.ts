// The estimator's data (decision 103): project types and features are content (editors; without
// a key the API gives the active ones as the wizard shows them); rate cards set what the agency
// charges (admins only, in the admin and through the API). Every write drops the wizard's cached
// data, so the next visitor of /estimator prices with the change.
import 'server-only';
import { and, asc, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { booleanFilter, booleanWhere, timestamp } from '@/features/api/collection';
import { defineCollection } from '@/features/collections/define';
import { FEATURE_CATEGORIES } from '@/server/db/enums';
import { projectFeatures, projectTypes, rateCards } from '@/server/db/schema';
import { assertRolesPriced, removeRateCard, writeRateCard } from './admin-data';
import { FEATURE_CATEGORY_LABELS, featureInputSchema, projectTypeInputSchema, rateCardInputSchema } from './admin-schema';

export type AdminProjectType = typeof projectTypes.$inferSelect;
export type AdminFeature = typeof projectFeatures.$inferSelect;
export type AdminRateCard = typeof rateCards.$inferSelect;

const isActive = z.boolean().describe('Offered in the estimator.');
const withTimes = <Row extends { createdAt: Date; updatedAt: Date }>(row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const WIZARD_ORDER = 'The wizard shows them by name.';

export const apiProjectTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  baseHours: z.number().int(),
  isActive,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const apiFeatureSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.enum(FEATURE_CATEGORIES),
  baseHours: z.number().int(),
  complexityMultiplier: z.number(),
  rolesRequired: z.array(z.string()).describe('The roles whose rate cards price it.'),
  isActive,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const apiRateCardSchema = z.object({
  id: z.uuid(),
  role: z.string(),
  hourlyRate: z.number().describe('In USD.'),
  isActive,
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** Saved estimates keep the type's name as text, so a type can go without touching them. */
export const projectTypesCollection = defineCollection({
  noun: 'project type',
  plural: 'project types',
  entityType: 'project_type',
  table: projectTypes,
  input: projectTypeInputSchema,
  access: { read: 'public', write: 'editor' },
  cacheTag: 'estimator',
  audit: (type) => ({ name: type.name, baseHours: type.baseHours, isActive: type.isActive }),
  named: { name: projectTypes.name },
  unique: { same: (type) => eq(projectTypes.name, type.name), message: 'A project type with this name already exists.' },
  list: { search: projectTypes.name, active: projectTypes.isActive, order: [asc(projectTypes.name), asc(projectTypes.id)] },
  api: {
    path: '/project-types',
    tag: 'Estimator',
    item: apiProjectTypeSchema,
    represent: withTimes,
    // The wizard's first step (queries.ts): active types, their name, description and base hours.
    public: { where: eq(projectTypes.isActive, true), fields: ['id', 'name', 'description', 'baseHours'] },
    filters: { active: booleanFilter('active') },
    where: (query) => [booleanWhere(projectTypes.isActive, query.active)],
    search: (pattern) => ilike(projectTypes.name, pattern),
    listDescription: WIZARD_ORDER,
  },
});

export const featuresCollection = defineCollection({
  noun: 'feature',
  plural: 'features',
  entityType: 'project_feature',
  table: projectFeatures,
  input: featureInputSchema,
  access: { read: 'public', write: 'editor' },
  cacheTag: 'estimator',
  audit: (feature) => ({ name: feature.name, category: feature.category, rolesRequired: feature.rolesRequired, isActive: feature.isActive }),
  named: { name: projectFeatures.name },
  // The server cannot price a feature whose role has no rate: checked under a share lock on the rate cards (admin-data.ts).
  check: (tx, feature) => assertRolesPriced(tx, feature.rolesRequired),
  unique: {
    same: (feature) => and(eq(projectFeatures.category, feature.category), eq(projectFeatures.name, feature.name)),
    message: 'A feature with this name already exists in this category.',
  },
  list: {
    search: projectFeatures.name,
    active: projectFeatures.isActive,
    filters: [
      {
        filter: { name: 'category', label: 'Category', options: FEATURE_CATEGORIES.map((value) => ({ value, label: FEATURE_CATEGORY_LABELS[value] })) },
        where: (category) => eq(projectFeatures.category, category as (typeof FEATURE_CATEGORIES)[number]),
      },
    ],
    order: [asc(projectFeatures.category), asc(projectFeatures.name), asc(projectFeatures.id)],
  },
  api: {
    path: '/features',
    tag: 'Estimator',
    item: apiFeatureSchema,
    represent: withTimes,
    // The wizard's features step (queries.ts): active features with what prices them.
    public: {
      where: eq(projectFeatures.isActive, true),
      fields: ['id', 'name', 'description', 'category', 'baseHours', 'complexityMultiplier', 'rolesRequired'],
    },
    filters: {
      active: booleanFilter('active'),
      category: z.enum(FEATURE_CATEGORIES, 'category is core, advanced, integration or design.').optional(),
    },
    where: (query) => [booleanWhere(projectFeatures.isActive, query.active), query.category && eq(projectFeatures.category, query.category)],
    search: (pattern) => ilike(projectFeatures.name, pattern),
    listDescription: 'The wizard shows them by category, then name. A feature’s roles need active rate cards (400 otherwise).',
  },
});

export const rateCardsCollection = defineCollection({
  noun: 'rate card',
  plural: 'rate cards',
  entityType: 'rate_card',
  table: rateCards,
  input: rateCardInputSchema,
  access: { read: 'admin', write: 'admin' },
  cacheTag: 'estimator',
  audit: (card) => ({ role: card.role, hourlyRate: card.hourlyRate }),
  named: { role: rateCards.role, hourlyRate: rateCards.hourlyRate },
  // A rate card compares itself with what it was (a renamed role, features that still need it).
  writes: { write: writeRateCard, remove: removeRateCard },
  list: { search: rateCards.role, active: rateCards.isActive, order: [asc(rateCards.role), asc(rateCards.id)] },
  api: {
    path: '/rate-cards',
    tag: 'Estimator',
    item: apiRateCardSchema,
    represent: withTimes,
    filters: { active: booleanFilter('active') },
    where: (query) => [booleanWhere(rateCards.isActive, query.active)],
    search: (pattern) => ilike(rateCards.role, pattern),
    listDescription:
      'Admin keys only, as Rate Cards in the admin. A rate card that active features or the estimator’s shares still need cannot be deactivated or deleted (409).',
  },
});
