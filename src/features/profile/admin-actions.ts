'use server';

import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { recordAudit } from '@/features/audit/record';
import { getAuth } from '@/server/auth/auth';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { hitRateLimit, peekRateLimit } from '@/server/rate-limit';
import { getClientIp } from '@/server/request';
import { nameSchema, passwordChangeSchema, WRONG_CURRENT_PASSWORD } from './schema';

const FAILED_PASSWORD_CHECKS = { limit: 5, windowMs: 10 * 60_000 };

/** Changes the signed-in user's own name. */
export async function updateName(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = nameSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? 'Please enter your name.' };
    const { name } = parsed.data;
    if (name === user.name) return { ok: true, message: 'Your name is unchanged.' };
    const db = await getDb();
    const ipAddress = await getClientIp();
    await db.transaction(async (tx) => {
      await tx.update(users).set({ name }).where(eq(users.id, user.id));
      await recordAudit(tx, { action: 'profile.name_change', actor: user, entityType: 'user', entityId: user.id, ipAddress, details: { from: user.name, to: name } });
    });
    return { ok: true, message: 'Your name has been updated.' };
  });
}

/**
 * Changes the signed-in user's own password (better-auth checks the current one and stores the
 * new hash); every other session of the user ends, this one gets a fresh token. Five wrong
 * current passwords within 10 minutes lock the form for the rest of the window.
 */
export async function changePassword(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = passwordChangeSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? 'Please check the form.' };
    const db = await getDb();
    const limitKey = `change-password:${user.id}`;
    if ((await peekRateLimit(db, limitKey, FAILED_PASSWORD_CHECKS)) >= FAILED_PASSWORD_CHECKS.limit) {
      return { ok: false, status: 400, error: 'Too many wrong passwords. Please wait 10 minutes and try again.' };
    }
    const ipAddress = await getClientIp();
    try {
      const auth = await getAuth();
      await auth.api.changePassword({
        body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword, revokeOtherSessions: true },
        headers: await headers(),
      });
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const wrongPassword = (error.body as { code?: string } | undefined)?.code === 'INVALID_PASSWORD' || error.message === 'Invalid password';
      if (wrongPassword) await hitRateLimit(db, limitKey, FAILED_PASSWORD_CHECKS);
      await recordAudit(db, { action: 'profile.password_change', actor: user, entityType: 'user', entityId: user.id, ipAddress, details: { success: false, reason: error.message } });
      return { ok: false, status: 400, error: wrongPassword ? WRONG_CURRENT_PASSWORD : 'Your password could not be changed. Please try again.' };
    }
    await recordAudit(db, { action: 'profile.password_change', actor: user, entityType: 'user', entityId: user.id, ipAddress, details: { success: true } });
    return { ok: true, message: 'Your password has been changed. Other devices were signed out.' };
  });
}
