// What the Users & Roles screen sends to its actions, checked on the server. Shared with the
// forms (the role choices), so it holds no server code.
import { z } from 'zod';
import { USER_ROLES } from '@/server/db/enums';

/** A role, or 'none' (the account keeps existing but sees the 'waiting for access' page). */
export const ROLE_CHOICES = [...USER_ROLES, 'none'] as const;
export type RoleChoice = (typeof ROLE_CHOICES)[number];

export const NO_ROLE_LABEL = 'No role — waiting for access';
export const LAST_SUPER_ADMIN = 'There must be at least one super admin.';
export const INVITATION_DAYS = 7;

const userId = z.string('Choose a user.').trim().min(1, 'Choose a user.').max(100, 'Choose a user.');

export const setRoleSchema = z.object({
  userId,
  role: z.enum(ROLE_CHOICES, 'Choose one of the roles: super admin, admin, editor or no role.'),
});

export const setDisabledSchema = z.object({
  userId,
  disabled: z.boolean('Say whether the account should be disabled.'),
});

export const userIdSchema = z.object({ userId });

export const setSsoOnlySchema = z.object({
  userId,
  ssoOnly: z.boolean('Say whether the account signs in only through single sign-on.'),
});

export const inviteSchema = z.object({
  name: z.string('Please enter their name.').trim().min(1, 'Please enter their name.').max(200, 'Use at most 200 characters for the name.'),
  email: z.string('Please enter a valid email address.').trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address.')),
  role: z.enum(USER_ROLES, 'Choose a role: super admin, admin or editor.'),
});

export type SetRoleInput = z.infer<typeof setRoleSchema>;
export type SetDisabledInput = z.infer<typeof setDisabledSchema>;
export type InviteInput = z.infer<typeof inviteSchema>;
