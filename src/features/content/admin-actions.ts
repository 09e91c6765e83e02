'use server';

import { removeThenSay, staffAction } from '@/features/admin/crud/action';
import type { SaveResult } from '@/features/admin/crud/schema-helpers';
import type { ActionResult } from '@/server/auth/guarded';
import { removeContentItem, writeContentItem } from './admin-content';
import { contentItemDeleteSchema, contentItemInputSchema } from './admin-schema';

export const saveContentItem = staffAction('editor', contentItemInputSchema, async (input, { db, actor }): Promise<ActionResult<SaveResult>> => {
  const data = await writeContentItem(db, actor, input);
  return { ok: true, data, message: 'Content Saved' };
});

export const deleteContentItem = staffAction('editor', contentItemDeleteSchema, removeThenSay(removeContentItem, 'Content Deleted'));
