import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESIGN_LEVELS, ESTIMATE_ROLES } from '@/server/db/enums';
import { breakdownLines, coverageAssumptions, readBreakdown } from './breakdown';
import {
  calculateEstimate,
  DEFAULT_PRICING_SETTINGS as SETTINGS,
  expectedWeeks,
  formatSignedUsd,
  formatUsd,
  PricingError,
  type PricedFeature,
  type PricingInput,
  type PricingSettings,
} from './pricing';

const RATES = [
  { role: 'Design', hourlyRate: 80 },
  { role: 'Frontend', hourlyRate: 100 },
  { role: 'Backend', hourlyRate: 120 },
  { role: 'Project Management', hourlyRate: 90 },
  { role: 'Quality Assurance', hourlyRate: 60 },
];
// 10 base hours, one role.
const api = (complexity: number): PricedFeature => ({ id: 'api', baseHours: 10, complexityMultiplier: 1, rolesRequired: ['Backend'], complexity });
// 30 base hours x 1.5, three roles.
const dashboard = (complexity: number): PricedFeature => ({
  id: 'dash',
  baseHours: 30,
  complexityMultiplier: 1.5,
  rolesRequired: ['Design', 'Frontend', 'Backend'],
  complexity,
});
const input = (features: PricedFeature[], extra: Partial<PricingInput> = {}): PricingInput => ({
  features,
  scale: 0,
  designLevel: 'basic',
  timeline: 'standard',
  ...extra,
});

describe('calculateEstimate: the spec’s rules', () => {
  it('multiplies base hours by the complexity chosen, 1, 2 or 3', () => {
    // 10 h x 1 x complexity, at $120.
    expect(calculateEstimate(input([api(1)]), RATES, SETTINGS).roles).toEqual([{ role: 'Backend', hours: 10, hourlyRate: 120, subtotal: 1200 }]);
    expect(calculateEstimate(input([api(2)]), RATES, SETTINGS).total).toBe(2400);
    expect(calculateEstimate(input([api(3)]), RATES, SETTINGS).total).toBe(3600);
  });

  it('splits a feature with three roles evenly, and adds features up per role', () => {
    // Dashboard: 30 x 1.5 x 2 = 90 h, 30 h each. Backend also gets the API's 20 h.
    const result = calculateEstimate(input([api(2), dashboard(2)]), RATES, SETTINGS);
    expect(result.roles).toEqual([
      { role: 'Design', hours: 30, hourlyRate: 80, subtotal: 2400 },
      { role: 'Frontend', hours: 30, hourlyRate: 100, subtotal: 3000 },
      { role: 'Backend', hours: 50, hourlyRate: 120, subtotal: 6000 },
    ]);
    expect(result).toMatchObject({ subtotal: 11_400, designAdjustment: 0, total: 11_400, totalHours: 110 });
    expect(result.calculatedHours).toEqual({ Design: 30, Frontend: 30, Backend: 50 });
  });

  it('scales every role by 1 + scale x 0.5: scale 0 keeps the hours, scale 1 adds half', () => {
    expect(calculateEstimate(input([api(3)], { scale: 0 }), RATES, SETTINGS).roles[0]?.hours).toBe(30);
    const full = calculateEstimate(input([api(3)], { scale: 1 }), RATES, SETTINGS);
    expect(full.roles[0]).toEqual({ role: 'Backend', hours: 45, hourlyRate: 120, subtotal: 5400 });
  });

  it('adds the design level as its own line: basic x1, standard x1.3, premium x1.8, custom x2.5 of the subtotal', () => {
    const lines = (['basic', 'standard', 'premium', 'custom'] as const).map((designLevel) => {
      const { subtotal, designMultiplier, designAdjustment, total } = calculateEstimate(input([api(1)], { designLevel }), RATES, SETTINGS);
      return { subtotal, designMultiplier, designAdjustment, total };
    });
    expect(lines).toEqual([
      { subtotal: 1200, designMultiplier: 1, designAdjustment: 0, total: 1200 },
      { subtotal: 1200, designMultiplier: 1.3, designAdjustment: 360, total: 1560 },
      { subtotal: 1200, designMultiplier: 1.8, designAdjustment: 960, total: 2160 },
      { subtotal: 1200, designMultiplier: 2.5, designAdjustment: 1800, total: 3000 },
    ]);
  });

  it('rounds each role to whole hours once, so that every row multiplies out', () => {
    // 10 h over three roles: 3.33 h each, billed as 3 h; standard design adds 30% of $720.
    const third: PricedFeature = { id: 'c', baseHours: 10, complexityMultiplier: 1, rolesRequired: ['Design', 'Frontend', 'Quality Assurance'], complexity: 1 };
    const result = calculateEstimate(input([third], { designLevel: 'standard' }), RATES, SETTINGS);
    expect(result.roles).toEqual([
      { role: 'Design', hours: 3, hourlyRate: 80, subtotal: 240 },
      { role: 'Frontend', hours: 3, hourlyRate: 100, subtotal: 300 },
      { role: 'Quality Assurance', hours: 3, hourlyRate: 60, subtotal: 180 },
    ]);
    expect(result).toMatchObject({ subtotal: 720, designAdjustment: 216, total: 936, totalHours: 9 });
    // 0.3 h is less than half an hour: no row.
    const tiny: PricedFeature = { id: 't', baseHours: 1, complexityMultiplier: 1, rolesRequired: ['Design', 'Frontend', 'Backend'], complexity: 1 };
    expect(calculateEstimate(input([api(1), tiny]), RATES, SETTINGS).roles.map((r) => r.role)).toEqual(['Backend']);
  });

  it('rounds the design line to the dollar, halves away from zero, and keeps cents of a rate', () => {
    // 7 h x $92.50 = $647.50; x1.3 adds $194.25, billed $194.
    const cents = calculateEstimate(input([{ ...api(1), baseHours: 7 }], { designLevel: 'standard' }), [{ role: 'Backend', hourlyRate: 92.5 }], SETTINGS);
    expect(cents).toMatchObject({ subtotal: 647.5, designAdjustment: 194, total: 841.5 });
    // 5 h x $1 = $5; x1.1 adds exactly $0.50, billed $1.
    const half = calculateEstimate(input([{ ...api(1), baseHours: 5 }], { designLevel: 'premium' }), [{ role: 'Backend', hourlyRate: 1 }], {
      ...SETTINGS,
      designMultipliers: { ...SETTINGS.designMultipliers, premium: 1.1 },
    });
    expect(half).toMatchObject({ subtotal: 5, designAdjustment: 1, total: 6 });
  });

  it('gives a range of -15% to +25% around the total', () => {
    expect(calculateEstimate(input([api(1)]), RATES, SETTINGS).range).toEqual({ low: 1020, high: 1500 });
  });

  it('applies the rush fee and the flexible discount only when the settings say so, as a line of their own', () => {
    expect(calculateEstimate(input([api(1)], { timeline: 'asap' }), RATES, SETTINGS)).toMatchObject({
      total: 1200,
      timelineAdjustment: 0,
      timelineAdjustmentPercent: 0,
    });
    expect(calculateEstimate(input([api(1)], { timeline: 'flexible' }), RATES, SETTINGS).total).toBe(1200);
    const applying = { ...SETTINGS, applyRushFee: true, applyFlexibleDiscount: true };
    expect(calculateEstimate(input([api(1)], { timeline: 'asap' }), RATES, applying)).toMatchObject({
      total: 1500,
      timelineAdjustment: 300,
      timelineAdjustmentPercent: 25,
    });
    expect(calculateEstimate(input([api(1)], { timeline: 'flexible' }), RATES, applying)).toMatchObject({
      total: 1080,
      timelineAdjustment: -120,
      timelineAdjustmentPercent: -10,
    });
    // The rush fee is a percent of the amount above it: subtotal and design line.
    expect(calculateEstimate(input([api(1)], { timeline: 'asap', designLevel: 'standard' }), RATES, applying)).toMatchObject({
      subtotal: 1200,
      designAdjustment: 360,
      timelineAdjustment: 390,
      total: 1950,
    });
    expect(calculateEstimate(input([api(1)], { timeline: 'standard' }), RATES, applying).total).toBe(1200);
  });

  it('refuses to price a role without a rate card', () => {
    const mobile: PricedFeature = { id: 'm', baseHours: 10, complexityMultiplier: 1, rolesRequired: ['Mobile'], complexity: 1 };
    expect(() => calculateEstimate(input([mobile]), RATES, SETTINGS)).toThrow(PricingError);
  });
});

describe('calculateEstimate: QA and PM shares', () => {
  it('adds nothing by default: the spec’s formula', () => {
    expect(calculateEstimate(input([api(1), dashboard(1)]), RATES, SETTINGS).roles.map((r) => r.role)).toEqual(['Design', 'Frontend', 'Backend']);
  });

  it('adds each share as a percent of the feature hours to its role’s row', () => {
    // 10 + 45 = 55 feature hours: QA 10% = 5.5 h (6 h), PM 20% = 11 h; dashboard's design share stays.
    const result = calculateEstimate(input([api(1), dashboard(1)]), RATES, { ...SETTINGS, qaSharePercent: 10, pmSharePercent: 20 });
    expect(result.roles).toEqual([
      { role: 'Design', hours: 15, hourlyRate: 80, subtotal: 1200 },
      { role: 'Frontend', hours: 15, hourlyRate: 100, subtotal: 1500 },
      { role: 'Backend', hours: 25, hourlyRate: 120, subtotal: 3000 },
      { role: 'Project Management', hours: 11, hourlyRate: 90, subtotal: 990 },
      { role: 'Quality Assurance', hours: 6, hourlyRate: 60, subtotal: 360 },
    ]);
    expect(result).toMatchObject({ qaSharePercent: 10, pmSharePercent: 20, total: 7050 });
    // A share adds to the hours a feature already gives the role.
    const withQa: PricedFeature = { id: 'q', baseHours: 20, complexityMultiplier: 1, rolesRequired: ['Quality Assurance'], complexity: 1 };
    expect(calculateEstimate(input([withQa]), RATES, { ...SETTINGS, qaSharePercent: 50 }).roles).toEqual([
      { role: 'Quality Assurance', hours: 30, hourlyRate: 60, subtotal: 1800 },
    ]);
  });

  it('needs a rate card for a shared role', () => {
    expect(() => calculateEstimate(input([api(1)]), [{ role: 'Backend', hourlyRate: 120 }], { ...SETTINGS, qaSharePercent: 5 })).toThrow(PricingError);
  });

  it('says in the assumptions where QA and PM are, or that the estimate has none', () => {
    const none = calculateEstimate(input([api(1)]), RATES, SETTINGS);
    expect(coverageAssumptions(none)).toEqual([
      'This estimate has no quality assurance hours: none of the chosen features calls for them.',
      'This estimate has no project management hours: none of the chosen features calls for them.',
    ]);
    const shared = calculateEstimate(input([api(1), { ...dashboard(1), rolesRequired: ['Quality Assurance'] }]), RATES, { ...SETTINGS, pmSharePercent: 20 });
    expect(coverageAssumptions(shared)).toEqual([
      'Quality assurance is included: 45 h in the Quality Assurance row, for the chosen features that call for it.',
      'Project management is included: 11 h in the Project Management row, with 20% of the feature hours set aside for it.',
    ]);
  });
});

describe('expected duration', () => {
  it('is the busiest role’s hours in full-time weeks, rounded up', () => {
    expect(expectedWeeks([])).toBe(0);
    expect(expectedWeeks([{ hours: 1 }])).toBe(1);
    expect(expectedWeeks([{ hours: 40 }, { hours: 12 }])).toBe(1);
    expect(expectedWeeks([{ hours: 41 }, { hours: 80 }])).toBe(2);
    expect(calculateEstimate(input([api(2), dashboard(3)]), RATES, SETTINGS).durationWeeks).toBe(Math.ceil((20 + 45) / 40));
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random estimates: whatever the features, rates and settings, every number a
// client reads can be checked against the others.

const money = (text: string) => {
  const match = /^([+-]?)\$([\d,]+(?:\.\d\d)?)$/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] === '-' ? -1 : 1) * Math.round(Number(match[2]!.replace(/,/g, '')) * 100);
};

const roleName = fc.constantFrom(...ESTIMATE_ROLES);
const feature = fc.record({
  id: fc.uuid(),
  baseHours: fc.integer({ min: 0, max: 2_000 }),
  complexityMultiplier: fc.integer({ min: 1, max: 1_000 }).map((n) => n / 100),
  rolesRequired: fc.uniqueArray(roleName, { minLength: 1, maxLength: 4 }),
  complexity: fc.integer({ min: 1, max: 3 }),
});
const rate = fc.oneof(
  fc.integer({ min: 1, max: 400 }),
  fc.integer({ min: 100, max: 40_000 }).map((n) => n / 100),
);
const rates = fc.tuple(...ESTIMATE_ROLES.map(() => rate)).map((list) => ESTIMATE_ROLES.map((role, i) => ({ role, hourlyRate: list[i]! })));
const settings: fc.Arbitrary<PricingSettings> = fc.record({
  designMultipliers: fc.record({
    basic: fc.integer({ min: 1, max: 1_000 }).map((n) => n / 100),
    standard: fc.integer({ min: 1, max: 1_000 }).map((n) => n / 100),
    premium: fc.integer({ min: 1, max: 1_000 }).map((n) => n / 100),
    custom: fc.integer({ min: 1, max: 1_000 }).map((n) => n / 100),
  }),
  scaleWeight: fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
  applyRushFee: fc.boolean(),
  rushFeePercent: fc.integer({ min: 0, max: 100 }),
  applyFlexibleDiscount: fc.boolean(),
  flexibleDiscountPercent: fc.integer({ min: 0, max: 90 }),
  rangeLowPercent: fc.integer({ min: 0, max: 90 }),
  rangeHighPercent: fc.integer({ min: 0, max: 200 }),
  qaSharePercent: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
  pmSharePercent: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 })),
});
const pricingInput = fc.record({
  features: fc.array(feature, { minLength: 1, maxLength: 12 }),
  scale: fc.integer({ min: 0, max: 10 }).map((n) => n / 10),
  designLevel: fc.constantFrom(...DESIGN_LEVELS),
  timeline: fc.constantFrom('asap' as const, 'standard' as const, 'flexible' as const),
});

describe('calculateEstimate: properties', () => {
  it('every row is whole hours x rate = subtotal, the lines add up to the total, in cents exactly', () => {
    fc.assert(
      fc.property(pricingInput, rates, settings, (priced, rateCards, pricing) => {
        const result = calculateEstimate(priced, rateCards, pricing);
        for (const line of result.roles) {
          expect(Number.isInteger(line.hours) && line.hours > 0).toBe(true);
          expect(Math.round(line.subtotal * 100)).toBe(line.hours * Math.round(line.hourlyRate * 100));
        }
        const cents = (n: number) => Math.round(n * 100);
        expect(cents(result.subtotal)).toBe(result.roles.reduce((sum, line) => sum + cents(line.subtotal), 0));
        expect(result.totalHours).toBe(result.roles.reduce((sum, line) => sum + line.hours, 0));
        expect(cents(result.total)).toBe(cents(result.subtotal) + cents(result.designAdjustment) + cents(result.timelineAdjustment));
        // The adjustments are whole dollars, within half a dollar of their exact value (give or take
        // the float error of a product in the millions: a millionth of a dollar).
        expect(Number.isInteger(result.designAdjustment) && Number.isInteger(result.timelineAdjustment)).toBe(true);
        expect(Math.abs(result.designAdjustment - result.subtotal * (result.designMultiplier - 1))).toBeLessThanOrEqual(0.5 + 1e-6);
        const above = result.subtotal + result.designAdjustment;
        expect(Math.abs(result.timelineAdjustment - (above * result.timelineAdjustmentPercent) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(result.durationWeeks).toBe(expectedWeeks(result.roles));
      }),
      { numRuns: 500 },
    );
  });

  it('the text a client reads (emails, PDF) multiplies out and adds up, as printed', () => {
    fc.assert(
      fc.property(pricingInput, rates, settings, (priced, rateCards, pricing) => {
        const result = calculateEstimate(priced, rateCards, pricing);
        const lines = breakdownLines({ ...result, designLevel: priced.designLevel });
        let sum = 0;
        for (const [, text] of lines.slice(0, result.roles.length)) {
          const [, hours, rateText, subtotal] = /^([\d,]+) h x (\S+) = (\S+)$/.exec(text)!;
          expect(Number(hours!.replace(/,/g, '')) * money(rateText!)).toBe(money(subtotal!));
          sum += money(subtotal!);
        }
        const rest = new Map(lines.slice(result.roles.length));
        expect(money(rest.get('Subtotal')!.split(', ')[1]!)).toBe(sum);
        sum += money(rest.get('Design level')!.split(' ').at(-1)!);
        for (const [label, text] of rest) if (/^(Rush fee|Flexible discount)/.test(label)) sum += money(text);
        expect(money(rest.get('Total')!)).toBe(sum);
      }),
      { numRuns: 300 },
    );
  });

  it('stays within the rounding of the spec’s unrounded formula', () => {
    fc.assert(
      fc.property(pricingInput, rates, settings, (priced, rateCards, pricing) => {
        const result = calculateEstimate(priced, rateCards, { ...pricing, qaSharePercent: 0, pmSharePercent: 0 });
        const factor = 1 + priced.scale * pricing.scaleWeight;
        let exact = 0;
        let slack = 0;
        for (const f of priced.features) {
          for (const role of f.rolesRequired)
            exact +=
              ((f.baseHours * f.complexityMultiplier * f.complexity * factor) / f.rolesRequired.length) * rateCards.find((r) => r.role === role)!.hourlyRate;
        }
        for (const card of rateCards) slack += 0.5 * card.hourlyRate; // at most half an hour per role
        const multiplier = result.designMultiplier * (1 + result.timelineAdjustmentPercent / 100);
        expect(Math.abs(result.total - exact * multiplier)).toBeLessThanOrEqual(slack * multiplier + 2);
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatting', () => {
  it('shows whole dollars, cents only when an amount has them, and the sign of an adjustment', () => {
    expect(formatUsd(15_912)).toBe('$15,912');
    expect(formatUsd(647.5)).toBe('$647.50');
    expect(formatSignedUsd(3672)).toBe('+$3,672');
    expect(formatSignedUsd(-120)).toBe('-$120');
    expect(formatSignedUsd(0)).toBe('+$0');
  });
});

describe('readBreakdown', () => {
  it('reads a stored breakdown back as it was saved', () => {
    const result = calculateEstimate(input([api(2), dashboard(2)], { designLevel: 'standard' }), RATES, { ...SETTINGS, qaSharePercent: 10 });
    const { calculatedHours, ...stored } = result;
    expect(readBreakdown(stored, result.total, calculatedHours)).toEqual(stored);
  });

  it('reads an estimate saved with the multiplier folded into each row as rows, a design line and the total it was quoted', () => {
    // Saved before: 110.4 h x $85 x 1.3 = $12,199 and 125.7 h x $95 x 1.3 = $15,524 (total $27,723).
    const legacy = {
      roles: [
        { role: 'Design', hours: 110.4, hourlyRate: 85, cost: 12_199 },
        { role: 'Frontend', hours: 125.7, hourlyRate: 95, cost: 15_524 },
      ],
      totalHours: 236.1,
      designMultiplier: 1.3,
      timelineAdjustmentPercent: 0,
      range: { low: 23_565, high: 34_654 },
    };
    const read = readBreakdown(legacy, 27_723, {});
    expect(read.roles).toEqual([
      { role: 'Design', hours: 110.4, hourlyRate: 85, subtotal: 9384 },
      { role: 'Frontend', hours: 125.7, hourlyRate: 95, subtotal: 11_941.5 },
    ]);
    expect(read).toMatchObject({ subtotal: 21_325.5, designAdjustment: 6397.5, timelineAdjustment: 0, total: 27_723, durationWeeks: 4 });
  });
});
