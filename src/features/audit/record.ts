import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';

export type AuditEntry = {
  action: string;
  /** A user, or an API key (apiKey: its id and, in `email`, its name). */
  actor?: { id: string; email: string; apiKey?: boolean } | null;
  actorEmail?: string;
  entityType?: string;
  entityId?: string;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
  /** Done by the site itself (a scheduled publish): no user, and no visitor either. */
  system?: boolean;
};

function row(entry: AuditEntry) {
  return {
    actorKind: entry.actor ? (entry.actor.apiKey ? ('api_key' as const) : ('user' as const)) : entry.system ? ('system' as const) : ('visitor' as const),
    actorUserId: entry.actor?.apiKey ? undefined : entry.actor?.id,
    actorEmail: entry.actor?.email ?? entry.actorEmail,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.actor?.apiKey ? { ...entry.details, apiKeyId: entry.actor.id } : (entry.details ?? {}),
    ipAddress: entry.ipAddress ?? undefined,
  };
}

/** Who did what, when: sign-in attempts, sign-outs and every admin write. */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntry) {
  await db.insert(auditLog).values(row(entry));
}

/**
 * The audit entries of changes staff (or an API key) make to one kind of record, with the
 * address they acted from: `const auditLeadChange = auditChangesOf('lead')`, then
 * `auditLeadChange(tx, actor, 'lead.status', id, { from, to })` in the write's transaction.
 */
export function auditChangesOf(entityType: string) {
  return (
    db: Pick<Database, 'insert'>,
    actor: NonNullable<AuditEntry['actor']> & { ipAddress?: string | null },
    action: string,
    entityId: string,
    details?: Record<string, unknown>,
  ) => recordAudit(db, { action, actor, ipAddress: actor.ipAddress, entityType, entityId, details });
}

const HOUR_MS = 60 * 60_000;

/**
 * An entry that a scan repeats thousands of times (a refused sign-in): one row per action,
 * outcome, email and address per clock hour (UTC), whose repeat count and time of the latest
 * attempt go up instead of a new row being written. The details are those of the first attempt.
 */
export async function recordRepeatableAudit(db: Pick<Database, 'insert'>, entry: AuditEntry & { outcome: string }, now = new Date()) {
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS).toISOString();
  const collapseKey = [entry.action, entry.outcome, entry.actor?.email ?? entry.actorEmail ?? '', entry.ipAddress ?? '', hour].join('|');
  await db
    .insert(auditLog)
    .values({ ...row(entry), collapseKey, firstSeenAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: auditLog.collapseKey,
      set: { repeatCount: sql`${auditLog.repeatCount} + 1`, createdAt: sql`greatest(${auditLog.createdAt}, excluded.created_at)` },
    });
}
