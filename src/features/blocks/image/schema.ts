import { requiredImage, select, text } from '../fields';
import { defineBlock } from '../shared-fields';

export const block = defineBlock(
  { label: 'Image', description: 'One image with a caption.', group: 'Text and media' },
  {
    image: requiredImage('Image'),
    caption: text('Caption', { max: 300 }),
    width: select('Width', { narrow: 'Narrow', wide: 'Wide', full: 'Full width' }, 'wide'),
  },
);
