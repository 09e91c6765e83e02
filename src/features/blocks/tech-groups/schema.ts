import { icon, list, text, textList } from '../fields';
import { sectionBlock } from '../shared-fields';

const group = {
  icon: icon(),
  name: text('Name', { max: 80, help: 'Empty: the technologies are shown as one list.' }),
  items: textList('Technologies', 'Technology', { max: 30, itemMax: 60 }),
};

export const block = sectionBlock(
  { label: 'Technologies', description: 'Technologies, grouped.', group: 'Sections' },
  {
    groups: list('Groups', 'Group', group, { max: 12, min: 1, titleField: 'name' }),
  },
);
