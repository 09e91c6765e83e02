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

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields (Name, Email, Message).';
export const CONSENT_MESSAGE = 'Please agree to the privacy policy so that we can reply to you.';
export const SEND_FAILED_MESSAGE = 'Failed to send message. Please try again.';

export type InquiryResult =
  | { status: 'idle'; formToken: string }
  | { status: 'success'; formToken: string }
  | { status: 'invalid'; message: string; formToken: string }
  | { status: 'error'; message: string; formToken: string };
