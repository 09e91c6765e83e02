import { link, list, requiredImage, select, text } from '../fields';
import { defineBlock, section } from '../shared-fields';

export const block = defineBlock(
  { label: 'Logo wall', description: 'Logos of partners or clients.', group: 'Sections' },
  {
    ...section,
    source: select(
      'Logos',
      [
        { value: 'partners', label: 'The active partners (Partners manager)' },
        { value: 'images', label: 'The images below' },
      ],
      'partners',
    ),
    logos: list(
      'Images',
      'Logo',
      { image: requiredImage('Logo'), name: text('Name', { required: true, max: 100 }), href: link('Link', { required: false }) },
      { max: 24, titleField: 'name' },
    ),
  },
);
