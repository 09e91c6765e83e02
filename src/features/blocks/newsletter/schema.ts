import { z } from 'zod';
import { section, type BlockDefinition } from '../shared-fields';

export const block = {
  label: 'Newsletter sign-up',
  description: 'The newsletter form.',
  group: 'From the database',
  schema: z.object({ ...section }),
} satisfies BlockDefinition;
