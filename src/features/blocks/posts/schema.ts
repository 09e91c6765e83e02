import { number, select, text } from '../fields';
import { sectionBlock } from '../shared-fields';

export const block = sectionBlock(
  { label: 'Insights posts', description: 'The latest blog posts, or all of them with categories, search and pages.', group: 'From the database' },
  {
    show: select('Show', { latest: 'The latest posts', all: 'All posts, with categories, search and pages' }),
    limit: number('How many', { min: 1, max: 9, fallback: 3, help: 'For the latest posts.' }),
    allLinkLabel: text('Button to all posts', {
      max: 60,
      placeholder: 'All insights',
      help: 'For the latest posts: a button under the cards to /insights. Empty: none.',
    }),
  },
);
