import { z } from 'zod';
import { section, type BlockDefinition } from '../shared-fields';

export const block = {
  label: 'Estimator',
  description: 'The 7-step project estimator.',
  group: 'From the database',
  schema: z.object({ ...section }),
} satisfies BlockDefinition;
