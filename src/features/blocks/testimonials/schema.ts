import { list, number, text } from '../fields';
import { sectionBlock, stats } from '../shared-fields';

const testimonial = {
  quote: text('Quote', { required: true, multiline: true, max: 1_000 }),
  name: text('Name', { required: true, max: 100 }),
  role: text('Role', { max: 100 }),
  company: text('Company', { max: 100 }),
  project: text('Project', { max: 80, help: 'A tag such as "Fintech platform".' }),
  rating: number('Stars', { min: 0, max: 5, fallback: 5, help: '0 hides the stars.' }),
};

export const block = sectionBlock(
  { label: 'Testimonials', description: 'Quotes from clients.', group: 'Sections' },
  {
    items: list('Testimonials', 'Testimonial', testimonial, { max: 12, min: 1, titleField: 'name' }),
    summary: stats(4, 'Figures above'),
  },
);
