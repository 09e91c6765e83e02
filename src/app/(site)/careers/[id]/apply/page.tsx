import { notFoundPage } from '@/components/site/not-found-page';
import { ApplicationPage } from '@/features/jobs/application-page';
import { getActiveJob } from '@/features/jobs/queries';
import { jobPageTitle } from '@/features/jobs/job-title';
import { blockPageCaching } from '@/features/pages/caching';
import { declareCaching } from '@/server/cache-policy';
import { recordMetadata } from '../../../record-metadata';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = recordMetadata('id', getActiveJob, (job, id) => ({
  title: jobPageTitle(job, 'Apply: '),
  description: `Apply for the ${job.title} position (${job.location}).`,
  path: `/careers/${id}/apply`,
}));

export default async function JobApplicationPage({ params, searchParams }: Props) {
  declareCaching(blockPageCaching);
  const { id } = await params;
  const job = await getActiveJob(id);
  if (!job) return notFoundPage();
  return <ApplicationPage position={job.title} jobId={job.id} returnTo={`/careers/${job.id}/apply`} searchParams={await searchParams} />;
}
