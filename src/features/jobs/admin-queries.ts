// Jobs Management's list: every job (active or not), newest first, 50 per page, searchable by
// title and filterable by status and type. Not cached: staff see their change at once.
import 'server-only';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { chosenFilter, containsPattern, enumOptions, PAGE_SIZE, type ListFilter, type ListParams, type Paged } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { JOB_TYPES } from '@/server/db/enums';
import { jobs } from '@/server/db/schema';

const adminColumns = {
  id: jobs.id,
  title: jobs.title,
  department: jobs.department,
  location: jobs.location,
  type: jobs.type,
  experienceLevel: jobs.experienceLevel,
  description: jobs.description,
  requirements: jobs.requirements,
  benefits: jobs.benefits,
  salaryRange: jobs.salaryRange,
  isActive: jobs.isActive,
  createdAt: jobs.createdAt,
};

export type AdminJob = {
  [K in keyof typeof adminColumns]: (typeof jobs.$inferSelect)[K];
};

export const JOB_LIST_FILTERS: readonly ListFilter[] = [{ name: 'type', label: 'Type', options: enumOptions(JOB_TYPES) }];

export async function listAdminJobs(db: Database, params: ListParams): Promise<Paged<AdminJob>> {
  const filters: SQL[] = [];
  if (params.q) filters.push(ilike(jobs.title, containsPattern(params.q)));
  if (params.status !== 'all') filters.push(eq(jobs.isActive, params.status === 'active'));
  const type = chosenFilter(params, 'type', JOB_TYPES);
  if (type) filters.push(eq(jobs.type, type));
  const where = filters.length ? and(...filters) : undefined;
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(jobs).where(where),
    db
      .select(adminColumns)
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(PAGE_SIZE)
      .offset((params.page - 1) * PAGE_SIZE),
  ]);
  return { rows, total, page: params.page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), params };
}
