import { text } from '../fields';
import { sectionBlock } from '../shared-fields';

export const block = sectionBlock(
  { label: 'Partners', description: 'The active partners with their details.', group: 'From the database' },
  {
    emptyText: text('Text when there are none', { max: 300 }),
  },
);
