import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { estimatorSettings, projectFeatures, projectTypes, rateCards } from '@/server/db/schema';
import { DEFAULT_PRICING_SETTINGS, type PricingSettings, type RoleRate } from './pricing';

export type EstimatorProjectType = { id: string; name: string; description: string; baseHours: number };
export type EstimatorFeature = {
  id: string;
  name: string;
  description: string;
  category: 'core' | 'advanced' | 'integration' | 'design';
  baseHours: number;
  complexityMultiplier: number;
  rolesRequired: string[];
};
export type EstimatorSettings = PricingSettings & { currency: string; validityDays: number; defaultAssumptions: string[]; defaultExclusions: string[] };
export type EstimatorData = { projectTypes: EstimatorProjectType[]; features: EstimatorFeature[]; rates: RoleRate[]; settings: EstimatorSettings };

/** What the wizard and the pricing need: active types (by name), features (by category, then name), rates, settings. */
export const getEstimatorData = cached('getEstimatorData', ['estimator'], async (): Promise<EstimatorData> => {
  const db = await getDb();
  const [types, features, rates, [settings]] = await Promise.all([
    db
      .select({ id: projectTypes.id, name: projectTypes.name, description: projectTypes.description, baseHours: projectTypes.baseHours })
      .from(projectTypes)
      .where(eq(projectTypes.isActive, true))
      .orderBy(asc(projectTypes.name)),
    db
      .select({
        id: projectFeatures.id,
        name: projectFeatures.name,
        description: projectFeatures.description,
        category: projectFeatures.category,
        baseHours: projectFeatures.baseHours,
        complexityMultiplier: projectFeatures.complexityMultiplier,
        rolesRequired: projectFeatures.rolesRequired,
      })
      .from(projectFeatures)
      .where(eq(projectFeatures.isActive, true))
      .orderBy(asc(projectFeatures.category), asc(projectFeatures.name)),
    db.select({ role: rateCards.role, hourlyRate: rateCards.hourlyRate }).from(rateCards).where(eq(rateCards.isActive, true)),
    db.select().from(estimatorSettings).where(eq(estimatorSettings.id, 1)),
  ]);
  return {
    projectTypes: types,
    features,
    rates,
    settings: settings
      ? {
          designMultipliers: settings.designMultipliers,
          scaleWeight: settings.scaleWeight,
          applyRushFee: settings.applyRushFee,
          rushFeePercent: settings.rushFeePercent,
          applyFlexibleDiscount: settings.applyFlexibleDiscount,
          flexibleDiscountPercent: settings.flexibleDiscountPercent,
          rangeLowPercent: settings.rangeLowPercent,
          rangeHighPercent: settings.rangeHighPercent,
          qaSharePercent: settings.qaSharePercent,
          pmSharePercent: settings.pmSharePercent,
          currency: settings.currency,
          validityDays: settings.validityDays,
          defaultAssumptions: settings.defaultAssumptions,
          defaultExclusions: settings.defaultExclusions,
        }
      : { ...DEFAULT_PRICING_SETTINGS, currency: 'USD', validityDays: 30, defaultAssumptions: [], defaultExclusions: [] },
  };
});
