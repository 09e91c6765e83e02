'use server';

import { removeThenSay, staffAction } from '@/features/admin/crud/action';
import { deleteSchema, type SaveResult } from '@/features/admin/crud/schema-helpers';
import { refusedInput } from '@/features/publishing/refusal';
import type { ActionResult } from '@/server/auth/guarded';
import { createCaseStudy, removeCaseStudy } from './admin-case-studies';
import { caseStudyInputSchema } from './admin-schema';

/** Creates a case study, as a draft. Its later changes are saved as its draft by the editor (publishing actions). */
export const saveCaseStudy = staffAction(
  'editor',
  caseStudyInputSchema,
  async (input, { db, actor }): Promise<ActionResult<SaveResult>> => {
    if (input.id)
      return { ok: false, status: 400, error: 'A case study’s changes are saved as its draft in the editor, and reach visitors when it is published.' };
    const data = await createCaseStudy(db, actor, input);
    return { ok: true, data, message: 'Case study created successfully' };
  },
  // Each problem by its path in the blocks, for the editor to show beside its field.
  { failure: 'Failed to save case study', invalid: refusedInput },
);

export const deleteCaseStudy = staffAction('editor', deleteSchema, removeThenSay(removeCaseStudy, 'Case study deleted successfully'), {
  failure: 'Failed to delete case study',
});
