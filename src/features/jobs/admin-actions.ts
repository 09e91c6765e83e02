'use server';

import { saveAndDelete } from '@/features/admin/crud/action';
import { jobsCollection } from './collection';

const actions = saveAndDelete('editor', jobsCollection);

/** Creates a job (no id) or updates it (with its id). */
export const saveJob = actions.save;
export const deleteJob = actions.remove;
