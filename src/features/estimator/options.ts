// The estimator's fixed choices and their texts (public-site.md sections 2 and 9). Shared by the
// wizard, the server action, the result page and the PDF.
import { DESIGN_LEVELS, FEATURE_CATEGORIES } from '@/server/db/enums';

export type DesignLevel = (typeof DESIGN_LEVELS)[number];
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

export const TOTAL_STEPS = 7;

export const FEATURE_CATEGORY_LABELS: Record<FeatureCategory, string> = {
  core: 'Core Features',
  advanced: 'Advanced Features',
  integration: 'Integrations',
  design: 'Design Features',
};

export const COMPLEXITY_LABELS = { 1: 'Simple', 2: 'Medium', 3: 'Complex' } as const;

export const DESIGN_LEVEL_OPTIONS: { value: DesignLevel; name: string; description: string; popular?: boolean }[] = [
  { value: 'basic', name: 'Basic', description: 'Clean, functional design using proven UI patterns and a component library.' },
  { value: 'standard', name: 'Standard', description: 'Custom visual design with your branding, responsive layouts and polished details.', popular: true },
  { value: 'premium', name: 'Premium', description: 'Bespoke design system, micro-interactions, illustrations and user testing.' },
  { value: 'custom', name: 'Custom', description: 'Award-level, fully bespoke experience with motion design and extensive research.' },
];

export const TIMELINES = ['asap', 'standard', 'flexible'] as const;
export type Timeline = (typeof TIMELINES)[number];
export const TIMELINE_OPTIONS: { value: Timeline; name: string }[] = [
  { value: 'asap', name: 'ASAP' },
  { value: 'standard', name: 'Standard' },
  { value: 'flexible', name: 'Flexible' },
];

/** The timeline card's text; the percentages come from the estimator settings (25% and 10% by default). */
export function timelineDescription(
  timeline: Timeline,
  { rushFeePercent, flexibleDiscountPercent }: { rushFeePercent: number; flexibleDiscountPercent: number },
): string {
  if (timeline === 'asap') return `Rush delivery with a dedicated team: a ${rushFeePercent}% rush fee applies.`;
  if (timeline === 'flexible') return `We fit your project around other work: a ${flexibleDiscountPercent}% discount applies.`;
  return 'A balanced schedule that fits most projects.';
}

export const SUPPORT_TIERS = ['basic', 'standard', 'premium'] as const;
export type SupportTier = (typeof SUPPORT_TIERS)[number];
export const SUPPORT_OPTIONS: { value: SupportTier; name: string; description: string }[] = [
  { value: 'basic', name: 'Basic', description: 'Email support during business hours.' },
  { value: 'standard', name: 'Standard', description: 'Priority support with faster response times.' },
  { value: 'premium', name: 'Premium', description: '24/7 support with a dedicated account manager.' },
];

/** Slider steps. The spec gives scale 0.1, platforms 0.25 and phases 0.25; the others use 0.1. */
export const SLIDER_STEPS = { scale: 0.1, complexity: 0.1, platforms: 0.25, performance: 0.1, phases: 0.25 } as const;

export function scaleLabel(value: number) {
  if (value <= 0.2) return 'Small (<1K users)';
  if (value <= 0.5) return 'Medium (1K-10K)';
  if (value <= 0.8) return 'Large (10K-100K)';
  return 'Enterprise (100K+)';
}

export function complexityLabel(value: number) {
  if (value <= 0.3) return 'Basic';
  if (value <= 0.6) return 'Moderate';
  return 'High';
}

/** 1 to 5 platforms: round(value x 4 + 1). */
export function platformCount(value: number) {
  return Math.round(value * 4 + 1);
}

const PLATFORM_BANDS = ['Web only', 'Web + mobile responsive', 'Web + native mobile', 'Web + mobile + desktop'] as const;
export function platformsLabel(value: number) {
  const count = platformCount(value);
  return `${count} platform${count === 1 ? '' : 's'}: ${PLATFORM_BANDS[Math.min(count, PLATFORM_BANDS.length) - 1]}`;
}

export function performanceLabel(value: number) {
  if (value <= 0.3) return 'Standard';
  if (value <= 0.7) return 'High';
  return 'Critical';
}

export function phasesLabel(value: number) {
  if (value <= 0.2) return 'Single Release';
  if (value <= 0.5) return 'MVP + Features';
  if (value <= 0.8) return 'Phased Rollout';
  return 'Agile Sprints';
}

export const RESULT_NOTES = [
  '30-day warranty on all delivered work',
  'Our team will follow up within 24 hours',
  'A PDF of this estimate is sent to your email within minutes',
] as const;

// Here rather than in schema.ts: the wizard needs them, and schema.ts would bring zod to the browser.
export const GENERATE_FAILED_MESSAGE = 'Failed to generate estimate. Please try again.';

/** What the wizard gets back from the server. */
export type GenerateEstimateResult = { status: 'success'; shareToken: string } | { status: 'error'; message: string };
