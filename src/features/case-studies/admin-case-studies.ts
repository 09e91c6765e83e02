// The Case Studies manager's writes, as plain functions over the database (admin-actions.ts calls
// them after the role check; the integration tests call them directly). Each write is one
// transaction with its audit entry, then the public portfolio pages' cache is dropped.
import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { CrudError, isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { caseStudies } from '@/server/db/schema';
import type { CaseStudyInput } from './admin-schema';

export const SLUG_TAKEN = 'This slug is already used by another case study.';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function assertSlugFree(tx: Tx, slug: string, exceptId?: string) {
  const condition = exceptId ? and(eq(caseStudies.slug, slug), ne(caseStudies.id, exceptId)) : eq(caseStudies.slug, slug);
  const [taken] = await tx.select({ id: caseStudies.id }).from(caseStudies).where(condition).limit(1);
  if (taken) throw new CrudError(SLUG_TAKEN, 409);
}

/** Creates the case study (no id) or updates it; 404 (CrudError) for an unknown id, 409 for a taken slug. */
export async function writeCaseStudy(db: Database, actor: CrudActor, input: CaseStudyInput): Promise<{ id: string; created: boolean }> {
  const { id, ...values } = input;
  const result = await db.transaction(async (tx) => {
    if (id === undefined) {
      await assertSlugFree(tx, values.slug);
      const [row] = await tx.insert(caseStudies).values(values).returning({ id: caseStudies.id });
      await recordAudit(tx, { action: 'case_study.create', actor, ipAddress: actor.ipAddress, entityType: 'case_study', entityId: row!.id, details: { title: values.title, slug: values.slug } });
      return { id: row!.id, created: true };
    }
    if (!isUuid(id)) throw notFound('case study');
    await assertSlugFree(tx, values.slug, id);
    const [row] = await tx
      .update(caseStudies)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(caseStudies.id, id))
      .returning({ id: caseStudies.id });
    if (!row) throw notFound('case study');
    await recordAudit(tx, { action: 'case_study.update', actor, ipAddress: actor.ipAddress, entityType: 'case_study', entityId: id, details: { title: values.title, slug: values.slug, isActive: values.isActive } });
    return { id, created: false };
  });
  invalidateCacheTags('case-studies');
  return result;
}

/** Deletes the case study; 404 (CrudError) for an unknown id. */
export async function removeCaseStudy(db: Database, actor: CrudActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('case study');
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(caseStudies).where(eq(caseStudies.id, id)).returning({ id: caseStudies.id, title: caseStudies.title });
    if (!row) throw notFound('case study');
    await recordAudit(tx, { action: 'case_study.delete', actor, ipAddress: actor.ipAddress, entityType: 'case_study', entityId: id, details: { title: row.title } });
  });
  invalidateCacheTags('case-studies');
}
