// The Case Studies manager's list: every case study (published or draft), newest first, 50 per
// page, searchable by title or client and filterable by status and featured; and one case study
// as its editor opens it. Not cached: staff see their change at once.
import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  chosenFeatured,
  containsPattern,
  FEATURED_FILTER,
  isUuid,
  PAGE_SIZE,
  type ListFilter,
  type ListParams,
  type Paged,
} from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { caseStudies } from '@/server/db/schema';
import {
  PUBLISHING_STATUS_FILTER,
  publishingRowStatus,
  withWorkingTitle,
  publishingStatusCondition,
  type PublishingRowStatus,
} from '@/features/publishing/list';
import { workingCopy } from '@/features/publishing/workflow';
import { caseStudyColumns } from './columns';
import { caseStudyCollection } from './publishing';

const adminColumns = { id: caseStudies.id, ...caseStudyColumns, isActive: caseStudies.isActive, createdAt: caseStudies.createdAt };

export type AdminCaseStudy = {
  [K in keyof typeof adminColumns]: (typeof caseStudies.$inferSelect)[K];
} & PublishingRowStatus;

export const CASE_STUDY_LIST_FILTERS: readonly ListFilter[] = [PUBLISHING_STATUS_FILTER, FEATURED_FILTER];

export async function listAdminCaseStudies(db: Database, params: ListParams): Promise<Paged<AdminCaseStudy>> {
  const filters: SQL[] = [];
  if (params.q) filters.push(or(ilike(caseStudies.title, containsPattern(params.q)), ilike(caseStudies.client, containsPattern(params.q)))!);
  const state = publishingStatusCondition(params, 'case_study', { id: caseStudies.id, isPublished: caseStudies.isActive }, db);
  if (state) filters.push(state);
  const featured = chosenFeatured(params);
  if (featured !== undefined) filters.push(eq(caseStudies.isFeatured, featured));
  const where = filters.length ? and(...filters) : undefined;
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(caseStudies).where(where),
    db
      .select(adminColumns)
      .from(caseStudies)
      .where(where)
      .orderBy(desc(caseStudies.createdAt), desc(caseStudies.id))
      .limit(PAGE_SIZE)
      .offset((params.page - 1) * PAGE_SIZE),
  ]);
  const status = await publishingRowStatus(
    db,
    'case_study',
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => withWorkingTitle(row, status.get(row.id)!)),
    total,
    page: params.page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    params,
  };
}

/**
 * A case study as its editor opens it: its working copy (the draft, else what is published), with
 * where it stands in publishing (decision 086). Null for an unknown id.
 */
export async function getEditedCaseStudy(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ slug: caseStudies.slug, isActive: caseStudies.isActive }).from(caseStudies).where(eq(caseStudies.id, id));
  if (!row) return null;
  const copy = await workingCopy(db, caseStudyCollection, id);
  return { id, doc: copy.doc, liveSlug: row.slug, publishing: { ...copy.state, hasDraft: copy.hasDraft, isPublished: row.isActive } };
}

export type EditedCaseStudy = NonNullable<Awaited<ReturnType<typeof getEditedCaseStudy>>>;
