// The wizard's state as plain data, with no React: defaults, how far a visitor may go, what a
// stored copy may contain, and the choices the server action receives.
import { DESIGN_LEVELS } from '@/server/db/enums';
import { SLIDER_STEPS, SUPPORT_TIERS, TIMELINES, TOTAL_STEPS, type DesignLevel, type SupportTier, type Timeline } from '../options';
import type { EstimateChoices } from '../schema';

export type ComplexitySettings = { scale: number; complexity: number; platforms: number; performance: number };
export type Delivery = { timeline: Timeline; support: SupportTier; phases: number };
export type Contact = { name: string; email: string; company: string; phone: string; description: string };

export type WizardChoices = {
  /** Generated once per wizard session; the server uses it to recognise a repeated submission. */
  requestId: string;
  projectTypeId: string | null;
  /** Feature id to complexity (1 to 3), in the order they were ticked. */
  features: Record<string, number>;
  complexity: ComplexitySettings;
  designLevel: DesignLevel | null;
  delivery: Delivery;
  contact: Contact;
};

/** What sessionStorage holds: the choices in progress. */
export type StoredWizard = { choices: WizardChoices };

export const STORAGE_KEY = 'estimator-wizard-v1';

export const DEFAULT_COMPLEXITY: ComplexitySettings = { scale: 0.3, complexity: 0.5, platforms: 0, performance: 0.3 };
export const DEFAULT_DELIVERY: Delivery = { timeline: 'standard', support: 'standard', phases: 0.5 };
const EMPTY_CONTACT: Contact = { name: '', email: '', company: '', phone: '', description: '' };

/** A version 4 UUID; crypto.randomUUID exists only in secure contexts (https, localhost). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function freshChoices(requestId = newRequestId()): WizardChoices {
  return {
    requestId,
    projectTypeId: null,
    features: {},
    complexity: { ...DEFAULT_COMPLEXITY },
    designLevel: null,
    delivery: { ...DEFAULT_DELIVERY },
    contact: { ...EMPTY_CONTACT },
  };
}

/** A slider value rounded onto its step (0.30000000000000004 becomes 0.3). */
export function onStep(value: number, step: number) {
  return Math.round(Math.round(value / step) * step * 100) / 100;
}

export function hasContact(contact: Contact) {
  return contact.name.trim() !== '' && contact.email.trim() !== '';
}

/** Whether the visitor may leave `step` forwards (public-site.md section 5). */
export function canContinue(step: number, choices: WizardChoices) {
  switch (step) {
    case 1:
      return choices.projectTypeId !== null;
    case 2:
      return Object.keys(choices.features).length > 0;
    case 4:
      return choices.designLevel !== null;
    case 6:
      return hasContact(choices.contact);
    default:
      return true;
  }
}

/** The furthest step of 1 to 6 the choices allow; step 7 needs a generated estimate. */
export function furthestStep(choices: WizardChoices) {
  let step = 1;
  while (step < TOTAL_STEPS - 1 && canContinue(step, choices)) step += 1;
  return step;
}

/** The step to show for the step in the address bar (step 7 is the saved estimate's own address). */
export function resolveStep(requested: number, choices: WizardChoices) {
  return Math.max(1, Math.min(requested, furthestStep(choices)));
}

export function parseStep(value: string | null) {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= TOTAL_STEPS ? step : 1;
}

export function percentComplete(step: number) {
  return Math.round((step / TOTAL_STEPS) * 100);
}

// ---------------------------------------------------------------------------------------------
// Reading a stored copy back: anything malformed or out of range falls back to its default.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sliderValue(value: unknown, step: number, fallback: number) {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? onStep(value, step) : fallback;
}

function text(value: unknown, max: number) {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

function oneOf<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return list.includes(value as T) ? (value as T) : fallback;
}

/** The valid part of stored choices. Ids are checked later, against the data of the page. */
export function parseChoices(value: unknown): WizardChoices {
  if (!isRecord(value)) return freshChoices();
  const complexity = isRecord(value.complexity) ? value.complexity : {};
  const delivery = isRecord(value.delivery) ? value.delivery : {};
  const contact = isRecord(value.contact) ? value.contact : {};
  const features: Record<string, number> = {};
  if (isRecord(value.features)) {
    for (const [id, level] of Object.entries(value.features)) {
      if (UUID.test(id) && (level === 1 || level === 2 || level === 3)) features[id] = level;
    }
  }
  return {
    requestId: typeof value.requestId === 'string' && UUID.test(value.requestId) ? value.requestId : newRequestId(),
    projectTypeId: typeof value.projectTypeId === 'string' && UUID.test(value.projectTypeId) ? value.projectTypeId : null,
    features,
    complexity: {
      scale: sliderValue(complexity.scale, SLIDER_STEPS.scale, DEFAULT_COMPLEXITY.scale),
      complexity: sliderValue(complexity.complexity, SLIDER_STEPS.complexity, DEFAULT_COMPLEXITY.complexity),
      platforms: sliderValue(complexity.platforms, SLIDER_STEPS.platforms, DEFAULT_COMPLEXITY.platforms),
      performance: sliderValue(complexity.performance, SLIDER_STEPS.performance, DEFAULT_COMPLEXITY.performance),
    },
    designLevel: DESIGN_LEVELS.includes(value.designLevel as DesignLevel) ? (value.designLevel as DesignLevel) : null,
    delivery: {
      timeline: oneOf(TIMELINES, delivery.timeline, DEFAULT_DELIVERY.timeline),
      support: oneOf(SUPPORT_TIERS, delivery.support, DEFAULT_DELIVERY.support),
      phases: sliderValue(delivery.phases, SLIDER_STEPS.phases, DEFAULT_DELIVERY.phases),
    },
    contact: {
      name: text(contact.name, 200),
      email: text(contact.email, 254),
      company: text(contact.company, 200),
      phone: text(contact.phone, 50),
      description: text(contact.description, 5000),
    },
  };
}

export function parseStored(raw: string | null): StoredWizard {
  if (!raw) return { choices: freshChoices() };
  try {
    const value: unknown = JSON.parse(raw);
    return { choices: isRecord(value) ? parseChoices(value.choices) : freshChoices() };
  } catch {
    return { choices: freshChoices() };
  }
}

/** After an estimate is saved: the same choices under a new request id, so a changed and generated again set is a new estimate. */
export function afterGeneration(stored: StoredWizard): StoredWizard {
  return { choices: { ...stored.choices, requestId: newRequestId() } };
}

/** Drops a project type or features that are no longer offered (staff may have changed them). */
export function withKnownIds(choices: WizardChoices, typeIds: ReadonlySet<string>, featureIds: ReadonlySet<string>): WizardChoices {
  const projectTypeId = choices.projectTypeId && typeIds.has(choices.projectTypeId) ? choices.projectTypeId : null;
  const entries = Object.entries(choices.features);
  const known = entries.filter(([id]) => featureIds.has(id));
  if (projectTypeId === choices.projectTypeId && known.length === entries.length) return choices;
  return { ...choices, projectTypeId, features: Object.fromEntries(known) };
}

/** The server action's input, or null while a project type or design level is missing. */
export function toEstimateChoices(choices: WizardChoices): EstimateChoices | null {
  const { contact, projectTypeId, designLevel } = choices;
  if (!projectTypeId || !designLevel) return null;
  return {
    requestId: choices.requestId,
    projectTypeId,
    features: Object.entries(choices.features).map(([id, complexity]) => ({ id, complexity })),
    complexity: { ...choices.complexity },
    designLevel,
    delivery: { ...choices.delivery },
    contact: {
      name: contact.name.trim(),
      email: contact.email.trim(),
      company: contact.company.trim() || undefined,
      phone: contact.phone.trim() || undefined,
      description: contact.description.trim() || undefined,
    },
  };
}
