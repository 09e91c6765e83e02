'use server';

import { actorOf, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { fieldErrorsOf, settingsGroupInputSchema, type SettingsGroupInput } from './admin-schema';
import { SettingFieldError, writeSettingsGroup } from './admin-settings';

// Settings change what every public page shows (and who may sign up): admins only.

/** Saves one group of the Settings screen (Company, Links, Downloads, Integrations, Sign-up). */
export async function saveSettingsGroup(input: unknown): Promise<ActionResult<{ changed: string[] }>> {
  return guarded('admin', async (user): Promise<ActionResult<{ changed: string[] }>> => {
    const parsed = settingsGroupInputSchema.safeParse(input);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      return { ok: false, status: 400, error: issues[0]?.message ?? 'Please check the form.', fieldErrors: fieldErrorsOf(issues) };
    }
    try {
      const data = await writeSettingsGroup(await getDb(), await actorOf(user), parsed.data as SettingsGroupInput);
      return { ok: true, data, message: 'Setting Updated' };
    } catch (error) {
      if (error instanceof SettingFieldError) return { ok: false, status: 400, error: error.message, fieldErrors: { [error.field]: error.message } };
      return refused(error);
    }
  });
}
