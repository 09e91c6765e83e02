import { USER_ROLES } from '../db/enums';

export type Role = (typeof USER_ROLES)[number];

/** Higher includes lower: a super admin may do everything an admin may, an admin all an editor may. */
const RANK: Record<Role, number> = { editor: 1, admin: 2, super_admin: 3 };

export function hasRole(role: Role | null | undefined, minimum: Role): boolean {
  return role != null && RANK[role] >= RANK[minimum];
}

export const ROLE_LABELS: Record<Role, string> = { super_admin: 'Super admin', admin: 'Admin', editor: 'Editor' };

/** The setting that makes a role sign in with a second factor (decision 106): a switch, stored as a JSON boolean. */
export const twoStepSettingKey = (role: Role) => `two_step_required_${role}`;
