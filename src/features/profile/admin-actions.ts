'use server';

import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { staffAction } from '@/features/admin/crud/action';
import { getAuth } from '@/server/auth/auth';
import type { ActionResult } from '@/server/auth/guarded';
import { users } from '@/server/db/schema';
import { recordOwnChange, withPassword } from './factor-change';
import { nameSchema, passwordChangeSchema } from './schema';

/** Changes the signed-in user's own name. */
export const updateName = staffAction('editor', nameSchema, async ({ name }, { db, actor, user }): Promise<ActionResult> => {
  if (name === user.name) return { ok: true, message: 'Your name is unchanged.' };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name }).where(eq(users.id, user.id));
    await recordOwnChange(tx, { actor, user }, 'profile.name_change', { from: user.name, to: name });
  });
  return { ok: true, message: 'Your name has been updated.' };
});

/**
 * Changes the signed-in user's own password (better-auth checks the current one and stores the
 * new hash); every other session of the user ends, this one gets a fresh token. Five wrong
 * current passwords within 10 minutes lock the form for the rest of the window.
 */
export const changePassword = staffAction('editor', passwordChangeSchema, async (input, { db, actor, user }): Promise<ActionResult> => {
  const audit = (details: Record<string, unknown>) => recordOwnChange(db, { actor, user }, 'profile.password_change', details);
  try {
    const auth = await getAuth();
    const changed = await withPassword(db, user.id, async () =>
      auth.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
        headers: await headers(),
      }),
    );
    if (!changed.ok) {
      if (changed.reason === 'wrong password') await audit({ success: false, reason: 'Invalid password' });
      return changed.answer;
    }
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    await audit({ success: false, reason: error.message });
    return { ok: false, status: 400, error: 'Your password could not be changed. Please try again.' };
  }
  await audit({ success: true });
  return { ok: true, message: 'Your password has been changed. Other devices were signed out.' };
});
