import { icon, list, text } from '../fields';
import { defineBlock, section, stat } from '../shared-fields';

export const block = defineBlock(
  { label: 'Figures', description: 'Key numbers in large type.', group: 'Sections' },
  {
    ...section,
    items: list('Figures', 'Figure', { ...stat, icon: icon(), text: text('Note', { max: 200 }) }, { max: 8, min: 1, titleField: 'label' }),
  },
);
