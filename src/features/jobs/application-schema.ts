import { z } from 'zod';
import { withoutNul } from '@/features/forms/field-text';
import { APPLICATION_REQUIRED_MESSAGE } from './application-options';

// The limits and messages live in application-options.ts, which the form imports without zod.
export * from './application-options';

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
