// What the estimator data screens (project types, features, rate cards, settings) send to their
// actions, checked on the server. The forms keep numbers as typed text; these schemas turn them
// into numbers and give the message the form shows.
import { z } from 'zod';
import { longText, recordId, requiredText, textList } from '@/features/admin/crud/schema-helpers';
import { DESIGN_LEVELS, FEATURE_CATEGORIES } from '@/server/db/enums';

export { DESIGN_LEVELS, FEATURE_CATEGORIES };
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

export const FEATURE_CATEGORY_LABELS: Record<FeatureCategory, string> = {
  core: 'Core Features',
  advanced: 'Advanced Features',
  integration: 'Integrations',
  design: 'Design Features',
};

type NumberRule = { max: number; min?: number; above?: number; integer?: boolean; decimals?: number };

/** A number typed into a form (or sent as a number), within bounds; the message names the field. */
export const numberInput = (label: string, { max, min, above, integer = false, decimals }: NumberRule) =>
  z
    .union([z.number(), z.string().trim().min(1, `Please enter the ${label}.`)], `Please enter the ${label}.`)
    .transform((value) => (typeof value === 'number' ? value : Number(value)))
    .refine((value) => Number.isFinite(value), `The ${label} must be a number.`)
    .refine((value) => !integer || Number.isInteger(value), `The ${label} must be a whole number.`)
    .refine((value) => above === undefined || value > above, `The ${label} must be greater than ${above}.`)
    .refine((value) => min === undefined || value >= min, `The ${label} must be at least ${min}.`)
    .refine((value) => value <= max, `The ${label} must be at most ${max}.`)
    .refine(
      (value) => decimals === undefined || Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6,
      `Use at most ${decimals} decimals for the ${label}.`,
    );

const isActive = z.boolean('Say whether it is active.').default(true);

export const projectTypeInputSchema = z.object({
  id: recordId.optional(),
  name: requiredText('project type name', 100),
  description: longText('description', 1000),
  baseHours: numberInput('base hours', { min: 0, max: 100_000, integer: true }),
  isActive,
});
export type ProjectTypeInput = z.output<typeof projectTypeInputSchema>;

export const featureInputSchema = z.object({
  id: recordId.optional(),
  name: requiredText('feature name', 100),
  description: longText('description', 1000),
  category: z.enum(FEATURE_CATEGORIES, 'Choose a category: core, advanced, integration or design.'),
  baseHours: numberInput('base hours', { min: 0, max: 10_000, integer: true }),
  complexityMultiplier: numberInput('complexity multiplier', { above: 0, max: 10, decimals: 2 }),
  rolesRequired: z
    .array(
      z.string('Each role must be text.').trim().min(1, 'A role name cannot be empty.').max(100, 'Use at most 100 characters for a role.'),
      'Choose the roles this feature needs.',
    )
    .min(1, 'Choose at least one role for this feature.')
    .max(20, 'Choose at most 20 roles.')
    .transform((roles) => [...new Set(roles)]),
  isActive,
});
export type FeatureInput = z.output<typeof featureInputSchema>;

export const rateCardInputSchema = z.object({
  id: recordId.optional(),
  role: requiredText('role', 100),
  hourlyRate: numberInput('hourly rate', { above: 0, max: 10_000, decimals: 2 }),
  isActive,
});
export type RateCardInput = z.output<typeof rateCardInputSchema>;

const multiplier = (level: string) => numberInput(`${level} multiplier`, { above: 0, max: 10, decimals: 2 });

export const estimatorSettingsInputSchema = z.object({
  designMultipliers: z.object(
    { basic: multiplier('basic'), standard: multiplier('standard'), premium: multiplier('premium'), custom: multiplier('custom') },
    'Please enter the design multipliers.',
  ),
  scaleWeight: numberInput('scale weight', { min: 0, max: 5, decimals: 2 }),
  rangeLowPercent: numberInput('range below the total (%)', { min: 0, max: 90, integer: true }),
  rangeHighPercent: numberInput('range above the total (%)', { min: 0, max: 200, integer: true }),
  rushFeePercent: numberInput('rush fee (%)', { min: 0, max: 100, integer: true }),
  applyRushFee: z.boolean('Say whether the rush fee is applied.'),
  flexibleDiscountPercent: numberInput('flexible discount (%)', { min: 0, max: 90, integer: true }),
  applyFlexibleDiscount: z.boolean('Say whether the flexible discount is applied.'),
  qaSharePercent: numberInput('quality assurance share (%)', { min: 0, max: 100, integer: true }),
  pmSharePercent: numberInput('project management share (%)', { min: 0, max: 100, integer: true }),
  validityDays: numberInput('validity (days)', { min: 1, max: 365, integer: true }),
  defaultAssumptions: textList('assumption', 30, 500),
  defaultExclusions: textList('exclusion', 30, 500),
});
export type EstimatorSettingsInput = z.output<typeof estimatorSettingsInputSchema>;

/** The forms' values: numbers as the text typed. */
export type ProjectTypeFormValues = { name: string; description: string; baseHours: string; isActive: boolean };
export const EMPTY_PROJECT_TYPE: ProjectTypeFormValues = { name: '', description: '', baseHours: '', isActive: true };

export type FeatureFormValues = {
  name: string;
  description: string;
  category: FeatureCategory;
  baseHours: string;
  complexityMultiplier: string;
  rolesRequired: string[];
  isActive: boolean;
};
export const EMPTY_FEATURE: FeatureFormValues = {
  name: '',
  description: '',
  category: 'core',
  baseHours: '',
  complexityMultiplier: '1',
  rolesRequired: [],
  isActive: true,
};

export type RateCardFormValues = { role: string; hourlyRate: string; isActive: boolean };
export const EMPTY_RATE_CARD: RateCardFormValues = { role: '', hourlyRate: '', isActive: true };
