import { BriefcaseBusiness } from '@/components/icons';
import { EmptyState } from '@/components/site/empty-state';
import { loadListPage, PagedList } from '@/components/site/paged-list';
import { JobCard } from './job-card';
import { NO_OPEN_POSITIONS } from './labels';
import { listActiveJobsPage } from './queries';

/** Page `requested` of the open positions (the last page past the end); no jobs when the read fails. */
export const loadJobPage = (requested: number) => loadListPage('jobs', () => listActiveJobsPage(requested), { page: 1, pageCount: 1, jobs: [] });

/**
 * Open positions, newest first, a page at a time, or the empty state. `path` is the page's address,
 * `anchor` the list's section id (for the pager).
 */
export async function JobList({ page: requested, path, anchor, emptyText }: { page: number; path: string; anchor?: string; emptyText?: string }) {
  const { page, pageCount, jobs } = await loadJobPage(requested);
  if (jobs.length === 0) return <EmptyState icon={BriefcaseBusiness} text={emptyText || NO_OPEN_POSITIONS} />;
  return (
    <PagedList items={jobs} label="Open positions" className="space-y-6" pager={{ path, anchor, page, pageCount }}>
      {(job) => <JobCard job={job} />}
    </PagedList>
  );
}
