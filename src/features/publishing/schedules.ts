// Publish and unpublish at a set time (decision 085). A schedule is a row; every app process runs
// a worker that claims due rows with FOR UPDATE SKIP LOCKED and carries each out in the same
// transaction that marks it done, so one publish happens however many processes look, and a row
// that fell due while every process was stopped is done at the next start (it is still due).
import 'server-only';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { CrudError } from '@/features/admin/crud/server';
import { startLoop } from '@/server/background-jobs';
import type { Database } from '@/server/db/client';
import { publishSchedules, SCHEDULE_ACTIONS } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { collectionOf } from './collections';
import { auditStep } from './audit';
import type { Author, Collection } from './types';
import { publishIn, unpublishIn } from './workflow';

export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];
export type Schedule = { id: string; action: ScheduleAction; runAt: string; createdByName: string };

/** A year ahead at most: further is more likely a typo in the year. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

export async function addSchedule(
  db: Database,
  author: Author,
  input: { collection: Collection; id: string; action: ScheduleAction; runAt: Date },
  now = new Date(),
): Promise<Schedule> {
  const collection = collectionOf(input.collection);
  if (Number.isNaN(input.runAt.getTime())) throw new CrudError('Choose a date and a time.', 400);
  if (input.runAt.getTime() <= now.getTime()) throw new CrudError('Choose a time in the future.', 400);
  if (input.runAt.getTime() - now.getTime() > MAX_AHEAD_MS) throw new CrudError('Choose a time within a year from now.', 400);
  return db.transaction(async (tx) => {
    const locked = await collection.lock(tx, input.id);
    if (!locked) throw new CrudError(`This ${collection.noun} no longer exists.`, 404);
    if (input.action === 'unpublish' && !locked.canUnpublish)
      throw new CrudError(`This ${collection.noun} is part of the site and cannot be unpublished.`, 409);
    const [row] = await tx
      .insert(publishSchedules)
      .values({
        collection: input.collection,
        recordId: input.id,
        action: input.action,
        runAt: input.runAt,
        createdById: author.id,
        createdByName: author.name,
      })
      .returning();
    await auditStep(tx, collection, author, input.id, 'schedule', { title: locked.title, action: input.action, runAt: input.runAt.toISOString() });
    return { id: row!.id, action: row!.action, runAt: row!.runAt.toISOString(), createdByName: row!.createdByName };
  });
}

/** Cancels a schedule that has not run; 404 once it ran or was cancelled. */
export async function cancelSchedule(db: Database, author: Author, input: { collection: Collection; id: string; scheduleId: string }): Promise<void> {
  const collection = collectionOf(input.collection);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(publishSchedules)
      .where(
        and(
          eq(publishSchedules.id, input.scheduleId),
          eq(publishSchedules.collection, input.collection),
          eq(publishSchedules.recordId, input.id),
          isNull(publishSchedules.doneAt),
        ),
      )
      .returning();
    if (!row) throw new CrudError('That schedule has already run or was cancelled.', 404);
    await auditStep(tx, collection, author, input.id, 'schedule.cancel', { action: row.action, runAt: row.runAt.toISOString() });
  });
}

/** The schedules of a record still to run, soonest first. */
export async function pendingSchedules(db: Database, collection: Collection, id: string): Promise<Schedule[]> {
  const rows = await db
    .select({ id: publishSchedules.id, action: publishSchedules.action, runAt: publishSchedules.runAt, createdByName: publishSchedules.createdByName })
    .from(publishSchedules)
    .where(and(eq(publishSchedules.collection, collection), eq(publishSchedules.recordId, id), isNull(publishSchedules.doneAt)))
    .orderBy(asc(publishSchedules.runAt));
  return rows.map((row) => ({ ...row, runAt: row.runAt.toISOString() }));
}

/**
 * Carries out every due schedule, one transaction each. One that cannot be done (the page's
 * address was taken meanwhile, its draft has a problem) is marked done with the reason and audited:
 * it is not retried forever.
 */
export async function runDueSchedules(db: Database, now = new Date()): Promise<{ done: number; failed: number }> {
  const result = { done: 0, failed: 0 };
  for (;;) {
    const ran = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(publishSchedules)
        .where(and(isNull(publishSchedules.doneAt), lte(publishSchedules.runAt, now)))
        .orderBy(asc(publishSchedules.runAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const collection = collectionOf(due.collection);
      const author: Author = { id: due.createdById ?? 'system', email: '', name: due.createdByName, ipAddress: null };
      let outcome = 'done';
      try {
        // A savepoint: a refused publish leaves the claim (and its outcome) to be written.
        await tx.transaction(async (inner) => {
          if (due.action === 'publish') {
            const published = await publishIn(inner, collection, author, { id: due.recordId, scheduled: true, note: 'Scheduled' });
            if (!published.ok)
              throw new CrudError(
                'issues' in published ? `It has a problem to fix first: ${published.issues[0]?.message ?? 'invalid'}` : 'Someone saved at the same moment.',
                400,
              );
          } else {
            await unpublishIn(inner, collection, author, due.recordId, { scheduled: true });
          }
        });
      } catch (error) {
        if (!(error instanceof CrudError)) throw error;
        outcome = error.message;
        await recordAudit(tx, {
          action: `${collection.entityType}.schedule.failed`,
          system: true,
          entityType: collection.entityType,
          entityId: due.recordId,
          details: { action: due.action, runAt: due.runAt.toISOString(), reason: error.message, scheduledBy: due.createdByName },
        });
      }
      await tx.update(publishSchedules).set({ doneAt: new Date(), outcome }).where(eq(publishSchedules.id, due.id));
      return { collection, ok: outcome === 'done' };
    });
    if (!ran) return result;
    if (ran.ok) {
      result.done += 1;
      ran.collection.invalidate();
    } else result.failed += 1;
  }
}

/** Looks for due schedules every `intervalMs` (one run at a time) until stopped. */
export function startScheduleWorker(options: { getDb: () => Promise<Database>; intervalMs?: number }) {
  return startLoop({
    name: 'schedules',
    everyMs: options.intervalMs ?? 2_000,
    failed: 'scheduled publishing run failed',
    run: async () => {
      const result = await runDueSchedules(await options.getDb());
      if (result.done + result.failed > 0) logger.info(result, 'scheduled publishing run');
    },
  });
}
