'use server';

import { saveAndDelete } from '@/features/admin/crud/action';
import { partnersCollection } from './collection';

const actions = saveAndDelete('editor', partnersCollection);

/** Creates a partner (no id) or updates it (with its id). */
export const savePartner = actions.save;
export const deletePartner = actions.remove;
