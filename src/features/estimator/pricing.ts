// The estimate's arithmetic, with no I/O: the same function prices the wizard's preview in the
// browser and the saved estimate on the server (which alone is trusted).
import { ESTIMATE_ROLES } from '@/server/db/enums';
import type { DesignLevel, Timeline } from './options';

export type PricedFeature = { id: string; baseHours: number; complexityMultiplier: number; rolesRequired: string[]; complexity: number };
export type RoleRate = { role: string; hourlyRate: number };
export type PricingSettings = {
  designMultipliers: Record<DesignLevel, number>;
  scaleWeight: number;
  applyRushFee: boolean;
  rushFeePercent: number;
  applyFlexibleDiscount: boolean;
  flexibleDiscountPercent: number;
  rangeLowPercent: number;
  rangeHighPercent: number;
};
export type PricingInput = { features: PricedFeature[]; scale: number; designLevel: DesignLevel; timeline: Timeline };

export type RoleLine = { role: string; hours: number; hourlyRate: number; cost: number };
export type EstimateBreakdown = {
  roles: RoleLine[];
  /** Hours per role, rounded to one decimal (the Estimate entity's calculated_hours). */
  calculatedHours: Record<string, number>;
  totalHours: number;
  designMultiplier: number;
  /** +25 (rush fee), -10 (flexible discount) or 0 when not applied. */
  timelineAdjustmentPercent: number;
  total: number;
  range: { low: number; high: number };
};

export class PricingError extends Error {}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The spec's formula (public-site.md section 9), in whole dollars; the role rows add up to the total. */
export function calculateEstimate(input: PricingInput, rates: RoleRate[], settings: PricingSettings): EstimateBreakdown {
  const hoursByRole = new Map<string, number>();
  for (const feature of input.features) {
    if (feature.rolesRequired.length === 0) continue;
    const hours = feature.baseHours * feature.complexityMultiplier * feature.complexity;
    const share = hours / feature.rolesRequired.length;
    for (const role of feature.rolesRequired) hoursByRole.set(role, (hoursByRole.get(role) ?? 0) + share);
  }

  const scaleFactor = 1 + input.scale * settings.scaleWeight;
  const designMultiplier = settings.designMultipliers[input.designLevel];
  const timelineAdjustmentPercent =
    input.timeline === 'asap' && settings.applyRushFee
      ? settings.rushFeePercent
      : input.timeline === 'flexible' && settings.applyFlexibleDiscount
        ? -settings.flexibleDiscountPercent
        : 0;
  const costFactor = designMultiplier * (1 + timelineAdjustmentPercent / 100);

  // The workstreams in the spec's order, then any other role a feature names.
  const order = [...ESTIMATE_ROLES, ...[...hoursByRole.keys()].filter((r) => !(ESTIMATE_ROLES as readonly string[]).includes(r)).sort()];
  const roles: RoleLine[] = [];
  for (const role of order) {
    const rawHours = hoursByRole.get(role);
    if (rawHours === undefined) continue;
    const rate = rates.find((r) => r.role === role);
    if (!rate) throw new PricingError(`No active rate card for the role ${role}.`);
    const hours = rawHours * scaleFactor;
    roles.push({ role, hours: round1(hours), hourlyRate: rate.hourlyRate, cost: Math.round(hours * rate.hourlyRate * costFactor) });
  }

  const total = roles.reduce((sum, line) => sum + line.cost, 0);
  return {
    roles,
    calculatedHours: Object.fromEntries(roles.map((line) => [line.role, line.hours])),
    totalHours: round1(roles.reduce((sum, line) => sum + line.hours, 0)),
    designMultiplier,
    timelineAdjustmentPercent,
    total,
    range: { low: Math.round(total * (1 - settings.rangeLowPercent / 100)), high: Math.round(total * (1 + settings.rangeHighPercent / 100)) },
  };
}

export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  designMultipliers: { basic: 1, standard: 1.3, premium: 1.8, custom: 2.5 },
  scaleWeight: 0.5,
  applyRushFee: false,
  rushFeePercent: 25,
  applyFlexibleDiscount: false,
  flexibleDiscountPercent: 10,
  rangeLowPercent: 15,
  rangeHighPercent: 25,
};

export function formatUsd(amount: number) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}
