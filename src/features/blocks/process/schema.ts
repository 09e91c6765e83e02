import { list, text } from '../fields';
import { defineBlock, section } from '../shared-fields';

export const block = defineBlock(
  { label: 'Process steps', description: 'Numbered steps.', group: 'Sections' },
  {
    ...section,
    steps: list(
      'Steps',
      'Step',
      { title: text('Title', { required: true, max: 120 }), text: text('Text', { multiline: true, max: 600 }), duration: text('Duration', { max: 60 }) },
      { max: 10, min: 1, titleField: 'title' },
    ),
  },
);
