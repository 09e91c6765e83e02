'use server';

import { deleteSchema, type SaveResult } from '@/features/admin/crud/schema-helpers';
import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { refusedInput } from '@/features/publishing/refusal';
import { createCaseStudy, removeCaseStudy } from './admin-case-studies';
import { caseStudyInputSchema } from './admin-schema';

/** Creates a case study, as a draft. Its later changes are saved as its draft by the editor (publishing actions). */
export async function saveCaseStudy(input: unknown): Promise<ActionResult<SaveResult>> {
  return guarded('editor', async (user): Promise<ActionResult<SaveResult>> => {
    const parsed = caseStudyInputSchema.safeParse(input);
    if (!parsed.success) return refusedInput(parsed.error.issues, input);
    if (parsed.data.id) return { ok: false, status: 400, error: 'A case study’s changes are saved as its draft in the editor, and reach visitors when it is published.' };
    try {
      const data = await createCaseStudy(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data, message: 'Case study created successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to save case study');
}

export async function deleteCaseStudy(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = deleteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await removeCaseStudy(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, message: 'Case study deleted successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to delete case study');
}
