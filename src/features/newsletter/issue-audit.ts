// The audit entry of every step in an issue's life: its action (newsletter.issue.create, …), the
// issue by its id with its subject, and who took the step: a staff member, or the site itself
// (the sending job: null).
import 'server-only';
import { recordAudit } from '@/features/audit/record';
import type { CrudActor } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';

export function auditIssue(
  tx: Pick<Database, 'insert'>,
  by: CrudActor | null,
  action: string,
  issue: { id: string; subject: string },
  details: Record<string, unknown> = {},
) {
  return recordAudit(tx, {
    action,
    ...(by ? { actor: by, ipAddress: by.ipAddress } : { system: true }),
    entityType: 'newsletter_issue',
    entityId: issue.id,
    details: { subject: issue.subject, ...details },
  });
}
