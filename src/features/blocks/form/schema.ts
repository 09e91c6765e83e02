import { formRef } from '../fields';
import { defineBlock, section } from '../shared-fields';

export const block = defineBlock(
  { label: 'Form', description: 'A form built in Forms: sign-ups, downloads, applications.', group: 'From the database' },
  {
    ...section,
    form: formRef('Form', { help: 'A form built in Forms. Switched off or closed, the block shows its closed message.' }),
  },
);
