import { defineBlock, section } from '../shared-fields';

export const block = defineBlock({ label: 'Estimator', description: 'The 7-step project estimator.', group: 'From the database' }, { ...section });
