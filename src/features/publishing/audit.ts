import 'server-only';
import { recordAudit } from '@/features/audit/record';
import type { Database } from '@/server/db/client';
import type { Author } from './types';

/**
 * The audit entry of a step staff took on one record, named by the collection's entity type and
 * the step: `page.save`, `post.schedule.cancel`, `page.preview-link.revoke`.
 */
export function auditStep(
  tx: Pick<Database, 'insert'>,
  collection: { entityType: string },
  author: Author,
  recordId: string,
  step: string,
  details: Record<string, unknown>,
) {
  return recordAudit(tx, {
    action: `${collection.entityType}.${step}`,
    actor: author,
    ipAddress: author.ipAddress,
    entityType: collection.entityType,
    entityId: recordId,
    details,
  });
}
