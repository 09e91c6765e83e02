// Jobs Management's writes, as plain functions over the database (admin-actions.ts calls them
// after the role check; the integration tests call them directly). Each write is one
// transaction with its audit entry, then the public careers pages' cache is dropped.
import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import { emitWebhookEvent } from '@/features/webhooks/emit';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import type { JobInput } from './admin-schema';

/** What the job webhooks say of a job (docs/operations.md, "Webhooks"). */
const jobEventData = (id: string, job: Omit<JobInput, 'id'>) => ({ id, title: job.title, department: job.department, location: job.location, type: job.type, isActive: job.isActive });

/** Creates the job (no id) or updates it; 404 (CrudError) for an unknown id. */
export async function writeJob(db: Database, actor: CrudActor, input: JobInput): Promise<{ id: string; created: boolean }> {
  const { id, ...values } = input;
  const result = await db.transaction(async (tx) => {
    if (id === undefined) {
      const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
      await recordAudit(tx, { action: 'job.create', actor, ipAddress: actor.ipAddress, entityType: 'job', entityId: row!.id, details: { title: values.title } });
      await emitWebhookEvent(tx, 'job.created', jobEventData(row!.id, values));
      return { id: row!.id, created: true };
    }
    if (!isUuid(id)) throw notFound('job');
    const [row] = await tx
      .update(jobs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .returning({ id: jobs.id });
    if (!row) throw notFound('job');
    await recordAudit(tx, { action: 'job.update', actor, ipAddress: actor.ipAddress, entityType: 'job', entityId: id, details: { title: values.title, isActive: values.isActive } });
    await emitWebhookEvent(tx, 'job.updated', jobEventData(id, values));
    return { id, created: false };
  });
  invalidateCacheTags('jobs');
  return result;
}

/** Deletes the job; 404 (CrudError) for an unknown id. */
export async function removeJob(db: Database, actor: CrudActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('job');
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id, title: jobs.title });
    if (!row) throw notFound('job');
    await recordAudit(tx, { action: 'job.delete', actor, ipAddress: actor.ipAddress, entityType: 'job', entityId: id, details: { title: row.title } });
    await emitWebhookEvent(tx, 'job.deleted', { id, title: row.title });
  });
  invalidateCacheTags('jobs');
}
