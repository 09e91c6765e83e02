import { z } from 'zod';
import { withoutNul } from '@/features/forms/field-text';

// The spec's option lists (public-site.md section 9), in order.
export const PROJECT_TYPES = [
  'Web Application Development',
  'Mobile App Development',
  'AI & Machine Learning',
  'Enterprise Solutions',
  'E-commerce Platform',
  'Data Engineering',
  'Digital Transformation',
  'Technical Consulting',
  'Other',
] as const;
export const BUDGETS = ['Under $5,000', '$5,000 - $10,000', '$10,000 - $20,000', '$20,000 - $50,000', '$50,000 - $100,000', 'Over $100,000', 'Not Sure'] as const;
export const TIMELINES = ['ASAP (Rush Project)', '1-2 months', '3-6 months', '6-12 months', '12+ months', 'Flexible'] as const;

/** The partnership programmes of /partners; their buttons open this form preset to one. */
export const PARTNERSHIP_INTERESTS = {
  technology: 'Technology Partnership',
  channel: 'Channel Partnership',
  solution: 'Solution Partnership',
  strategic: 'Strategic Alliance',
  guide: 'Partnership Guide request',
} as const;
export type PartnershipInterest = keyof typeof PARTNERSHIP_INTERESTS;
const PARTNERSHIP_KEYS = Object.keys(PARTNERSHIP_INTERESTS) as [PartnershipInterest, ...PartnershipInterest[]];

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields (Name, Email, Message).';
export const CONSENT_MESSAGE = 'Please agree to the privacy policy so that we can reply to you.';
export const SEND_FAILED_MESSAGE = 'Failed to send message. Please try again.';

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

export type InquiryResult =
  | { status: 'idle'; formToken: string }
  | { status: 'success'; formToken: string }
  | { status: 'invalid'; message: string; formToken: string }
  | { status: 'error'; message: string; formToken: string };
