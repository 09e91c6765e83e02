'use server';

import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { writeFormStatus } from './admin-forms';
import { formStatusInputSchema } from './admin-schema';

/** The Active toggle: an inactive form's public page says it is closed and the server refuses it. */
export async function setFormActive(input: unknown): Promise<ActionResult<{ isActive: boolean }>> {
  return guarded('editor', async (user): Promise<ActionResult<{ isActive: boolean }>> => {
    const parsed = formStatusInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await writeFormStatus(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data: { isActive: data.isActive }, message: data.isActive ? 'Form Activated' : 'Form Deactivated' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to update form status.');
}
