import { z } from 'zod';
import { withoutNul } from '@/features/forms/field-text';

export const MAX_CV_BYTES = 10 * 1024 * 1024;
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const APPLICATION_REQUIRED_MESSAGE = 'Please fill in your name and email, and attach your CV.';
export const CV_TYPE_MESSAGE = 'Your CV must be a PDF, DOC or DOCX file.';
export const CV_SIZE_MESSAGE = 'Your CV must be 10 MB or smaller.';
export const APPLICATION_FAILED_MESSAGE = 'Failed to send your application. Please try again.';

function optionalText(max: number, label: string) {
  return z.preprocess(
    (v) => {
      const text = withoutNul(v);
      return typeof text === 'string' && text.trim() === '' ? undefined : text;
    },
    z.string().trim().max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`).optional(),
  );
}

export const applicationSchema = z.object({
  jobId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid('That position does not exist.').optional()),
  name: z.preprocess(withoutNul, z.string().trim().min(1, APPLICATION_REQUIRED_MESSAGE).max(200, 'Name must be at most 200 characters.')),
  email: z
    .string()
    .trim()
    .min(1, APPLICATION_REQUIRED_MESSAGE)
    .max(254, 'Email must be at most 254 characters.')
    .pipe(z.email('Please enter a valid email address.')),
  phone: optionalText(50, 'Phone'),
  profileUrl: z.preprocess(
    (v) => {
      const text = withoutNul(v);
      return typeof text === 'string' && text.trim() === '' ? undefined : text;
    },
    z.url({ protocol: /^https?$/, error: 'Please enter a full web address, such as https://www.linkedin.com/in/you.' }).max(500).optional(),
  ),
  coverLetter: optionalText(5000, 'Cover letter'),
  consent: z.literal(true, { error: 'Please agree to the privacy policy so that we can consider your application.' }),
});

export type Application = z.infer<typeof applicationSchema>;
export type ApplicationResponse = { status: 'success' } | { status: 'error'; message: string };
