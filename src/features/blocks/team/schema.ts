import { image, link, list, text, textList } from '../fields';
import { defineBlock, section } from '../shared-fields';

export const block = defineBlock(
  { label: 'Team', description: 'People with a photo or their initials.', group: 'Sections' },
  {
    ...section,
    people: list(
      'People',
      'Person',
      {
        name: text('Name', { required: true, max: 100 }),
        role: text('Role', { max: 100 }),
        bio: text('Short bio', { multiline: true, max: 500 }),
        photo: image('Photo', { help: 'Without a photo, the initials are shown.' }),
        href: link('Profile link', { required: false, help: 'LinkedIn or similar.' }),
        tags: textList('Expertise', 'Area', { max: 6, itemMax: 40 }),
      },
      { max: 24, min: 1, titleField: 'name' },
    ),
  },
);
