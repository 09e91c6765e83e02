import { z } from 'zod';
import { withoutNul } from '@/features/forms/field-text';
import { APPLICATION_ERRORS } from './application-options';

// The limits and messages live in application-options.ts, which the form imports without zod.
export * from './application-options';

function optionalText(max: number, tooLong: string) {
  return z.preprocess((v) => {
    const text = withoutNul(v);
    return typeof text === 'string' && text.trim() === '' ? undefined : text;
  }, z.string().trim().max(max, tooLong).optional());
}

export const applicationSchema = z.object({
  jobId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid(APPLICATION_ERRORS['position-unknown']).optional()),
  name: z.preprocess(withoutNul, z.string().trim().min(1, APPLICATION_ERRORS.required).max(200, APPLICATION_ERRORS['name-long'])),
  email: z.string().trim().min(1, APPLICATION_ERRORS.required).max(254, APPLICATION_ERRORS['email-long']).pipe(z.email(APPLICATION_ERRORS.email)),
  phone: optionalText(50, APPLICATION_ERRORS['phone-long']),
  profileUrl: z.preprocess(
    (v) => {
      const text = withoutNul(v);
      return typeof text === 'string' && text.trim() === '' ? undefined : text;
    },
    z
      .url({ protocol: /^https?$/, error: APPLICATION_ERRORS['profile-url'] })
      .max(500, APPLICATION_ERRORS['profile-url-long'])
      .optional(),
  ),
  coverLetter: optionalText(5000, APPLICATION_ERRORS['cover-letter-long']),
  consent: z.literal(true, { error: APPLICATION_ERRORS.consent }),
});

export type Application = z.infer<typeof applicationSchema>;
