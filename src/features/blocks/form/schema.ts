import { z } from 'zod';
import { formRef } from '../fields';
import { section, type BlockDefinition } from '../shared-fields';

export const block = {
  label: 'Form',
  description: 'A form built in Forms: sign-ups, downloads, applications.',
  group: 'From the database',
  schema: z.object({
    ...section,
    form: formRef('Form', { help: 'A form built in Forms. Switched off or closed, the block shows its closed message.' }),
  }),
} satisfies BlockDefinition;
