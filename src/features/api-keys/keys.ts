// Content API keys (decision 087): made by staff or the CLI, shown once, stored as a SHA-256 of
// the secret, found by their prefix, checked against the database on every request (a revoke
// holds at once in every process), and named in the audit log of every write they make.
import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '@/features/audit/record';
import { CrudError, isUuid, type CrudActor } from '@/features/admin/crud/server';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { API_KEY_ROLES } from '@/server/db/enums';
import { hasRole, type Role } from '@/server/auth/roles';
import { apiKeys, users } from '@/server/db/schema';

export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

/** Who a request with a key is: what the workflow and the audit log need. */
export type ApiKeyActor = { id: string; name: string; role: ApiKeyRole; expiresAt?: Date | null };

/** A key as the admin lists it: never its secret. */
export type ApiKeySummary = {
  id: string;
  name: string;
  prefix: string;
  role: ApiKeyRole;
  createdByName: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  /** What the key may do now, its creator's standing considered: its own role, 'editor' (creator demoted) or null (creator disabled). */
  actsAs: ApiKeyRole | null;
};

export const apiKeyInputSchema = z.object({
  name: z.string('Please enter a name for the key.').trim().min(1, 'Please enter a name for the key.').max(100, 'Use at most 100 characters for the name.'),
  role: z.enum(API_KEY_ROLES, 'Choose the role: editor or admin.'),
  expiresAt: z.coerce.date('Choose a valid expiry date.').nullable().optional(),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

// ak_{prefix}_{secret}: the prefix (10 hex) finds the row and is safe to show; the secret is 256 bits.
const KEY_FORMAT = /^ak_([0-9a-f]{10})_([A-Za-z0-9_-]{43})$/;
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
/** Writing last_used_at on every request would make every read a write: once a minute is enough. */
const LAST_USED_PRECISION_MS = 60_000;

/** The creator as the list names it: a user, or the command line. */
export type KeyCreator = { id: string | null; name: string; email?: string; ipAddress?: string | null };

export async function createApiKey(db: Database, creator: KeyCreator, input: ApiKeyInput, now = new Date()): Promise<{ key: string; summary: ApiKeySummary }> {
  const parsed = apiKeyInputSchema.parse(input);
  if (parsed.expiresAt && parsed.expiresAt.getTime() <= now.getTime()) throw new CrudError('Choose an expiry in the future, or none.', 400);
  const prefix = randomBytes(5).toString('hex');
  const key = `ak_${prefix}_${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name: parsed.name,
        prefix,
        secretHash: hashOf(key),
        role: parsed.role,
        createdById: creator.id,
        createdByName: creator.name,
        expiresAt: parsed.expiresAt ?? null,
      })
      .returning();
    await recordAudit(tx, {
      action: 'api_key.create',
      ...(creator.id && creator.email ? { actor: { id: creator.id, email: creator.email } } : { system: true }),
      ipAddress: creator.ipAddress,
      entityType: 'api_key',
      entityId: row!.id,
      details: { name: parsed.name, role: parsed.role, prefix, ...(parsed.expiresAt && { expiresAt: parsed.expiresAt.toISOString() }) },
    });
    return { key, summary: summaryOf(row!) };
  });
}

// Named column by column, so that a column added later is not listed until someone decides to.
function summaryOf(row: typeof apiKeys.$inferSelect, actsAs: ApiKeyRole | null = row.role): ApiKeySummary {
  const { id, name, prefix, role, createdByName, createdAt, expiresAt, lastUsedAt, revokedAt } = row;
  return { id, name, prefix, role, createdByName, createdAt, expiresAt, lastUsedAt, revokedAt, actsAs };
}

/** Every key, newest first (revoked ones too: the list says so), with what each may do now. */
export async function listApiKeys(db: Database): Promise<ApiKeySummary[]> {
  const rows = await db
    .select({ key: apiKeys, creator: { role: users.role, banned: users.banned } })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(({ key, creator }) => summaryOf(key, effectiveKeyRole(key.role, key.createdById ? creator : null)));
}

export async function revokeApiKey(db: Database, actor: CrudActor, id: string, now = new Date()): Promise<void> {
  if (!isUuid(id)) throw new CrudError('That key no longer exists.', 404);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning();
    if (!row) throw new CrudError('That key no longer exists or is already revoked.', 404);
    await recordAudit(tx, {
      action: 'api_key.revoke',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'api_key',
      entityId: id,
      details: { name: row.name, prefix: row.prefix },
    });
  });
  // Every process forgets the keys whose reads it answers from its cache: this one is refused from now on.
  invalidateCacheTags('api-keys');
}

/**
 * What a key may do now: never more than its creator may (issue 37). A key of a disabled creator
 * does nothing (null: 401); a creator demoted to editor limits an admin key to editor. Keys made
 * on the command line (no creator) keep their own role: whoever runs the CLI holds the server.
 */
export function effectiveKeyRole(role: ApiKeyRole, creator: { role: Role | null; banned: boolean | null } | null): ApiKeyRole | null {
  if (!creator) return role;
  if (creator.banned || !hasRole(creator.role, 'editor')) return null;
  return hasRole(creator.role, 'admin') ? role : 'editor';
}

/** The key a bearer token names, if it is valid now; null for anything else (the caller answers 401). */
export async function authenticateApiKey(db: Database, token: string, now = new Date()): Promise<ApiKeyActor | null> {
  const match = KEY_FORMAT.exec(token);
  if (!match) return null;
  // Read with the creator on every request, like the key itself: a demotion or a disabled account holds at once in every process.
  const [found] = await db
    .select({ key: apiKeys, creator: { role: users.role, banned: users.banned } })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .where(eq(apiKeys.prefix, match[1]!))
    .limit(1);
  if (!found) return null;
  const { key: row } = found;
  if (row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return null;
  const given = Buffer.from(hashOf(token), 'hex');
  const stored = Buffer.from(row.secretHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  const role = effectiveKeyRole(row.role, row.createdById ? found.creator : null);
  if (!role) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  }
  return { id: row.id, name: row.name, role, expiresAt: row.expiresAt };
}

/** The actor a key's writes are recorded under: the audit log names the key, not a user. */
export const keyActor = (key: ApiKeyActor, ipAddress: string | null): CrudActor & { name: string } => ({
  id: key.id,
  email: key.name,
  name: `API key ${key.name}`,
  ipAddress,
  apiKey: true,
});
