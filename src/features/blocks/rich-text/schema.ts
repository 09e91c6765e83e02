import { richText, select } from '../fields';
import { sectionBlock } from '../shared-fields';

export const block = sectionBlock(
  { label: 'Rich text', description: 'Headings, paragraphs, lists, links and images.', group: 'Text and media' },
  {
    body: richText('Text'),
    width: select('Width', { narrow: 'Reading width', wide: 'Wide' }),
  },
);
