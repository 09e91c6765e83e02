import { z } from 'zod';
import { richText, select } from '../fields';
import { section, type BlockDefinition } from '../shared-fields';

export const block = {
  label: 'Rich text',
  description: 'Headings, paragraphs, lists, links and images.',
  group: 'Text and media',
  schema: z.object({
    ...section,
    body: richText('Text'),
    width: select('Width', [
      { value: 'narrow', label: 'Reading width' },
      { value: 'wide', label: 'Wide' },
    ], 'narrow'),
  }),
} satisfies BlockDefinition;
