import { link, list, text, textList, toggle } from '../fields';
import { sectionBlock } from '../shared-fields';

const tier = {
  name: text('Name', { required: true, max: 80 }),
  price: text('Price', { required: true, max: 40 }),
  unit: text('Unit', { max: 80, placeholder: 'per project' }),
  description: text('Description', { multiline: true, max: 400 }),
  features: textList("What's included", 'Point', { max: 12 }),
  highlighted: toggle('Most popular'),
};

export const block = sectionBlock(
  { label: 'Pricing table', description: 'Price tiers with what each includes.', group: 'Sections' },
  {
    tiers: list('Price tiers', 'Tier', tier, { max: 4, min: 1, titleField: 'name' }),
    factors: textList('What affects the price', 'Factor', { max: 10, help: 'Shown beside a single tier.' }),
    note: text('Note below', { multiline: true, max: 400 }),
    quoteHref: link('Quote buttons lead to', { required: false, help: 'Empty: the contact form.' }),
  },
);
