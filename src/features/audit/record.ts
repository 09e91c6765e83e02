import 'server-only';
import type { Database } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';

export type AuditEntry = {
  action: string;
  actor?: { id: string; email: string } | null;
  actorEmail?: string;
  entityType?: string;
  entityId?: string;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
};

/** Who did what, when: sign-in attempts, sign-outs and every admin write. */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorKind: entry.actor ? 'user' : 'visitor',
    actorUserId: entry.actor?.id,
    actorEmail: entry.actor?.email ?? entry.actorEmail,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? {},
    ipAddress: entry.ipAddress ?? undefined,
  });
}
