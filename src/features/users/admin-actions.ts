'use server';

import { getSiteInfo } from '@/features/settings/queries';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { ROLE_LABELS } from '@/server/auth/roles';
import type { SessionUser } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { getClientIp } from '@/server/request';
import { inviteSchema, NO_ROLE_LABEL, setDisabledSchema, setRoleSchema, userIdSchema } from './schema';
import { changeUserDisabled, changeUserRole, inviteUser as createInvitation, resendInvitation, UserRuleError, type Actor, type InvitationContext } from './users';

function badInput(issues: { message: string }[]): ActionResult<never> {
  return { ok: false, status: 400, error: issues[0]?.message ?? 'Please check the form.' };
}

function refused(error: unknown): ActionResult<never> {
  if (error instanceof UserRuleError) return { ok: false, status: error.status, error: error.message };
  throw error;
}

/** The acting super admin, with the address their request came from (for the audit log). */
async function actorOf(user: SessionUser): Promise<Actor> {
  return { id: user.id, email: user.email, sessionId: user.sessionId, ipAddress: await getClientIp() };
}

async function invitationContext(): Promise<InvitationContext> {
  const site = await getSiteInfo();
  return { siteUrl: env().siteUrl, company: { name: site.companyName, email: site.email, phone: site.phone, address: site.address } };
}

/** Gives a user a role (or none). Ends their sessions; the last super admin keeps the role. */
export async function setRole(input: unknown): Promise<ActionResult> {
  return guarded('super_admin', async (user) => {
    const parsed = setRoleSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const result = await changeUserRole(await getDb(), await actorOf(user), parsed.data);
      const label = parsed.data.role === 'none' ? NO_ROLE_LABEL : ROLE_LABELS[parsed.data.role];
      if (!result.changed) return { ok: true, message: `${result.name} already has this role (${label}).` };
      return { ok: true, message: `${result.name} is now: ${label}. Their sessions were ended, so they sign in again.` };
    } catch (error) {
      return refused(error);
    }
  });
}

/** Disables or enables an account (users.banned). Ends the user's sessions. */
export async function setDisabled(input: unknown): Promise<ActionResult> {
  return guarded('super_admin', async (user) => {
    const parsed = setDisabledSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const result = await changeUserDisabled(await getDb(), await actorOf(user), parsed.data);
      if (!result.changed) return { ok: true, message: `${result.name} is already ${parsed.data.disabled ? 'disabled' : 'enabled'}.` };
      return {
        ok: true,
        message: parsed.data.disabled ? `${result.name} is disabled and signed out everywhere.` : `${result.name} is enabled and can sign in again.`,
      };
    } catch (error) {
      return refused(error);
    }
  });
}

/** Creates the account with its role and no password, and emails the link that sets the password. */
export async function inviteUser(input: unknown): Promise<ActionResult> {
  return guarded('super_admin', async (user) => {
    const parsed = inviteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await createInvitation(await getDb(), await actorOf(user), parsed.data, await invitationContext());
    } catch (error) {
      return refused(error);
    }
    wakeOutboxWorker();
    return { ok: true, message: `Invitation sent to ${parsed.data.email}. The link works for 7 days.` };
  });
}

/** A new invitation link for an account that has not set its password yet (the old link stops working). */
export async function resendInvite(input: unknown): Promise<ActionResult> {
  return guarded('super_admin', async (user) => {
    const parsed = userIdSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    let name: string;
    try {
      name = (await resendInvitation(await getDb(), await actorOf(user), parsed.data.userId, await invitationContext())).name;
    } catch (error) {
      return refused(error);
    }
    wakeOutboxWorker();
    return { ok: true, message: `A new invitation was sent to ${name}. The link works for 7 days.` };
  });
}
