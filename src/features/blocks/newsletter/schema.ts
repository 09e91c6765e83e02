import { defineBlock, section } from '../shared-fields';

export const block = defineBlock({ label: 'Newsletter sign-up', description: 'The newsletter form.', group: 'From the database' }, { ...section });
