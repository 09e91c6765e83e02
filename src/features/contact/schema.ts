import { z } from 'zod';
import { withoutNul } from '@/features/forms/field-text';
import { BUDGETS, CONSENT_MESSAGE, PARTNERSHIP_INTERESTS, PROJECT_TYPES, REQUIRED_FIELDS_MESSAGE, TIMELINES, type PartnershipInterest } from './options';

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
    z.string().trim().max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`).optional(),
  );
}

export const inquirySchema = z.object({
  name: z.preprocess(withoutNul, z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(200, 'Name must be at most 200 characters.')),
  email: z
    .string()
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(254, 'Email must be at most 254 characters.')
    .pipe(z.email('Please enter a valid email address.')),
  company: optionalText(200, 'Company'),
  phone: optionalText(50, 'Phone'),
  projectType: optionalChoice(PROJECT_TYPES, 'project type'),
  budget: optionalChoice(BUDGETS, 'budget'),
  timeline: optionalChoice(TIMELINES, 'timeline'),
  message: z.preprocess(withoutNul, z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(5000, 'Message must be at most 5,000 characters.')),
  consent: z.literal(true, { error: CONSENT_MESSAGE }),
  partnershipType: optionalChoice(PARTNERSHIP_KEYS, 'partnership programme'),
});

export type Inquiry = z.infer<typeof inquirySchema>;

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
