import { icon, list, text } from '../fields';
import { sectionBlock, stat } from '../shared-fields';

export const block = sectionBlock(
  { label: 'Figures', description: 'Key numbers in large type.', group: 'Sections' },
  {
    items: list('Figures', 'Figure', { ...stat, icon: icon(), text: text('Note', { max: 200 }) }, { max: 8, min: 1, titleField: 'label' }),
  },
);
