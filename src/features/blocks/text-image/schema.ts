import { requiredImage, richText, select } from '../fields';
import { defineBlock, buttons, section } from '../shared-fields';

export const block = defineBlock(
  { label: 'Text and image', description: 'Text beside an image, on either side.', group: 'Text and media' },
  {
    ...section,
    body: richText('Text'),
    image: requiredImage('Image'),
    imageSide: select('Image side', { right: 'Right', left: 'Left' }),
    buttons: buttons(2),
  },
);
