// What the Jobs Management form sends to saveJob, checked on the server (and the limits the form uses).
import { z } from 'zod';
import { type FormValuesOf, longText, optionalText, recordId, requiredText, textList } from '@/features/admin/crud/schema-helpers';
import { JOB_TYPES } from '@/server/db/enums';

export { JOB_TYPES };

export const jobInputSchema = z.object({
  id: recordId.optional(),
  title: requiredText('job title', 200),
  department: requiredText('department', 100),
  location: requiredText('location', 100),
  type: z.enum(JOB_TYPES, 'Choose a job type: full-time, part-time, contract or internship.').default('full-time'),
  experienceLevel: optionalText('experience level', 100),
  description: longText('description', 5000),
  requirements: textList('requirement'),
  benefits: textList('benefit'),
  salaryRange: optionalText('salary range', 100),
  isActive: z.boolean('Say whether the job is active.').default(true),
});

export type JobInput = z.output<typeof jobInputSchema>;

/** The form's values: every text as text (absent optional values are empty text). */
export type JobFormValues = FormValuesOf<typeof jobInputSchema>;

export const EMPTY_JOB: JobFormValues = {
  title: '',
  department: '',
  location: '',
  type: 'full-time',
  experienceLevel: '',
  description: '',
  requirements: [],
  benefits: [],
  salaryRange: '',
  isActive: true,
};
