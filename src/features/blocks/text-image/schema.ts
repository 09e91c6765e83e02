import { z } from 'zod';
import { requiredImage, richText, select } from '../fields';
import { buttons, section, type BlockDefinition } from '../shared-fields';

export const block = {
  label: 'Text and image',
  description: 'Text beside an image, on either side.',
  group: 'Text and media',
  schema: z.object({
    ...section,
    body: richText('Text'),
    image: requiredImage('Image'),
    imageSide: select('Image side', [
      { value: 'right', label: 'Right' },
      { value: 'left', label: 'Left' },
    ], 'right'),
    buttons: buttons(2),
  }),
} satisfies BlockDefinition;
