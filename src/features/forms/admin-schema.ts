import { z } from 'zod';
import { recordId } from '@/features/admin/crud/schema-helpers';

/** The Active toggle of a form. */
export const formStatusInputSchema = z.object({
  id: recordId,
  isActive: z.boolean('Say whether the form is active.'),
});
export type FormStatusInput = z.output<typeof formStatusInputSchema>;
