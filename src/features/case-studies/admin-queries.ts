// The Case Studies manager's list: every case study (active or not), newest first, 50 per page,
// searchable by title or client and filterable by status and featured. Not cached: staff see
// their change at once.
import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { chosenFeatured, containsPattern, FEATURED_FILTER, PAGE_SIZE, type ListFilter, type ListParams, type Paged } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { caseStudies } from '@/server/db/schema';

const adminColumns = {
  id: caseStudies.id,
  title: caseStudies.title,
  slug: caseStudies.slug,
  client: caseStudies.client,
  industry: caseStudies.industry,
  imageUrl: caseStudies.imageUrl,
  description: caseStudies.description,
  challenge: caseStudies.challenge,
  solution: caseStudies.solution,
  results: caseStudies.results,
  technologies: caseStudies.technologies,
  timeline: caseStudies.timeline,
  isFeatured: caseStudies.isFeatured,
  isActive: caseStudies.isActive,
  createdAt: caseStudies.createdAt,
};

export type AdminCaseStudy = {
  [K in keyof typeof adminColumns]: (typeof caseStudies.$inferSelect)[K];
};

export const CASE_STUDY_LIST_FILTERS: readonly ListFilter[] = [FEATURED_FILTER];

export async function listAdminCaseStudies(db: Database, params: ListParams): Promise<Paged<AdminCaseStudy>> {
  const filters: SQL[] = [];
  if (params.q) filters.push(or(ilike(caseStudies.title, containsPattern(params.q)), ilike(caseStudies.client, containsPattern(params.q)))!);
  if (params.status !== 'all') filters.push(eq(caseStudies.isActive, params.status === 'active'));
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
  return { rows, total, page: params.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), params };
}
