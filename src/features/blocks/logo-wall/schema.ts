import { z } from 'zod';
import { link, list, requiredImage, select, text } from '../fields';
import { section, type BlockDefinition } from '../shared-fields';

export const block = {
  label: 'Logo wall',
  description: 'Logos of partners or clients.',
  group: 'Sections',
  schema: z.object({
    ...section,
    source: select('Logos', [
      { value: 'partners', label: 'The active partners (Partners manager)' },
      { value: 'images', label: 'The images below' },
    ], 'partners'),
    logos: list('Images', 'Logo', { image: requiredImage('Logo'), name: text('Name', { required: true, max: 100 }), href: link('Link', { required: false }) }, { max: 24, titleField: 'name' }),
  }),
} satisfies BlockDefinition;
