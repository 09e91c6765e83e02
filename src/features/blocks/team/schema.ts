import { image, link, list, text, textList } from '../fields';
import { sectionBlock } from '../shared-fields';

const person = {
  name: text('Name', { required: true, max: 100 }),
  role: text('Role', { max: 100 }),
  bio: text('Short bio', { multiline: true, max: 500 }),
  photo: image('Photo', { help: 'Without a photo, the initials are shown.' }),
  href: link('Profile link', { required: false, help: 'LinkedIn or similar.' }),
  tags: textList('Expertise', 'Area', { max: 6, itemMax: 40 }),
};

export const block = sectionBlock(
  { label: 'Team', description: 'People with a photo or their initials.', group: 'Sections' },
  {
    people: list('People', 'Person', person, { max: 24, min: 1, titleField: 'name' }),
  },
);
