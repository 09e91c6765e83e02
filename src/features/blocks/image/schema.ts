import { z } from 'zod';
import { requiredImage, select, text } from '../fields';
import { type BlockDefinition } from '../shared-fields';

export const block = {
  label: 'Image',
  description: 'One image with a caption.',
  group: 'Text and media',
  schema: z.object({
    image: requiredImage('Image'),
    caption: text('Caption', { max: 300 }),
    width: select('Width', [
      { value: 'narrow', label: 'Narrow' },
      { value: 'wide', label: 'Wide' },
      { value: 'full', label: 'Full width' },
    ], 'wide'),
  }),
} satisfies BlockDefinition;
