import { list, text } from '../fields';
import { buttons, sectionBlock } from '../shared-fields';

const question = {
  question: text('Question', { required: true, max: 300 }),
  answer: text('Answer', { required: true, multiline: true, max: 3_000 }),
  category: text('Category', { max: 60, help: 'With categories, a panel beside the questions counts them.' }),
};

export const block = sectionBlock(
  { label: 'FAQ', description: 'Questions that open one at a time.', group: 'Sections' },
  {
    items: list('Questions', 'Question', question, { max: 30, min: 1, titleField: 'question' }),
    asideTitle: text('Side panel heading', { max: 100, help: 'A box beside the questions, e.g. "Still have questions?"' }),
    asideText: text('Side panel text', { multiline: true, max: 300 }),
    asideButtons: buttons(3, 'Side panel buttons'),
  },
);
