// The estimator's data in the content API (decision 087): /project-types, /features and
// /rate-cards, with the schemas and writes of the estimator's admin screens and their roles.
// Project types and features are content (editors; without a key, the active ones as the wizard
// shows them). Rate cards set what the agency charges: admins only, as in the admin.
import 'server-only';
import { eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { booleanFilter, booleanWhere, collectionOperations, timestamp } from '@/features/api/collection';
import { FEATURE_CATEGORIES } from '@/server/db/enums';
import { projectFeatures, projectTypes, rateCards } from '@/server/db/schema';
import { removeFeature, removeProjectType, removeRateCard, writeFeature, writeProjectType, writeRateCard } from './admin-data';
import { featureInputSchema, projectTypeInputSchema, rateCardInputSchema } from './admin-schema';

const isActive = z.boolean().describe('Offered in the estimator.');
const withTimes = <Row extends { createdAt: Date; updatedAt: Date }>(row: Row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

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

const WIZARD_ORDER = 'The wizard shows them by name.';

export const PROJECT_TYPE_OPERATIONS = collectionOperations({
  path: '/project-types',
  tag: 'Estimator',
  noun: 'project type',
  plural: 'project types',
  table: projectTypes,
  columns: projectTypes,
  item: apiProjectTypeSchema,
  represent: (row: typeof projectTypes.$inferSelect) => withTimes(row),
  // The wizard's first step (queries.ts): active types, their name, description and base hours.
  public: { where: eq(projectTypes.isActive, true), fields: ['id', 'name', 'description', 'baseHours'] },
  access: { read: 'public', write: 'editor' },
  changesWith: 'estimator',
  filters: { active: booleanFilter('active') },
  where: (query) => [booleanWhere(projectTypes.isActive, query.active)],
  search: (pattern) => ilike(projectTypes.name, pattern),
  input: projectTypeInputSchema,
  write: writeProjectType,
  remove: removeProjectType,
  listDescription: WIZARD_ORDER,
});

export const FEATURE_OPERATIONS = collectionOperations({
  path: '/features',
  tag: 'Estimator',
  noun: 'feature',
  plural: 'features',
  table: projectFeatures,
  columns: projectFeatures,
  item: apiFeatureSchema,
  represent: (row: typeof projectFeatures.$inferSelect) => withTimes(row),
  // The wizard's features step (queries.ts): active features with what prices them.
  public: { where: eq(projectFeatures.isActive, true), fields: ['id', 'name', 'description', 'category', 'baseHours', 'complexityMultiplier', 'rolesRequired'] },
  access: { read: 'public', write: 'editor' },
  changesWith: 'estimator',
  filters: {
    active: booleanFilter('active'),
    category: z.enum(FEATURE_CATEGORIES, 'category is core, advanced, integration or design.').optional(),
  },
  where: (query) => [booleanWhere(projectFeatures.isActive, query.active), query.category && eq(projectFeatures.category, query.category)],
  search: (pattern) => ilike(projectFeatures.name, pattern),
  input: featureInputSchema,
  write: writeFeature,
  remove: removeFeature,
  listDescription: 'The wizard shows them by category, then name. A feature’s roles need active rate cards (400 otherwise).',
});

export const RATE_CARD_OPERATIONS = collectionOperations({
  path: '/rate-cards',
  tag: 'Estimator',
  noun: 'rate card',
  plural: 'rate cards',
  table: rateCards,
  columns: rateCards,
  item: apiRateCardSchema,
  represent: (row: typeof rateCards.$inferSelect) => withTimes(row),
  access: { read: 'admin', write: 'admin' },
  changesWith: 'estimator',
  filters: { active: booleanFilter('active') },
  where: (query) => [booleanWhere(rateCards.isActive, query.active)],
  search: (pattern) => ilike(rateCards.role, pattern),
  input: rateCardInputSchema,
  write: writeRateCard,
  remove: removeRateCard,
  listDescription: 'Admin keys only, as Rate Cards in the admin. A rate card that active features or the estimator’s shares still need cannot be deactivated or deleted (409).',
});

export const ESTIMATOR_OPERATIONS = [...PROJECT_TYPE_OPERATIONS, ...FEATURE_OPERATIONS, ...RATE_CARD_OPERATIONS];
