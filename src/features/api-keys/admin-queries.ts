// The API keys list of Settings, as plain text the client table shows: dates in the site's time
// zone, and the status each key has now.
import 'server-only';
import { formatZoned } from '@/lib/zoned-time';
import type { Database } from '@/server/db/client';
import { listApiKeys, type ApiKeySummary } from './keys';
import { API_KEY_ROLE_LABELS } from './schema';

/** Stopped: valid, but its creator's account is disabled, so every request with it is refused. */
export type ApiKeyStatus = 'Active' | 'Expired' | 'Revoked' | 'Stopped';

export type ApiKeyListRow = {
  id: string;
  name: string;
  /** As shown: ak_<prefix>_… (the secret is never stored, so never shown). */
  maskedKey: string;
  role: string;
  /** Why the key does less than its role says (its creator's account now), or null. */
  limit: string | null;
  createdBy: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  status: ApiKeyStatus;
};

export function apiKeyStatus(key: Pick<ApiKeySummary, 'expiresAt' | 'revokedAt' | 'actsAs'>, now: Date): ApiKeyStatus {
  if (key.revokedAt) return 'Revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'Expired';
  return key.actsAs ? 'Active' : 'Stopped';
}

function limitOf(key: ApiKeySummary): string | null {
  if (!key.actsAs) return `Stopped: ${key.createdByName}’s account is disabled.`;
  if (key.actsAs !== key.role)
    return `Acts as ${API_KEY_ROLE_LABELS[key.actsAs]}: ${key.createdByName} is an ${API_KEY_ROLE_LABELS[key.actsAs].toLowerCase()} now.`;
  return null;
}

export function apiKeyListRow(key: ApiKeySummary, timeZone: string, now: Date): ApiKeyListRow {
  return {
    id: key.id,
    name: key.name,
    maskedKey: `ak_${key.prefix}_…`,
    role: API_KEY_ROLE_LABELS[key.role],
    limit: limitOf(key),
    createdBy: key.createdByName,
    createdAt: formatZoned(key.createdAt, timeZone),
    expiresAt: key.expiresAt && formatZoned(key.expiresAt, timeZone),
    lastUsedAt: key.lastUsedAt && formatZoned(key.lastUsedAt, timeZone),
    status: apiKeyStatus(key, now),
  };
}

export async function listApiKeyRows(db: Database, timeZone: string, now = new Date()): Promise<ApiKeyListRow[]> {
  return (await listApiKeys(db)).map((key) => apiKeyListRow(key, timeZone, now));
}
