import { list, text, textList } from '../fields';
import { sectionBlock } from '../shared-fields';

export const block = sectionBlock(
  { label: 'Contact form', description: 'The inquiry form with the contact details.', group: 'From the database' },
  {
    formTitle: text('Form heading', { required: true, max: 100 }),
    hours: list(
      'Business hours',
      'Row',
      { days: text('Days', { required: true, max: 60 }), hours: text('Hours', { required: true, max: 60 }) },
      { max: 7, titleField: 'days' },
    ),
    reasons: textList('Why choose us', 'Reason', { max: 8, help: 'A box beside the form, headed "Why Choose" and the company name. Empty: no box.' }),
  },
);
