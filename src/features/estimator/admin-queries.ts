// What the estimator's admin screens read beyond their lists (collections.ts): the roles a feature
// may name and the pricing settings. Not cached: staff see their change at once.
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { estimatorSettings, rateCards } from '@/server/db/schema';
import { DEFAULT_PRICING_SETTINGS } from './pricing';

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
