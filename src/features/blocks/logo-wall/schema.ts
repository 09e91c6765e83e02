import { link, list, requiredImage, select, text } from '../fields';
import { defineBlock, section } from '../shared-fields';

export const block = defineBlock(
  { label: 'Logo wall', description: 'Logos of partners or clients.', group: 'Sections' },
  {
    ...section,
    source: select('Logos', { partners: 'The active partners (Partners manager)', images: 'The images below' }),
    logos: list(
      'Images',
      'Logo',
      { image: requiredImage('Logo'), name: text('Name', { required: true, max: 100 }), href: link('Link', { required: false }) },
      { max: 24, titleField: 'name' },
    ),
  },
);
