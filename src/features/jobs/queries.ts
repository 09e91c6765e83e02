import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { pageSlice } from '@/components/site/paging';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { jobs } from '@/server/db/schema';

const publicColumns = {
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
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};

export type PublicJob = Awaited<ReturnType<typeof readJobPage>>[number];

export const JOBS_PER_PAGE = 20;

export const countActiveJobs = cached('countActiveJobs', ['jobs'], async () => {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(jobs).where(eq(jobs.isActive, true));
  return row?.total ?? 0;
});

/** Open positions, newest first (jobs_public_order_idx; id breaks ties so pages never overlap). Cached per page. */
const readJobPage = cached('readJobPage', ['jobs'], async (page: number) => {
  const db = await getDb();
  return db
    .select(publicColumns)
    .from(jobs)
    .where(eq(jobs.isActive, true))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(JOBS_PER_PAGE)
    .offset((page - 1) * JOBS_PER_PAGE);
});

/** One page of the open positions (`?page=`; past the last page, the last page). */
export async function listActiveJobsPage(requestedPage: number) {
  const slice = pageSlice(requestedPage, await countActiveJobs(), JOBS_PER_PAGE);
  return { ...slice, jobs: await readJobPage(slice.page) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One active job by id, or null (also for an id that is not a UUID at all). */
export const getActiveJob = cached('getActiveJob', ['jobs'], async (id: string) => {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [job] = await db
    .select(publicColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.isActive, true)))
    .limit(1);
  return job ?? null;
});
