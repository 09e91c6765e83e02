'use server';

import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { contactInfoInputSchema, siteSettingInputSchema } from './admin-schema';
import { writeContactInfo, writeSiteSetting } from './admin-settings';

// Settings change what every public page shows (and who may sign up): admins only.

export async function saveSiteSetting(input: unknown): Promise<ActionResult<{ key: string; created: boolean }>> {
  return guarded('admin', async (user): Promise<ActionResult<{ key: string; created: boolean }>> => {
    const parsed = siteSettingInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await writeSiteSetting(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data, message: 'Setting Updated' };
    } catch (error) {
      return refused(error);
    }
  });
}

export async function saveContactInfo(input: unknown): Promise<ActionResult> {
  return guarded('admin', async (user) => {
    const parsed = contactInfoInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    await writeContactInfo(await getDb(), await actorOf(user), parsed.data);
    return { ok: true, message: 'Setting Updated' };
  });
}
