import { z } from 'zod';
import { icon, list, text, textList } from '../fields';
import { section, type BlockDefinition } from '../shared-fields';

export const block = {
  label: 'Technologies',
  description: 'Technologies, grouped.',
  group: 'Sections',
  schema: z.object({
    ...section,
    groups: list('Groups', 'Group', { icon: icon(), name: text('Name', { max: 80, help: 'Empty: the technologies are shown as one list.' }), items: textList('Technologies', 'Technology', { max: 30, itemMax: 60 }) }, { max: 12, min: 1, titleField: 'name' }),
  }),
} satisfies BlockDefinition;
