'use server';

import { actorOf, badInput } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { writeWebsiteSection } from './admin-data';
import { SECTION_LABELS, websiteSectionInputSchema } from './schema';

/** Saves the logo, header or footer section (upsert on section_type). */
export async function saveWebsiteSection(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = websiteSectionInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    await writeWebsiteSection(await getDb(), await actorOf(user), parsed.data);
    return { ok: true, message: `${SECTION_LABELS[parsed.data.section]} Section Updated` };
  }, 'The section could not be saved. Please try again.');
}
