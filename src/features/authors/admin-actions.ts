'use server';

import { saveAndDelete } from '@/features/admin/crud/action';
import { authorsCollection } from './collection';

// A taken slug or a linked account is shown beside its field.
const actions = saveAndDelete('editor', authorsCollection, { fieldErrors: true });

/** Creates an author (no id) or updates it (with its id). */
export const saveAuthor = actions.save;
/** Deletes an author; refused (409) while a post names them. */
export const deleteAuthor = actions.remove;
