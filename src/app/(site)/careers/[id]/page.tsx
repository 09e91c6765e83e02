import type { Metadata } from 'next';
import { NOT_FOUND_METADATA, notFoundPage } from '@/components/site/not-found-page';
import { getActiveJob } from '@/features/jobs/queries';
import { JobDetail } from '@/features/jobs/job-detail';
import { metaDescription } from '@/features/jobs/job-posting';
import { jobPageTitle } from '@/features/jobs/job-title';
import { pageMetadata } from '@/features/seo/metadata';
import { getSiteInfo } from '@/features/settings/queries';
import { env } from '@/server/env';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const job = await getActiveJob(id);
  if (!job) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: jobPageTitle(job),
    description: metaDescription(job.description) || `${job.title}: ${job.department}, ${job.location}.`,
    path: `/careers/${job.id}`,
  });
}

export default async function JobPage({ params }: Props) {
  declareCaching(cachePolicy.shared());
  const { id } = await params;
  const [job, site] = await Promise.all([getActiveJob(id), getSiteInfo()]);
  if (!job) return notFoundPage();
  return <JobDetail job={job} organization={{ name: site.companyName, url: env().siteUrl }} />;
}
