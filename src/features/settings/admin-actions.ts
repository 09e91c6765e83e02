'use server';

import { staffAction } from '@/features/admin/crud/action';
import { badInput } from '@/features/admin/crud/server';
import type { ActionResult } from '@/server/auth/guarded';
import { fieldErrorsOf, settingsGroupInputSchema, type SettingsGroupInput } from './admin-schema';
import { writeSettingsGroup } from './admin-settings';

// Settings change what every public page shows (and who may sign up): admins only.

/** Saves one group of the Settings screen (Company, Links, Downloads, Integrations, Sign-up). */
export const saveSettingsGroup = staffAction(
  'admin',
  settingsGroupInputSchema,
  async (input, { db, actor }): Promise<ActionResult<{ changed: string[] }>> => {
    // A SettingFieldError (a chosen file gone) is a CrudError naming its setting: refused() puts it beside that field.
    const data = await writeSettingsGroup(db, actor, input as SettingsGroupInput);
    return { ok: true, data, message: 'Setting Updated' };
  },
  // The group's values sit under `values`: each problem goes beside its setting's own field.
  { invalid: (issues) => ({ ...badInput(issues), fieldErrors: fieldErrorsOf(issues) }) as ActionResult<never> },
);
