// Settings -> Two-step sign-in (decision 106): the roles that must sign in with a second factor.
// An account of such a role without one is led to its profile to set one up and can do nothing
// else until it has (session.ts); the setting keys are named here so that the settings form and
// the guard agree.
import 'server-only';
import { inArray } from 'drizzle-orm';
import { cached } from '../cache';
import { getDb } from '../db/client';
import { USER_ROLES } from '../db/enums';
import { siteSettings } from '../db/schema';
import { twoStepSettingKey, type Role } from './roles';

/** Where an account is sent to set up its second factor. */
export const TWO_STEP_SETUP_PATH = '/admin/profile';

export const TWO_STEP_REQUIRED = 'Your role requires two-step sign-in: set it up in your profile first.';

export const rolesRequiringTwoStep = cached('rolesRequiringTwoStep', ['site'], async (): Promise<Role[]> => {
  const db = await getDb();
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    // Named in full, so that the settings' test finds the keys the code reads.
    .where(inArray(siteSettings.key, ['two_step_required_super_admin', 'two_step_required_admin', 'two_step_required_editor']));
  return USER_ROLES.filter((role) => rows.some((row) => row.key === twoStepSettingKey(role) && row.value === true));
});
