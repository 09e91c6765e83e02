'use server';

import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { deleteSchema } from '@/features/admin/crud/schema-helpers';
import { getSiteTimeZone } from '@/features/settings/queries';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { createApiKey, revokeApiKey } from './keys';
import { apiKeyFormSchema, expiryOfDate } from './schema';

// A key acts with its role on every request until it is revoked: admins only make and revoke them.

/** Creates a key; the answer holds the full key, the only time anyone sees it. */
export async function createApiKeyAction(input: unknown): Promise<ActionResult<{ key: string }>> {
  return guarded('admin', async (user): Promise<ActionResult<{ key: string }>> => {
    const parsed = apiKeyFormSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const actor = await actorOf(user);
      const expiresAt = expiryOfDate(parsed.data.expires, await getSiteTimeZone());
      const { key } = await createApiKey(await getDb(), { id: user.id, name: user.name || user.email, email: user.email, ipAddress: actor.ipAddress }, { name: parsed.data.name, role: parsed.data.role, expiresAt });
      return { ok: true, data: { key }, message: 'API key created' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to create the API key');
}

/** Revokes a key: the next request made with it is refused, in every process (the check reads the database). */
export async function revokeApiKeyAction(input: unknown): Promise<ActionResult> {
  return guarded('admin', async (user) => {
    const parsed = deleteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await revokeApiKey(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, message: 'API key revoked' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to revoke the API key');
}
