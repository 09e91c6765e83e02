import { richText, select } from '../fields';
import { defineBlock, section } from '../shared-fields';

export const block = defineBlock(
  { label: 'Rich text', description: 'Headings, paragraphs, lists, links and images.', group: 'Text and media' },
  {
    ...section,
    body: richText('Text'),
    width: select('Width', { narrow: 'Reading width', wide: 'Wide' }),
  },
);
