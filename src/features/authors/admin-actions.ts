'use server';

import { deleteSchema, type SaveResult } from '@/features/admin/crud/schema-helpers';
import { actorOf, badFields, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { removeAuthor, writeAuthor } from './admin-authors';
import { authorInputSchema } from './admin-schema';

/** Creates an author (no id) or updates it (with its id). */
export async function saveAuthor(input: unknown): Promise<ActionResult<SaveResult>> {
  return guarded('editor', async (user): Promise<ActionResult<SaveResult>> => {
    const parsed = authorInputSchema.safeParse(input);
    if (!parsed.success) return badFields(parsed.error.issues);
    try {
      const data = await writeAuthor(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data, message: data.created ? 'Author created successfully' : 'Author updated successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to save author');
}

/** Deletes an author; refused (409) while a post names them. */
export async function deleteAuthor(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = deleteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await removeAuthor(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, message: 'Author deleted successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to delete author');
}
