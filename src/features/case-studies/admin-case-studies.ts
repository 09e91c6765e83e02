// The Case Studies manager's create and delete, as plain functions over the database
// (admin-actions.ts calls them after the role check; the integration tests call them directly).
// Each is one transaction with its audit entry. Changes to a case study go through its draft.
import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { CrudError, isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { caseStudies } from '@/server/db/schema';
import { forgetRecord } from '@/features/publishing/workflow';
import { emitWebhookEvent } from '@/features/webhooks/emit';
import type { CaseStudyInput } from './admin-schema';

export const SLUG_TAKEN = 'This slug is already used by another case study.';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function assertSlugFree(tx: Tx, slug: string) {
  const [taken] = await tx.select({ id: caseStudies.id }).from(caseStudies).where(eq(caseStudies.slug, slug)).limit(1);
  if (taken) throw new CrudError(SLUG_TAKEN, 409);
}

/**
 * Creates a case study as a draft: visitors see it once someone publishes it in its editor, where
 * every later change is saved as a draft too (publishing.ts, decision 086). 409 for a taken slug.
 */
export async function createCaseStudy(db: Database, actor: CrudActor, input: CaseStudyInput): Promise<{ id: string; created: true }> {
  return db.transaction(async (tx) => {
    const values = { ...input, id: undefined, isActive: false };
    await assertSlugFree(tx, values.slug);
    const [row] = await tx.insert(caseStudies).values(values).returning({ id: caseStudies.id });
    await recordAudit(tx, {
      action: 'case_study.create',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'case_study',
      entityId: row!.id,
      details: { title: values.title, slug: values.slug },
    });
    return { id: row!.id, created: true as const };
  });
}

/** Deletes the case study; 404 (CrudError) for an unknown id. */
export async function removeCaseStudy(db: Database, actor: CrudActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('case study');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(caseStudies)
      .where(eq(caseStudies.id, id))
      .returning({ id: caseStudies.id, title: caseStudies.title, slug: caseStudies.slug });
    if (!row) throw notFound('case study');
    await forgetRecord(tx, 'case_study', id);
    await recordAudit(tx, {
      action: 'case_study.delete',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'case_study',
      entityId: id,
      details: { title: row.title },
    });
    await emitWebhookEvent(tx, 'case_study.deleted', { id, title: row.title, slug: row.slug });
  });
  invalidateCacheTags('case-studies');
}
