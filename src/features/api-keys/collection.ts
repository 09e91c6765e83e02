// API keys (decision 087), made and revoked by admins under Settings -> API keys (decision 103),
// or made on the command line; not in the content API. Both writes are keys.ts's, which the
// command line shares: a key is shown once (only its hash is kept), and its "delete" is a revoke,
// which keeps the row for the list and the audit log. audit and named say what their entries hold.
import 'server-only';
import type { z } from 'zod';
import type { CrudActor } from '@/features/admin/crud/server';
import type { SaveResult } from '@/features/admin/crud/schema-helpers';
import { defineCollection } from '@/features/collections/define';
import { siteTimeZone } from '@/features/settings/time-zone';
import type { Database } from '@/server/db/client';
import { apiKeys } from '@/server/db/schema';
import { createApiKey, revokeApiKey } from './keys';
import { apiKeyFormSchema, expiryOfDate } from './schema';

/**
 * Makes a key from the Settings form, its expiry date ending in the site's time zone (read from the
 * database written to); the answer carries the key itself, the only time anyone sees it.
 */
async function createFromForm(db: Database, actor: CrudActor, input: z.output<typeof apiKeyFormSchema>): Promise<SaveResult & { key: string }> {
  const expiresAt = expiryOfDate(input.expires, await siteTimeZone(db));
  const creator = { id: actor.id, name: actor.name || actor.email, email: actor.email, ipAddress: actor.ipAddress };
  const { key, summary } = await createApiKey(db, creator, { name: input.name, role: input.role, expiresAt });
  return { id: summary.id, created: true, key };
}

export const apiKeysCollection = defineCollection({
  noun: 'API key',
  plural: 'API keys',
  entityType: 'api_key',
  table: apiKeys,
  input: apiKeyFormSchema,
  access: { read: 'admin', write: 'admin' },
  cacheTag: 'api-keys',
  // The entry of a new key also holds its prefix and expiry, which the form does not: keys.ts adds them.
  audit: (key) => ({ name: key.name, role: key.role }),
  named: { name: apiKeys.name, prefix: apiKeys.prefix },
  writes: { write: createFromForm, remove: revokeApiKey },
});
