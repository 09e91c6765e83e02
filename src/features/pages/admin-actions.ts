'use server';

import { removeThenSay, staffAction } from '@/features/admin/crud/action';
import { deleteSchema, type SaveResult } from '@/features/admin/crud/schema-helpers';
import { refusedInput } from '@/features/publishing/refusal';
import type { ActionResult } from '@/server/auth/guarded';
import { removePage, writePage } from './admin-pages';
import { pageInputSchema, previewInputSchema } from './admin-schema';
import { writePreview } from './page-previews';

/**
 * Creates a page: a draft, or published at once when asked. A page that exists changes through
 * its working copy (src/features/publishing/actions.ts): saved as a draft, live when published.
 */
export const savePage = staffAction(
  'editor',
  pageInputSchema,
  async (input, { db, actor }): Promise<ActionResult<SaveResult>> => {
    if (input.id) return { ok: false, status: 400, error: 'A page’s changes are saved as its draft in the editor, and reach visitors when it is published.' };
    const data = await writePage(db, actor, input);
    return { ok: true, data, message: 'Page Saved' };
  },
  // Each problem by its path in the blocks, for the editor to show beside its field.
  { failure: 'The page could not be saved. Please try again.', invalid: refusedInput },
);

export const deletePage = staffAction('editor', deleteSchema, removeThenSay(removePage, 'Page Deleted'), {
  failure: 'The page could not be deleted. Please try again.',
});

/** The editor's unsaved page, for its live preview (never shown to anyone else). */
export const savePreview = staffAction(
  'editor',
  previewInputSchema,
  async (input, { db, user }): Promise<ActionResult> => {
    await writePreview(db, user.id, input);
    return { ok: true };
  },
  { failure: 'The preview could not be updated.' },
);
