import 'server-only';
import type { MetadataRoute } from 'next';
import { listActiveCaseStudies } from '@/features/case-studies/queries';
import { listActiveJobs } from '@/features/jobs/queries';
import { listPublishedPages } from '@/features/pages/queries';
import { env } from '@/server/env';
import { BUILT_IN_PAGES } from './public-pages';

export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().siteUrl;
  const [studies, jobs, pages] = await Promise.all([listActiveCaseStudies(), listActiveJobs(), listPublishedPages()]);
  return [
    // Built-in routes, then the database's content: case studies, open jobs, published CMS pages.
    ...BUILT_IN_PAGES.map(({ path }) => ({
      url: `${base}${path === '/' ? '' : path}`,
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.8,
    })),
    ...studies.map((study) => ({ url: `${base}/case-studies/${study.slug}`, lastModified: study.updatedAt, priority: 0.6 })),
    ...jobs.map((job) => ({ url: `${base}/careers/${job.id}`, lastModified: job.updatedAt, priority: 0.6 })),
    ...pages.map((page) => ({ url: `${base}/${page.slug}`, lastModified: page.updatedAt, priority: 0.4 })),
  ];
}
