import type { DesignLevel, SupportTier, Timeline } from './options';
import type { RoleLine } from './pricing';

/** A saved estimate as the result step, the share page and the PDF show it. Plain data. */
export type EstimateView = {
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
  designMultiplier: number;
  delivery: { timeline: Timeline; support: SupportTier; phases: number };
  timelineAdjustmentPercent: number;
  contact: { name: string; company: string | null };
  roles: RoleLine[];
  totalHours: number;
  total: number;
  range: { low: number; high: number };
  currency: string;
  assumptions: string[];
  exclusions: string[];
};
