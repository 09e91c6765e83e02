import { formRef } from '../fields';
import { sectionBlock } from '../shared-fields';

export const block = sectionBlock(
  { label: 'Form', description: 'A form built in Forms: sign-ups, downloads, applications.', group: 'From the database' },
  {
    form: formRef('Form', { help: 'A form built in Forms. Switched off or closed, the block shows its closed message.' }),
  },
);
