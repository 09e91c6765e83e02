// The estimator data screens' lists: every record (active or not), 50 per page, searchable by
// name (features also by category). Not cached: staff see their change at once.
import 'server-only';
import { and, asc, count, eq, ilike, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { chosenFilter, containsPattern, PAGE_SIZE, type ListFilter, type ListParams, type Paged } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { estimatorSettings, projectFeatures, projectTypes, rateCards } from '@/server/db/schema';
import { FEATURE_CATEGORIES, FEATURE_CATEGORY_LABELS } from './admin-schema';
import { DEFAULT_PRICING_SETTINGS } from './pricing';

export type AdminProjectType = typeof projectTypes.$inferSelect;
export type AdminFeature = typeof projectFeatures.$inferSelect;
export type AdminRateCard = typeof rateCards.$inferSelect;

/** One page of a table, filtered by the search (on nameColumn), status and any extra conditions. */
async function page<T>(
  db: Database,
  table: PgTable & { isActive: PgColumn },
  nameColumn: PgColumn,
  order: AnyColumn[],
  params: ListParams,
  extra: SQL[] = [],
): Promise<Paged<T>> {
  const filters = [...extra];
  if (params.q) filters.push(ilike(nameColumn, containsPattern(params.q)));
  if (params.status !== 'all') filters.push(eq(table.isActive, params.status === 'active'));
  const where = filters.length ? and(...filters) : undefined;
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(table).where(where),
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order.map((column) => asc(column)))
      .limit(PAGE_SIZE)
      .offset((params.page - 1) * PAGE_SIZE),
  ]);
  return { rows: rows as T[], total, page: params.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), params };
}

export function listAdminProjectTypes(db: Database, params: ListParams) {
  return page<AdminProjectType>(db, projectTypes, projectTypes.name, [projectTypes.name, projectTypes.id], params);
}

export const FEATURE_LIST_FILTERS: readonly ListFilter[] = [
  { name: 'category', label: 'Category', options: FEATURE_CATEGORIES.map((value) => ({ value, label: FEATURE_CATEGORY_LABELS[value] })) },
];

export function listAdminFeatures(db: Database, params: ListParams) {
  const category = chosenFilter(params, 'category', FEATURE_CATEGORIES);
  const extra = category ? [eq(projectFeatures.category, category)] : [];
  return page<AdminFeature>(db, projectFeatures, projectFeatures.name, [projectFeatures.category, projectFeatures.name, projectFeatures.id], params, extra);
}

export function listAdminRateCards(db: Database, params: ListParams) {
  return page<AdminRateCard>(db, rateCards, rateCards.role, [rateCards.role, rateCards.id], params);
}

/** The roles a feature may name: those with an active rate card. */
export async function listPricedRoles(db: Database): Promise<string[]> {
  const rows = await db.select({ role: rateCards.role }).from(rateCards).where(eq(rateCards.isActive, true)).orderBy(asc(rateCards.role));
  return rows.map((row) => row.role);
}

const settingsColumns = {
  designMultipliers: estimatorSettings.designMultipliers,
  scaleWeight: estimatorSettings.scaleWeight,
  rangeLowPercent: estimatorSettings.rangeLowPercent,
  rangeHighPercent: estimatorSettings.rangeHighPercent,
  rushFeePercent: estimatorSettings.rushFeePercent,
  applyRushFee: estimatorSettings.applyRushFee,
  flexibleDiscountPercent: estimatorSettings.flexibleDiscountPercent,
  applyFlexibleDiscount: estimatorSettings.applyFlexibleDiscount,
  qaSharePercent: estimatorSettings.qaSharePercent,
  pmSharePercent: estimatorSettings.pmSharePercent,
  validityDays: estimatorSettings.validityDays,
  defaultAssumptions: estimatorSettings.defaultAssumptions,
  defaultExclusions: estimatorSettings.defaultExclusions,
};

/** What the settings screen edits (currency stays USD: every price on the site is formatted in it). */
export type AdminEstimatorSettings = { [K in keyof typeof settingsColumns]: (typeof estimatorSettings.$inferSelect)[K] };

export async function getAdminEstimatorSettings(db: Database): Promise<AdminEstimatorSettings> {
  const [row] = await db.select(settingsColumns).from(estimatorSettings).where(eq(estimatorSettings.id, 1));
  return row ?? { ...DEFAULT_PRICING_SETTINGS, validityDays: 30, defaultAssumptions: [], defaultExclusions: [] };
}
