'use server';

import type { SaveResult } from '@/features/admin/crud/schema-helpers';
import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { removeNavigationItem, writeNavigationItem } from './admin-data';
import { navigationDeleteSchema, navigationItemInputSchema } from './admin-schema';

/** Creates a header menu item (no id) or updates it (with its id). */
export async function saveNavigationItem(input: unknown): Promise<ActionResult<SaveResult>> {
  return guarded('editor', async (user): Promise<ActionResult<SaveResult>> => {
    const parsed = navigationItemInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await writeNavigationItem(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data, message: 'Navigation Updated' };
    } catch (error) {
      return refused(error);
    }
  }, 'The navigation item could not be saved. Please try again.');
}

export async function deleteNavigationItem(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = navigationDeleteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await removeNavigationItem(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, message: 'Navigation Updated' };
    } catch (error) {
      return refused(error);
    }
  }, 'The navigation item could not be deleted. Please try again.');
}
