import { z } from 'zod';
import { icon, list, text } from '../fields';
import { section, stat, type BlockDefinition } from '../shared-fields';

export const block = {
  label: 'Figures',
  description: 'Key numbers in large type.',
  group: 'Sections',
  schema: z.object({
    ...section,
    items: list('Figures', 'Figure', { ...stat, icon: icon(), text: text('Note', { max: 200 }) }, { max: 8, min: 1, titleField: 'label' }),
  }),
} satisfies BlockDefinition;
