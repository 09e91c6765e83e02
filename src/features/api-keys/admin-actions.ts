'use server';

import { removeThenSay, staffAction } from '@/features/admin/crud/action';
import { deleteSchema } from '@/features/admin/crud/schema-helpers';
import { getSiteTimeZone } from '@/features/settings/queries';
import type { ActionResult } from '@/server/auth/guarded';
import { createApiKey, revokeApiKey } from './keys';
import { apiKeyFormSchema, expiryOfDate } from './schema';

// A key acts with its role on every request until it is revoked: admins only make and revoke them.

/** Creates a key; the answer holds the full key, the only time anyone sees it. */
export const createApiKeyAction = staffAction(
  'admin',
  apiKeyFormSchema,
  async (input, { db, actor, user }): Promise<ActionResult<{ key: string }>> => {
    const expiresAt = expiryOfDate(input.expires, await getSiteTimeZone());
    const { key } = await createApiKey(
      db,
      { id: user.id, name: user.name || user.email, email: user.email, ipAddress: actor.ipAddress },
      { name: input.name, role: input.role, expiresAt },
    );
    return { ok: true, data: { key }, message: 'API key created' };
  },
  { failure: 'Failed to create the API key' },
);

/** Revokes a key: the next request made with it is refused, in every process (the check reads the database). */
export const revokeApiKeyAction = staffAction('admin', deleteSchema, removeThenSay(revokeApiKey, 'API key revoked'), {
  failure: 'Failed to revoke the API key',
});
