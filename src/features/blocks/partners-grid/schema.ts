import { text } from '../fields';
import { defineBlock, section } from '../shared-fields';

export const block = defineBlock(
  { label: 'Partners', description: 'The active partners with their details.', group: 'From the database' },
  {
    ...section,
    emptyText: text('Text when there are none', { max: 300 }),
  },
);
