'use server';

import { saveAndDelete } from '@/features/admin/crud/action';
import { apiKeysCollection } from './collection';

// A key acts with its role on every request until it is revoked: admins only make and revoke them.
const actions = saveAndDelete('admin', apiKeysCollection, {
  saved: 'API key created',
  deleted: 'API key revoked',
  saveFailed: 'Failed to create the API key',
  deleteFailed: 'Failed to revoke the API key',
});

/** Creates a key; the answer holds the full key, the only time anyone sees it. */
export const createApiKeyAction = actions.save;
/** Revokes a key: the next request made with it is refused, in every process (the check reads the database). */
export const revokeApiKeyAction = actions.remove;
