import { describe, expect, it } from 'vitest';
import { calculateEstimate, DEFAULT_PRICING_SETTINGS as SETTINGS, PricingError, type PricedFeature, type PricingInput } from './pricing';

const RATES = [
  { role: 'Design', hourlyRate: 80 },
  { role: 'Frontend', hourlyRate: 100 },
  { role: 'Backend', hourlyRate: 120 },
  { role: 'Quality Assurance', hourlyRate: 60 },
];
// 10 base hours, one role.
const api = (complexity: number): PricedFeature => ({ id: 'api', baseHours: 10, complexityMultiplier: 1, rolesRequired: ['Backend'], complexity });
// 30 base hours x 1.5, three roles.
const dashboard = (complexity: number): PricedFeature => ({ id: 'dash', baseHours: 30, complexityMultiplier: 1.5, rolesRequired: ['Design', 'Frontend', 'Backend'], complexity });
const input = (features: PricedFeature[], extra: Partial<PricingInput> = {}): PricingInput => ({ features, scale: 0, designLevel: 'basic', timeline: 'standard', ...extra });

describe('calculateEstimate', () => {
  it('multiplies base hours by the complexity chosen, 1, 2 or 3', () => {
    // 10 h x 1 x complexity, at $120.
    expect(calculateEstimate(input([api(1)]), RATES, SETTINGS).roles).toEqual([{ role: 'Backend', hours: 10, hourlyRate: 120, cost: 1200 }]);
    expect(calculateEstimate(input([api(2)]), RATES, SETTINGS).total).toBe(2400);
    expect(calculateEstimate(input([api(3)]), RATES, SETTINGS).total).toBe(3600);
  });

  it('splits a feature with three roles evenly, and adds features up per role', () => {
    // Dashboard: 30 x 1.5 x 2 = 90 h, 30 h each. Backend also gets the API's 20 h.
    const result = calculateEstimate(input([api(2), dashboard(2)]), RATES, SETTINGS);
    expect(result.roles).toEqual([
      { role: 'Design', hours: 30, hourlyRate: 80, cost: 2400 },
      { role: 'Frontend', hours: 30, hourlyRate: 100, cost: 3000 },
      { role: 'Backend', hours: 50, hourlyRate: 120, cost: 6000 },
    ]);
    expect(result.total).toBe(11_400);
    expect(result.totalHours).toBe(110);
    expect(result.calculatedHours).toEqual({ Design: 30, Frontend: 30, Backend: 50 });
  });

  it('scales every role by 1 + scale x 0.5: scale 0 keeps the hours, scale 1 adds half', () => {
    expect(calculateEstimate(input([api(3)], { scale: 0 }), RATES, SETTINGS).roles[0]?.hours).toBe(30);
    const full = calculateEstimate(input([api(3)], { scale: 1 }), RATES, SETTINGS);
    expect(full.roles[0]).toEqual({ role: 'Backend', hours: 45, hourlyRate: 120, cost: 5400 });
  });

  it('multiplies the cost by the design level: basic 1, standard 1.3, premium 1.8, custom 2.5', () => {
    const totals = (['basic', 'standard', 'premium', 'custom'] as const).map((designLevel) => calculateEstimate(input([api(1)], { designLevel }), RATES, SETTINGS).total);
    expect(totals).toEqual([1200, 1560, 2160, 3000]);
  });

  it('rounds each role to whole dollars and makes the total their sum', () => {
    // 10 h over three roles: 3.33 h each; standard design.
    const third: PricedFeature = { id: 'c', baseHours: 10, complexityMultiplier: 1, rolesRequired: ['Design', 'Frontend', 'Quality Assurance'], complexity: 1 };
    const result = calculateEstimate(input([third], { designLevel: 'standard' }), RATES, SETTINGS);
    // 3.333 x 80 x 1.3 = 346.67; 3.333 x 100 x 1.3 = 433.33; 3.333 x 60 x 1.3 = 260.
    expect(result.roles.map((r) => [r.role, r.hours, r.cost])).toEqual([
      ['Design', 3.3, 347],
      ['Frontend', 3.3, 433],
      ['Quality Assurance', 3.3, 260],
    ]);
    expect(result.total).toBe(1040);

    for (let seed = 1; seed <= 200; seed++) {
      const features = [api((seed % 3) + 1), dashboard(((seed * 7) % 3) + 1), { ...third, complexity: ((seed * 5) % 3) + 1, baseHours: seed }];
      const random = calculateEstimate(input(features, { scale: (seed % 11) / 10, designLevel: 'premium' }), RATES, SETTINGS);
      expect(random.total).toBe(random.roles.reduce((sum, r) => sum + r.cost, 0));
    }
  });

  it('gives a range of -15% to +25% around the total', () => {
    expect(calculateEstimate(input([api(1)]), RATES, SETTINGS).range).toEqual({ low: 1020, high: 1500 });
  });

  it('applies the rush fee and the flexible discount only when the settings say so', () => {
    expect(calculateEstimate(input([api(1)], { timeline: 'asap' }), RATES, SETTINGS).total).toBe(1200);
    expect(calculateEstimate(input([api(1)], { timeline: 'flexible' }), RATES, SETTINGS).total).toBe(1200);
    const applying = { ...SETTINGS, applyRushFee: true, applyFlexibleDiscount: true };
    expect(calculateEstimate(input([api(1)], { timeline: 'asap' }), RATES, applying)).toMatchObject({ total: 1500, timelineAdjustmentPercent: 25 });
    expect(calculateEstimate(input([api(1)], { timeline: 'flexible' }), RATES, applying)).toMatchObject({ total: 1080, timelineAdjustmentPercent: -10 });
    expect(calculateEstimate(input([api(1)], { timeline: 'standard' }), RATES, applying).total).toBe(1200);
  });

  it('refuses to price a role without a rate card', () => {
    const mobile: PricedFeature = { id: 'm', baseHours: 10, complexityMultiplier: 1, rolesRequired: ['Mobile'], complexity: 1 };
    expect(() => calculateEstimate(input([mobile]), RATES, SETTINGS)).toThrow(PricingError);
  });
});
