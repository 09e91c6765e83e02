import { connection } from 'next/server';
import { BriefcaseBusiness } from '@/components/icons';
import { EmptyState } from '@/components/site/empty-state';
import { Pager } from '@/components/site/pager';
import { logger } from '@/server/logger';
import { JobCard } from './job-card';
import { NO_OPEN_POSITIONS } from './labels';
import { listActiveJobsPage, type PublicJob } from './queries';

type JobPage = { page: number; pageCount: number; jobs: PublicJob[] };

/** Page `requested` of the open positions (the last page past the end); no jobs when the read fails. */
export async function loadJobPage(requested: number): Promise<JobPage> {
  // Request time only: never open the database while `next build` prerenders.
  await connection();
  try {
    return await listActiveJobsPage(requested);
  } catch (error) {
    logger.error({ err: error }, 'Error loading jobs');
    return { page: 1, pageCount: 1, jobs: [] };
  }
}

/**
 * Open positions, newest first, a page at a time, or the empty state. `path` is the page's address,
 * `anchor` the list's section id (for the pager).
 */
export async function JobList({ page: requested, path, anchor, emptyText }: { page: number; path: string; anchor?: string; emptyText?: string }) {
  const { page, pageCount, jobs } = await loadJobPage(requested);
  if (jobs.length === 0) return <EmptyState icon={BriefcaseBusiness} text={emptyText || NO_OPEN_POSITIONS} />;
  return (
    <>
      <ul aria-label="Open positions" className="space-y-6">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      <Pager path={path} anchor={anchor} page={page} pageCount={pageCount} label="Open positions: pages" />
    </>
  );
}
