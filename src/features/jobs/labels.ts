// The jobs feature's own words and addresses, the same on every site: what a job's type is called,
// where Apply Now and Send Resume lead, what the job pages promise an applicant. The seeded careers
// page (src/content) quotes them from here; the words staff edit are the careers page's blocks.
import type { JOB_TYPES } from '@/server/db/enums';

export const JOB_TYPE_LABELS: Record<(typeof JOB_TYPES)[number], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

/** Apply Now: the application form of that job. */
export function applyHref(jobId: string) {
  return `/careers/${jobId}/apply`;
}

/** Send Resume: an open application, not tied to a job. */
export const sendResumeHref = '/careers/apply';

/** The open positions' empty state when their block has no text of its own. */
export const NO_OPEN_POSITIONS = 'No open positions at the moment. Check back soon or contact us for future opportunities.';

/** How soon an applicant hears from us (content/facts.ts quotes it for the seeded copy). */
export const APPLICATION_REPLY = 'five business days';

/** The job page's apply card and the application form's introduction. */
export const applyCopy = {
  jobCard: `Apply with your CV and a short note about yourself. We reply to every application within ${APPLICATION_REPLY}.`,
  form: `Tell us about yourself and attach your CV. We read every application and reply within ${APPLICATION_REPLY}.`,
} as const;
