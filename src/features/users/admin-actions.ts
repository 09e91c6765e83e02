'use server';

import { staffAction, type StaffContext } from '@/features/admin/crud/action';
import { endAccountSessions } from '@/features/profile/sessions';
import { getSiteInfo } from '@/features/settings/queries';
import type { ActionResult } from '@/server/auth/guarded';
import { ROLE_LABELS } from '@/server/auth/roles';
import { env } from '@/server/env';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { inviteSchema, NO_ROLE_LABEL, setDisabledSchema, setRoleSchema, setSsoOnlySchema, userIdSchema } from './schema';
import {
  changeSsoOnly,
  changeUserDisabled,
  changeUserRole,
  inviteUser as createInvitation,
  resendInvitation,
  resetTwoStep,
  type Actor,
  type InvitationContext,
} from './users';

/** The acting super admin with their session: a change of their own role keeps the session they act in. */
const superAdmin = ({ actor, user }: StaffContext): Actor => ({ ...actor, sessionId: user.sessionId });

async function invitationContext(): Promise<InvitationContext> {
  const site = await getSiteInfo();
  return { siteUrl: env().siteUrl, company: { name: site.companyName, email: site.email, phone: site.phone, address: site.address } };
}

/** Gives a user a role (or none). Ends their sessions; the last super admin keeps the role. */
export const setRole = staffAction('super_admin', setRoleSchema, async (input, context): Promise<ActionResult> => {
  const result = await changeUserRole(context.db, superAdmin(context), input);
  const label = input.role === 'none' ? NO_ROLE_LABEL : ROLE_LABELS[input.role];
  if (!result.changed) return { ok: true, message: `${result.name} already has this role (${label}).` };
  return { ok: true, message: `${result.name} is now: ${label}. Their sessions were ended, so they sign in again.` };
});

/** Disables or enables an account (users.banned). Ends the user's sessions. */
export const setDisabled = staffAction('super_admin', setDisabledSchema, async (input, context): Promise<ActionResult> => {
  const result = await changeUserDisabled(context.db, superAdmin(context), input);
  if (!result.changed) return { ok: true, message: `${result.name} is already ${input.disabled ? 'disabled' : 'enabled'}.` };
  return {
    ok: true,
    message: input.disabled ? `${result.name} is disabled and signed out everywhere.` : `${result.name} is enabled and can sign in again.`,
  };
});

/** Creates the account with its role and no password, and emails the link that sets the password. */
export const inviteUser = staffAction('super_admin', inviteSchema, async (input, context): Promise<ActionResult> => {
  await createInvitation(context.db, superAdmin(context), input, await invitationContext());
  wakeOutboxWorker();
  return { ok: true, message: `Invitation sent to ${input.email}. The link works for 7 days.` };
});

/** A new invitation link for an account that has not set its password yet (the old link stops working). */
export const resendInvite = staffAction('super_admin', userIdSchema, async ({ userId }, context): Promise<ActionResult> => {
  const { name } = await resendInvitation(context.db, superAdmin(context), userId, await invitationContext());
  wakeOutboxWorker();
  return { ok: true, message: `A new invitation was sent to ${name}. The link works for 7 days.` };
});

/** Signs a user out of every browser (their own account: every browser but this one). */
export const signOutEverywhere = staffAction('super_admin', userIdSchema, async ({ userId }, { db, actor, user }): Promise<ActionResult> => {
  const ended = await endAccountSessions(db, actor, userId, userId === user.id ? user.sessionId : null);
  return { ok: true, message: ended === 1 ? 'One browser is signed out.' : `${ended} browsers are signed out.` };
});

/** Resets a user's two-step sign-in (their lost phone or security key): the app and the passkeys go; they sign in with the password until they set one up again. */
export const resetTwoStepSignIn = staffAction('super_admin', userIdSchema, async ({ userId }, context): Promise<ActionResult> => {
  const { company } = await invitationContext();
  const result = await resetTwoStep(context.db, superAdmin(context), userId, company);
  wakeOutboxWorker();
  if (!result.changed) return { ok: true, message: `${result.name} has no two-step sign-in to reset.` };
  return { ok: true, message: `${result.name}'s two-step sign-in is reset and they are signed out everywhere. They were told by email.` };
});

/** Limits an account to single sign-on, or lets it sign in with a password again. */
export const setSsoOnly = staffAction('super_admin', setSsoOnlySchema, async ({ userId, ssoOnly }, context): Promise<ActionResult> => {
  const result = await changeSsoOnly(context.db, superAdmin(context), userId, ssoOnly);
  if (!result.changed) return { ok: true, message: `${result.name} already signs in ${ssoOnly ? 'only through single sign-on' : 'with a password too'}.` };
  return {
    ok: true,
    message: ssoOnly
      ? `${result.name} now signs in only through single sign-on, and was signed out everywhere.`
      : `${result.name} may sign in with a password again (with no password yet, "Forgot password" sets one).`,
  };
});
