import { notFoundPage } from '@/components/site/not-found-page';
import { getActiveJob } from '@/features/jobs/queries';
import { JobDetail } from '@/features/jobs/job-detail';
import { metaDescription } from '@/features/jobs/job-posting';
import { jobPageTitle } from '@/features/jobs/job-title';
import { getSiteInfo } from '@/features/settings/queries';
import { env } from '@/server/env';
import { cachePolicy, declareCaching } from '@/server/cache-policy';
import { recordMetadata } from '../../record-metadata';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = recordMetadata('id', getActiveJob, (job) => ({
  title: jobPageTitle(job),
  description: metaDescription(job.description) || `${job.title}: ${job.department}, ${job.location}.`,
  path: `/careers/${job.id}`,
}));

export default async function JobPage({ params }: Props) {
  declareCaching(cachePolicy.shared());
  const { id } = await params;
  const [job, site] = await Promise.all([getActiveJob(id), getSiteInfo()]);
  if (!job) return notFoundPage();
  return <JobDetail job={job} organization={{ name: site.companyName, url: env().siteUrl }} />;
}
