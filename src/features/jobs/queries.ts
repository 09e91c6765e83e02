import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
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

export type PublicJob = Awaited<ReturnType<typeof listActiveJobs>>[number];

/** Open positions: active jobs, newest first. */
export const listActiveJobs = cached('listActiveJobs', ['jobs'], async () => {
  const db = await getDb();
  return db.select(publicColumns).from(jobs).where(eq(jobs.isActive, true)).orderBy(desc(jobs.createdAt));
});

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
