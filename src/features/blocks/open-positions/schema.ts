import { text } from '../fields';
import { buttons, sectionBlock } from '../shared-fields';

export const block = sectionBlock(
  { label: 'Open positions', description: 'The active job openings.', group: 'From the database' },
  {
    emptyText: text('Text when there are none', { max: 300 }),
    afterTitle: text('Box below the list: heading', { max: 100, help: 'E.g. "Don\'t see your role?". Empty: no box.' }),
    afterText: text('Box below the list: text', { multiline: true, max: 500 }),
    afterButtons: buttons(2, 'Box below the list: buttons'),
  },
);
