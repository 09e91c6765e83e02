'use server';

import { deleteSchema, type SaveResult } from '@/features/admin/crud/schema-helpers';
import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { removePartner, writePartner } from './admin-partners';
import { partnerInputSchema } from './admin-schema';

/** Creates a partner (no id) or updates it (with its id). */
export async function savePartner(input: unknown): Promise<ActionResult<SaveResult>> {
  return guarded('editor', async (user): Promise<ActionResult<SaveResult>> => {
    const parsed = partnerInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await writePartner(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data, message: data.created ? 'Partner created successfully' : 'Partner updated successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to save partner');
}

export async function deletePartner(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = deleteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await removePartner(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, message: 'Partner deleted successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to delete partner');
}
