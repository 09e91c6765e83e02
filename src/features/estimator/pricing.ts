// The estimate's arithmetic, with no I/O: the same function prices the wizard's preview in the
// browser and the saved estimate on the server (which alone is trusted).
//
// Where rounding happens (docs/decisions/010-estimate-breakdown.md), so that every number shown
// can be checked with a pocket calculator:
// - each role's hours are rounded to whole hours, once, after the scale factor and the shares;
// - a row's subtotal is exactly hours x rate (whole dollars for whole-dollar rates);
// - the design level is one line, (multiplier - 1) x the sum of the rows, rounded to the dollar;
// - an applied rush fee or discount is one line, its percent of the amount above it, rounded to
//   the dollar;
// - the total is the sum of those lines, nothing else.
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
  /** Quality assurance hours added as a percent of the feature hours (0: only what features ask for). */
  qaSharePercent: number;
  /** Project management hours added as a percent of the feature hours (0: only what features ask for). */
  pmSharePercent: number;
};
export type PricingInput = { features: PricedFeature[]; scale: number; designLevel: DesignLevel; timeline: Timeline };

/** One row of the breakdown: `hours x hourlyRate = subtotal`, exactly. */
export type RoleLine = { role: string; hours: number; hourlyRate: number; subtotal: number };
export type EstimateBreakdown = {
  roles: RoleLine[];
  /** Hours per role (the Estimate entity's calculated_hours). */
  calculatedHours: Record<string, number>;
  totalHours: number;
  /** The sum of the rows. */
  subtotal: number;
  designMultiplier: number;
  /** (designMultiplier - 1) x subtotal, rounded to the dollar. */
  designAdjustment: number;
  /** +25 (rush fee), -10 (flexible discount) or 0 when not applied. */
  timelineAdjustmentPercent: number;
  /** timelineAdjustmentPercent of (subtotal + designAdjustment), rounded to the dollar. */
  timelineAdjustment: number;
  /** subtotal + designAdjustment + timelineAdjustment. */
  total: number;
  range: { low: number; high: number };
  qaSharePercent: number;
  pmSharePercent: number;
  /** See expectedWeeks. */
  durationWeeks: number;
};

export class PricingError extends Error {}

export const QA_ROLE = 'Quality Assurance';
export const PM_ROLE = 'Project Management';
/** A full-time week, for the expected duration. */
export const HOURS_PER_WEEK = 40;

/** Rounds to the nearest whole number, halves away from zero (Math.round sends -2.5 to -2). */
function roundHalfAway(value: number) {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Money is added up in whole cents: a rate has at most 2 decimals, and hours are whole. */
const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The expected duration: one person per role, full time, all roles working in parallel, so the
 * role with the most hours sets the length. Whole weeks, rounded up; 0 with no hours at all.
 */
export function expectedWeeks(roles: Pick<RoleLine, 'hours'>[]) {
  const longest = Math.max(0, ...roles.map((line) => line.hours));
  return longest === 0 ? 0 : Math.ceil(longest / HOURS_PER_WEEK);
}

/** The spec's formula (public-site.md section 9), with the design level and any timeline adjustment as lines of their own. */
export function calculateEstimate(input: PricingInput, rates: RoleRate[], settings: PricingSettings): EstimateBreakdown {
  const hoursByRole = new Map<string, number>();
  const add = (role: string, hours: number) => hoursByRole.set(role, (hoursByRole.get(role) ?? 0) + hours);
  let featureHours = 0;
  for (const feature of input.features) {
    if (feature.rolesRequired.length === 0) continue;
    const hours = feature.baseHours * feature.complexityMultiplier * feature.complexity;
    featureHours += hours;
    for (const role of feature.rolesRequired) add(role, hours / feature.rolesRequired.length);
  }
  // The shares are of the feature hours, so each is easy to check against the rows above it.
  if (settings.qaSharePercent > 0 && featureHours > 0) add(QA_ROLE, (featureHours * settings.qaSharePercent) / 100);
  if (settings.pmSharePercent > 0 && featureHours > 0) add(PM_ROLE, (featureHours * settings.pmSharePercent) / 100);
  const scaleFactor = 1 + input.scale * settings.scaleWeight;

  // The workstreams in the spec's order, then any other role a feature names.
  const order = [...ESTIMATE_ROLES, ...[...hoursByRole.keys()].filter((r) => !(ESTIMATE_ROLES as readonly string[]).includes(r)).sort()];
  const roles: RoleLine[] = [];
  let subtotalCents = 0;
  for (const role of order) {
    const rawHours = hoursByRole.get(role);
    if (rawHours === undefined) continue;
    const rate = rates.find((r) => r.role === role);
    if (!rate) throw new PricingError(`No active rate card for the role ${role}.`);
    const hours = Math.round(rawHours * scaleFactor);
    // A role with less than half an hour has nothing to bill.
    if (hours === 0) continue;
    const cents = hours * toCents(rate.hourlyRate);
    subtotalCents += cents;
    roles.push({ role, hours, hourlyRate: rate.hourlyRate, subtotal: cents / 100 });
  }

  const designMultiplier = settings.designMultipliers[input.designLevel];
  // Integer arithmetic on cents and hundredths of the multiplier: no 0.30000000000000004.
  const designAdjustmentCents = roundHalfAway((subtotalCents * (Math.round(designMultiplier * 100) - 100)) / 10_000) * 100;
  const timelineAdjustmentPercent =
    input.timeline === 'asap' && settings.applyRushFee
      ? settings.rushFeePercent
      : input.timeline === 'flexible' && settings.applyFlexibleDiscount
        ? -settings.flexibleDiscountPercent
        : 0;
  const timelineAdjustmentCents = roundHalfAway(((subtotalCents + designAdjustmentCents) * timelineAdjustmentPercent) / 10_000) * 100;
  const totalCents = subtotalCents + designAdjustmentCents + timelineAdjustmentCents;
  const total = totalCents / 100;

  return {
    roles,
    calculatedHours: Object.fromEntries(roles.map((line) => [line.role, line.hours])),
    totalHours: roles.reduce((sum, line) => sum + line.hours, 0),
    subtotal: subtotalCents / 100,
    designMultiplier,
    designAdjustment: designAdjustmentCents / 100,
    timelineAdjustmentPercent,
    timelineAdjustment: timelineAdjustmentCents / 100,
    total,
    range: { low: Math.round(total * (1 - settings.rangeLowPercent / 100)), high: Math.round(total * (1 + settings.rangeHighPercent / 100)) },
    qaSharePercent: settings.qaSharePercent,
    pmSharePercent: settings.pmSharePercent,
    durationWeeks: expectedWeeks(roles),
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
  qaSharePercent: 0,
  pmSharePercent: 0,
};

/** US dollars: whole dollars, with cents only when an amount has them (a rate of $92.50). */
export function formatUsd(amount: number) {
  const cents = !Number.isInteger(Math.round(amount * 100) / 100);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount);
}

/** An adjustment with its sign: +$3,672, -$1,200, +$0. */
export function formatSignedUsd(amount: number) {
  return `${amount < 0 ? '-' : '+'}${formatUsd(Math.abs(amount))}`;
}
