import { link, list, requiredImage, select, text } from '../fields';
import { sectionBlock } from '../shared-fields';

export const block = sectionBlock(
  { label: 'Logo wall', description: 'Logos of partners or clients.', group: 'Sections' },
  {
    source: select('Logos', { partners: 'The active partners (Partners manager)', images: 'The images below' }),
    logos: list(
      'Images',
      'Logo',
      { image: requiredImage('Logo'), name: text('Name', { required: true, max: 100 }), href: link('Link', { required: false }) },
      { max: 24, titleField: 'name' },
    ),
  },
);
