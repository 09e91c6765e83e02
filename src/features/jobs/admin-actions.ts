'use server';

import { deleteSchema, type SaveResult } from '@/features/admin/crud/schema-helpers';
import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { removeJob, writeJob } from './admin-jobs';
import { jobInputSchema } from './admin-schema';

/** Creates a job (no id) or updates it (with its id). */
export async function saveJob(input: unknown): Promise<ActionResult<SaveResult>> {
  return guarded('editor', async (user): Promise<ActionResult<SaveResult>> => {
    const parsed = jobInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await writeJob(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data, message: data.created ? 'Job created successfully' : 'Job updated successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to save job');
}

export async function deleteJob(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = deleteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await removeJob(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, message: 'Job deleted successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to delete job');
}
