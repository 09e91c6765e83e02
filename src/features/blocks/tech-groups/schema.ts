import { icon, list, text, textList } from '../fields';
import { defineBlock, section } from '../shared-fields';

export const block = defineBlock(
  { label: 'Technologies', description: 'Technologies, grouped.', group: 'Sections' },
  {
    ...section,
    groups: list(
      'Groups',
      'Group',
      {
        icon: icon(),
        name: text('Name', { max: 80, help: 'Empty: the technologies are shown as one list.' }),
        items: textList('Technologies', 'Technology', { max: 30, itemMax: 60 }),
      },
      { max: 12, min: 1, titleField: 'name' },
    ),
  },
);
