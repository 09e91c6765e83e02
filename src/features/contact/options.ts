// The contact form's option lists, messages and result: what the browser needs, without zod
// (schema.ts), which would add about 29 KiB of JavaScript to the page.

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
export const BUDGETS = [
  'Under $5,000',
  '$5,000 - $10,000',
  '$10,000 - $20,000',
  '$20,000 - $50,000',
  '$50,000 - $100,000',
  'Over $100,000',
  'Not Sure',
] as const;
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

/** Service pages link here with ?service=<slug>; this preselects the matching project type. */
export const SERVICE_PROJECT_TYPES: Record<string, (typeof PROJECT_TYPES)[number]> = {
  'ai-automation': 'AI & Machine Learning',
  'web-development': 'Web Application Development',
  'mobile-development': 'Mobile App Development',
  'staff-augmentation': 'Technical Consulting',
};

/** The form's labels: the messages name the fields as the visitor reads them. */
export const CONTACT_LABELS = {
  name: 'Full Name',
  email: 'Email Address',
  company: 'Company',
  phone: 'Phone',
  projectType: 'Project Type',
  budget: 'Budget Range',
  timeline: 'Timeline',
  message: 'Project Details',
} as const;

/** The spec's toast for a missing required field (public-site.md section 5), naming the labels on screen. */
export const REQUIRED_FIELDS_MESSAGE = `Please fill in all required fields (${CONTACT_LABELS.name}, ${CONTACT_LABELS.email}, ${CONTACT_LABELS.message}).`;
export const CONSENT_MESSAGE = 'Please agree to the privacy policy so that we can reply to you.';
export const SEND_FAILED_MESSAGE = 'Failed to send message. Please try again.';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** What each required field says beside it when it is empty. */
export const MISSING_FIELD_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  message: 'Please tell us about your project.',
} as const;

/** The fields in the order they appear: the first one in error takes the focus. */
export const INQUIRY_FIELDS = ['name', 'email', 'company', 'phone', 'projectType', 'budget', 'timeline', 'message', 'consent'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
export type InquiryFieldErrors = Partial<Record<InquiryField, string>>;
/** What the visitor typed, sent back with a refusal so that a page rendered without JavaScript keeps it. */
export type InquiryValues = Partial<Record<Exclude<InquiryField, 'consent'>, string>> & { consent?: boolean };

export type InquiryResult =
  | { status: 'idle'; formToken: string }
  | { status: 'success'; formToken: string }
  | { status: 'invalid'; message: string; fieldErrors: InquiryFieldErrors; values: InquiryValues; formToken: string }
  | { status: 'error'; message: string; values?: InquiryValues; formToken: string };

/**
 * The message of the toast (and of the status line) for a set of field errors: the spec's
 * required-fields text when a required field is empty, otherwise the first field's own message.
 */
export function summarizeFieldErrors(errors: InquiryFieldErrors): string {
  const missing = (Object.keys(MISSING_FIELD_MESSAGES) as (keyof typeof MISSING_FIELD_MESSAGES)[]).some(
    (field) => errors[field] === MISSING_FIELD_MESSAGES[field],
  );
  if (missing) return REQUIRED_FIELDS_MESSAGE;
  const first = INQUIRY_FIELDS.find((field) => errors[field]);
  return first ? errors[first]! : REQUIRED_FIELDS_MESSAGE;
}
