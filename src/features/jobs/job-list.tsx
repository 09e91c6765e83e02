import { connection } from 'next/server';
import { BriefcaseBusiness } from 'lucide-react';
import { EmptyState } from '@/components/site/empty-state';
import { careersPage } from '@/content/careers';
import { logger } from '@/server/logger';
import { JobCard } from './job-card';
import { listActiveJobs, type PublicJob } from './queries';

async function loadJobs(): Promise<PublicJob[]> {
  // Request time only: never open the database while `next build` prerenders.
  await connection();
  try {
    return await listActiveJobs();
  } catch (error) {
    logger.error({ err: error }, 'Error loading jobs');
    return [];
  }
}

/** Open positions, newest first, or the empty state. */
export async function JobList() {
  const jobs = await loadJobs();
  if (jobs.length === 0) {
    return (
      <EmptyState icon={BriefcaseBusiness} text={careersPage.positions.empty} />
    );
  }
  return (
    <ul aria-label="Open positions" className="space-y-6">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
