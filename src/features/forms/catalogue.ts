// The site's built-in forms: their slugs (rows of the forms table, seeded) and what a visitor is
// told when staff have switched one off. Plain data: the public forms, the server checks, the
// seed and the admin screen all read it.

export const FORM_SLUGS = {
  contact: 'contact',
  newsletter: 'newsletter',
  jobApplication: 'job-application',
  estimator: 'estimator',
} as const;
export type FormSlug = (typeof FORM_SLUGS)[keyof typeof FORM_SLUGS];

/** Shown instead of an inactive form, and answered by the server to a submission it refuses. */
export const FORM_CLOSED_MESSAGE = 'This form is not accepting submissions at the moment.';

/** Where each built-in form's entries are stored (the admin panel counts and lists them there). */
export const FORM_ENTRY_SOURCES: Record<FormSlug, { kind: 'lead'; leadKind: 'contact' | 'job_application' | 'estimate' } | { kind: 'subscriber' }> = {
  contact: { kind: 'lead', leadKind: 'contact' },
  'job-application': { kind: 'lead', leadKind: 'job_application' },
  estimator: { kind: 'lead', leadKind: 'estimate' },
  newsletter: { kind: 'subscriber' },
};

export function isBuiltInForm(slug: string): slug is FormSlug {
  return Object.hasOwn(FORM_ENTRY_SOURCES, slug);
}
