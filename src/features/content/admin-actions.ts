'use server';

import type { SaveResult } from '@/features/admin/crud/schema-helpers';
import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { removeContentItem, writeContentItem } from './admin-content';
import { contentItemDeleteSchema, contentItemInputSchema } from './admin-schema';

export async function saveContentItem(input: unknown): Promise<ActionResult<SaveResult>> {
  return guarded('editor', async (user): Promise<ActionResult<SaveResult>> => {
    const parsed = contentItemInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await writeContentItem(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data, message: 'Content Saved' };
    } catch (error) {
      return refused(error);
    }
  });
}

export async function deleteContentItem(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = contentItemDeleteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await removeContentItem(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, message: 'Content Deleted' };
    } catch (error) {
      return refused(error);
    }
  });
}
