import { z } from 'zod';
import { text } from '../fields';
import { section, type BlockDefinition } from '../shared-fields';

export const block = {
  label: 'Partners',
  description: 'The active partners with their details.',
  group: 'From the database',
  schema: z.object({
    ...section,
    emptyText: text('Text when there are none', { max: 300 }),
  }),
} satisfies BlockDefinition;
