import { z } from 'zod';
import { withoutNul } from '@/features/forms/field-text';
import {
  BUDGETS,
  CONSENT_MESSAGE,
  CONTACT_LABELS,
  INQUIRY_FIELDS,
  INVALID_EMAIL_MESSAGE,
  MISSING_FIELD_MESSAGES,
  PARTNERSHIP_INTERESTS,
  PROJECT_TYPES,
  TIMELINES,
  type InquiryField,
  type InquiryFieldErrors,
  type PartnershipInterest,
} from './options';

const PARTNERSHIP_KEYS = Object.keys(PARTNERSHIP_INTERESTS) as [PartnershipInterest, ...PartnershipInterest[]];

/** An optional select: an empty value means "not chosen"; anything else must be on the list. */
function optionalChoice<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(values, { error: `Please choose a ${label} from the list.` }).optional());
}

function optionalText(max: number, label: string) {
  return z.preprocess(
    (v) => {
      const text = withoutNul(v);
      return typeof text === 'string' && text.trim() === '' ? undefined : text;
    },
    z
      .string()
      .trim()
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
      .optional(),
  );
}

export const inquirySchema = z.object({
  name: z.preprocess(withoutNul, z.string().trim().min(1, MISSING_FIELD_MESSAGES.name).max(200, `${CONTACT_LABELS.name} must be at most 200 characters.`)),
  email: z
    .string()
    .trim()
    .min(1, MISSING_FIELD_MESSAGES.email)
    .max(254, `${CONTACT_LABELS.email} must be at most 254 characters.`)
    .pipe(z.email(INVALID_EMAIL_MESSAGE)),
  company: optionalText(200, CONTACT_LABELS.company),
  phone: optionalText(50, CONTACT_LABELS.phone),
  projectType: optionalChoice(PROJECT_TYPES, 'project type'),
  budget: optionalChoice(BUDGETS, 'budget'),
  timeline: optionalChoice(TIMELINES, 'timeline'),
  message: z.preprocess(
    withoutNul,
    z.string().trim().min(1, MISSING_FIELD_MESSAGES.message).max(5000, `${CONTACT_LABELS.message} must be at most 5,000 characters.`),
  ),
  consent: z.literal(true, { error: CONSENT_MESSAGE }),
  partnershipType: optionalChoice(PARTNERSHIP_KEYS, 'partnership programme'),
});

export type Inquiry = z.infer<typeof inquirySchema>;

/** Each field's first problem, to show beside it (a refused partnership programme is the form's, not a field's). */
export function inquiryFieldErrors(error: z.ZodError): InquiryFieldErrors {
  const errors: InquiryFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (INQUIRY_FIELDS as readonly string[]).includes(field)) errors[field as InquiryField] ??= issue.message;
  }
  return errors;
}

/** Where the visitor came from, stored with the lead. */
export const trackingSchema = z.object({
  sourcePage: optionalText(2000, 'Page'),
  referrer: optionalText(2000, 'Referrer'),
  utmSource: optionalText(200, 'utm_source'),
  utmMedium: optionalText(200, 'utm_medium'),
  utmCampaign: optionalText(200, 'utm_campaign'),
  utmTerm: optionalText(200, 'utm_term'),
  utmContent: optionalText(200, 'utm_content'),
});

export type Tracking = z.infer<typeof trackingSchema>;
