import type { BreakdownFigures } from './breakdown';
import {
  COMPLEXITY_LABELS,
  complexityLabel,
  DESIGN_LEVEL_OPTIONS,
  performanceLabel,
  phasesLabel,
  platformsLabel,
  scaleLabel,
  SUPPORT_OPTIONS,
  TIMELINE_OPTIONS,
  type DesignLevel,
  type SupportTier,
  type Timeline,
} from './options';

/** A saved estimate as the result step, the share page and the PDF show it. Plain data. */
export type EstimateView = BreakdownFigures & {
  shareToken: string;
  /** Short reference for people: EST-XXXXXXXX. */
  number: string;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
  accepted: boolean;
  projectType: string;
  features: { name: string; complexity: number }[];
  complexity: { scale: number; complexity: number; platforms: number; performance: number };
  designLevel: DesignLevel;
  delivery: { timeline: Timeline; support: SupportTier; phases: number };
  contact: { name: string; company: string | null };
  currency: string;
  assumptions: string[];
  exclusions: string[];
};

/** What the visitor chose, as label and text, in the wizard's order (result screen, share page, lead page). */
export function describeChoices(estimate: EstimateView): [string, string][] {
  const { complexity, delivery } = estimate;
  return [
    ['Project type', estimate.projectType],
    ['Features', estimate.features.map((f) => `${f.name} (${COMPLEXITY_LABELS[f.complexity as 1 | 2 | 3] ?? f.complexity})`).join(', ')],
    ['Scale', scaleLabel(complexity.scale)],
    ['Complexity', complexityLabel(complexity.complexity)],
    ['Platforms', platformsLabel(complexity.platforms)],
    ['Performance', performanceLabel(complexity.performance)],
    ['Design level', `${DESIGN_LEVEL_OPTIONS.find((o) => o.value === estimate.designLevel)?.name ?? estimate.designLevel} (x${estimate.designMultiplier})`],
    ['Timeline', TIMELINE_OPTIONS.find((o) => o.value === delivery.timeline)?.name ?? delivery.timeline],
    ['Support', SUPPORT_OPTIONS.find((o) => o.value === delivery.support)?.name ?? delivery.support],
    ['Delivery', phasesLabel(delivery.phases)],
  ];
}
