import { number, select, text } from '../fields';
import { sectionBlock } from '../shared-fields';

export const block = sectionBlock(
  { label: 'Case studies', description: 'Featured case studies, or all of them page by page.', group: 'From the database' },
  {
    show: select('Show', { featured: 'The featured case studies', all: 'All published case studies, page by page' }),
    limit: number('How many', { min: 1, max: 12, fallback: 3, help: 'For the featured ones.' }),
    allLinkLabel: text('Button to all case studies', {
      max: 60,
      placeholder: 'View All Case Studies',
      help: 'For the featured ones: a button under the cards to /case-studies. Empty: none.',
    }),
    emptyText: text('Text when there are none', { max: 200, help: 'For the featured ones, while no case study is published.' }),
    emptyLinkLabel: text('Link when there are none', { max: 100, help: 'Leads to /case-studies, after the text above.' }),
  },
);
