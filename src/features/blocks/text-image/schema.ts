import { requiredImage, richText, select } from '../fields';
import { buttons, sectionBlock } from '../shared-fields';

export const block = sectionBlock(
  { label: 'Text and image', description: 'Text beside an image, on either side.', group: 'Text and media' },
  {
    body: richText('Text'),
    image: requiredImage('Image'),
    imageSide: select('Image side', { right: 'Right', left: 'Left' }),
    buttons: buttons(2),
  },
);
