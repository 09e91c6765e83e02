'use server';

import { saveAndDelete } from '@/features/admin/crud/action';
import { identityProvidersCollection } from './collection';

const actions = saveAndDelete('admin', identityProvidersCollection);

/** Creates a provider (no id) or updates it (with its id). */
export const saveProvider = actions.save;
export const deleteProvider = actions.remove;
