'use server';

import { deleteSchema, type SaveResult } from '@/features/admin/crud/schema-helpers';
import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { refusedInput } from '@/features/publishing/refusal';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { removePage, writePage } from './admin-pages';
import { pageInputSchema, previewInputSchema } from './admin-schema';
import { writePreview } from './page-previews';

/**
 * Creates a page: a draft, or published at once when asked. A page that exists changes through
 * its working copy (src/features/publishing/actions.ts): saved as a draft, live when published.
 */
export async function savePage(input: unknown): Promise<ActionResult<SaveResult>> {
  return guarded('editor', async (user): Promise<ActionResult<SaveResult>> => {
    const parsed = pageInputSchema.safeParse(input);
    if (!parsed.success) return refusedInput(parsed.error.issues, input);
    if (parsed.data.id) return { ok: false, status: 400, error: 'A page’s changes are saved as its draft in the editor, and reach visitors when it is published.' };
    try {
      const data = await writePage(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data, message: 'Page Saved' };
    } catch (error) {
      return refused(error);
    }
  }, 'The page could not be saved. Please try again.');
}

export async function deletePage(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = deleteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await removePage(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, message: 'Page Deleted' };
    } catch (error) {
      return refused(error);
    }
  }, 'The page could not be deleted. Please try again.');
}

/** The editor's unsaved page, for its live preview (never shown to anyone else). */
export async function savePreview(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = previewInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    await writePreview(await getDb(), user.id, parsed.data);
    return { ok: true };
  }, 'The preview could not be updated.');
}
