import { z } from 'zod';
import { list, text } from '../fields';
import { button, section, type BlockDefinition } from '../shared-fields';

export const block = {
  label: 'Open positions',
  description: 'The active job openings.',
  group: 'From the database',
  schema: z.object({
    ...section,
    emptyText: text('Text when there are none', { max: 300 }),
    afterTitle: text('Box below the list: heading', { max: 100, help: 'E.g. "Don\'t see your role?". Empty: no box.' }),
    afterText: text('Box below the list: text', { multiline: true, max: 500 }),
    afterButtons: list('Box below the list: buttons', 'Button', button, { max: 2, titleField: 'label' }),
  }),
} satisfies BlockDefinition;
