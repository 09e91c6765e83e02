import { list, text } from '../fields';
import { sectionBlock } from '../shared-fields';

const step = { title: text('Title', { required: true, max: 120 }), text: text('Text', { multiline: true, max: 600 }), duration: text('Duration', { max: 60 }) };

export const block = sectionBlock(
  { label: 'Process steps', description: 'Numbered steps.', group: 'Sections' },
  {
    steps: list('Steps', 'Step', step, { max: 10, min: 1, titleField: 'title' }),
  },
);
