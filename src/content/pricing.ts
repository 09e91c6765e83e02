// Every price and delivery time the site quotes for a service, given once. The detailed service
// pages' figures (admin.md section 9) are the facts; every overview (home, /services, FAQ, meta
// descriptions, JSON-LD, PDFs) derives its strings from them with the functions below, so no
// figure is typed twice (docs/decisions/050). Plain data: the seed and the PDFs import it too.
import type { ESTIMATE_ROLES } from '../server/db/enums';
import { FACTS, weeksRange } from './facts';

/** Whole US dollars, low and high end. */
export type PriceRange = { min: number; max: number };
export type PriceUnit = 'project' | 'hour';
export type PriceTier = { id: string; name: string; price: PriceRange };
export type ServicePricing = { unit: PriceUnit; tiers: readonly [PriceTier, ...PriceTier[]] };

/** The four services with a page of their own (/services/{slug}), and their price tiers. */
export const SERVICE_PRICING = {
  'ai-automation': {
    unit: 'project',
    tiers: [
      { id: 'chatbots', name: 'AI Chatbots', price: { min: 1600, max: 5000 } },
      { id: 'rag', name: 'RAG Knowledge Assistants', price: { min: 2400, max: 7000 } },
      { id: 'document-ai', name: 'Document AI', price: { min: 2000, max: 6000 } },
      { id: 'data-pipelines', name: 'Data Pipelines', price: { min: 3000, max: 10000 } },
    ],
  },
  'web-development': {
    unit: 'project',
    tiers: [{ id: 'web-application', name: 'Web Application Project', price: { min: 5000, max: 12000 } }],
  },
  'mobile-development': {
    unit: 'project',
    tiers: [{ id: 'mobile-app', name: 'Mobile App Project', price: { min: 8000, max: 15000 } }],
  },
  'staff-augmentation': {
    unit: 'hour',
    tiers: [
      { id: 'junior', name: 'Junior Developer', price: { min: 40, max: 80 } },
      { id: 'mid-level', name: 'Mid-level Developer', price: { min: 45, max: 90 } },
      { id: 'senior', name: 'Senior Developer', price: { min: 50, max: 95 } },
      { id: 'lead', name: 'Tech Lead', price: { min: 55, max: 100 } },
    ],
  },
} as const satisfies Record<string, ServicePricing>;

export type PricedService = keyof typeof SERVICE_PRICING;
export type TierId<S extends PricedService> = (typeof SERVICE_PRICING)[S]['tiers'][number]['id'];

/**
 * The estimator's demo rate cards (seeded; staff change them in the admin). Project work is done
 * by senior engineers, so every rate lies within the Senior Developer tier: no estimate bills an
 * hour above the hourly prices the site publishes.
 */
export const ESTIMATOR_ROLE_RATES = {
  Design: 60,
  Frontend: 65,
  Backend: 70,
  Mobile: 70,
  'Project Management': 60,
  'Quality Assurance': 50,
  DevOps: 75,
} as const satisfies Record<(typeof ESTIMATE_ROLES)[number], number>;

/** How long an online estimate is valid, in days: the estimator's seeded setting, which the terms and the estimating article quote. */
export const ESTIMATE_VALIDITY_DAYS = 30;

/** Delivery times: weeks unless the name says otherwise. */
export const DELIVERY = {
  /** Custom software, web and mobile projects (the FAQ's "simple projects"). */
  projectWeeks: FACTS.simpleProjectWeeks,
  aiAutomationWeeks: { min: 4, max: 8 },
  /** A working AI prototype on the client's own data. */
  aiPrototypeWeeks: 2,
  consultingWeeks: { min: 2, max: 4 },
  /** From the first call to an augmented engineer's first day. */
  staffStartWeeks: { min: 1, max: 2 },
  /** From the first call to matched candidate profiles. */
  candidateProfilesHours: 48,
  dedicatedTeamMinMonths: 3,
  projectEngagementWeeks: { min: 2, max: 12 },
} as const;

// --- Derived prices ---------------------------------------------------------------------------

/** The tiers' lowest and highest figures: what an overview quotes for the whole service. */
export function serviceRange(service: PricedService): PriceRange {
  const tiers: readonly PriceTier[] = SERVICE_PRICING[service].tiers;
  return { min: Math.min(...tiers.map((t) => t.price.min)), max: Math.max(...tiers.map((t) => t.price.max)) };
}

export function priceTier<S extends PricedService>(service: S, id: TierId<S>): PriceTier {
  const tiers: readonly PriceTier[] = SERVICE_PRICING[service].tiers;
  return tiers.find((tier) => tier.id === id)!;
}

/** Custom software is web or mobile work of any size: it starts where the cheaper of the two starts. */
export const customSoftwareFrom = Math.min(serviceRange('web-development').min, serviceRange('mobile-development').min);

/**
 * Technical consulting (architecture reviews, audits, advice) by the hour. It has no page of its
 * own and the spec gives it once (public-site.md section 9), so it is its own fact.
 */
export const consultingRate: PriceRange = { min: 40, max: 60 };

// --- Formatting -------------------------------------------------------------------------------

/** 1600 -> "$1.6k", 12000 -> "$12k", 40 -> "$40". */
export function usd(amount: number): string {
  if (amount < 1000) return `$${amount}`;
  const thousands = Math.round(amount / 100) / 10;
  return `$${thousands}k`;
}

/** A tier's price as its card shows it: "$1.6k-$5k" (per project) or "$40-80" (per hour, the unit beside it). */
export function tierLabel({ min, max }: PriceRange, unit: PriceUnit): string {
  return unit === 'hour' ? `${usd(min)}-${max}` : `${usd(min)}-${usd(max)}`;
}

/** "per project" or "per hour", shown under a tier's price. */
export const unitLabel = (unit: PriceUnit) => `per ${unit}`;

/** An hourly range in one string: "$40-100/hour". */
export const hourlyLabel = ({ min, max }: PriceRange) => `${usd(min)}-${max}/hour`;

/** What every overview quotes for a service with its own page: "$1.6k-$10k", "$40-100/hour". */
export function servicePriceLabel(service: PricedService): string {
  const range = serviceRange(service);
  return SERVICE_PRICING[service].unit === 'hour' ? hourlyLabel(range) : tierLabel(range, 'project');
}

/** "From $1.6k" or "From $40/hour": the lowest figure, for tight spots. */
export function fromLabel(service: PricedService): string {
  const { min } = serviceRange(service);
  return SERVICE_PRICING[service].unit === 'hour' ? `From ${usd(min)}/hour` : `From ${usd(min)}`;
}

export const customSoftwarePriceLabel = `From ${usd(customSoftwareFrom)}`;
export const consultingPriceLabel = hourlyLabel(consultingRate);

/** A delivery time as a card shows it: "8-16 weeks". */
export const deliveryLabel = (range: { min: number; max: number }) => weeksRange(range);
export const staffStartLabel = `Start in ${weeksRange(DELIVERY.staffStartWeeks)}`;
