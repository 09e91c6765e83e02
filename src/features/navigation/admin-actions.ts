'use server';

import { saveAndDelete } from '@/features/admin/crud/action';
import { navigationCollection } from './collection';

const actions = saveAndDelete('editor', navigationCollection, { saved: 'Navigation Updated', deleted: 'Navigation Updated' });

/** Creates a header menu item (no id) or updates it (with its id). */
export const saveNavigationItem = actions.save;
export const deleteNavigationItem = actions.remove;
