import 'server-only';
import type { MetadataRoute } from 'next';
import { MARKETING_ROUTES } from '@/content/marketing-routes';
import { listActiveCaseStudies } from '@/features/case-studies/queries';
import { listActiveJobs } from '@/features/jobs/queries';
import { listPublishedPages } from '@/features/pages/queries';
import { env } from '@/server/env';

/** Public pages served by their own routes (the CMS pages, case studies and jobs come from the database). */
export const STATIC_PUBLIC_PATHS = [
  '/',
  ...MARKETING_ROUTES.map((route) => route.path),
  '/case-studies',
  '/careers',
  '/careers/apply',
  '/partners',
  '/contact',
  '/estimator',
];

export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().siteUrl;
  const [studies, jobs, pages] = await Promise.all([listActiveCaseStudies(), listActiveJobs(), listPublishedPages()]);
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({
      url: `${base}${path === '/' ? '' : path}`,
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.8,
    })),
    ...studies.map((study) => ({ url: `${base}/case-studies/${study.slug}`, lastModified: study.updatedAt, priority: 0.6 })),
    ...jobs.map((job) => ({ url: `${base}/careers/${job.id}`, lastModified: job.updatedAt, priority: 0.6 })),
    ...pages.map((page) => ({ url: `${base}/${page.slug}`, lastModified: page.updatedAt, priority: 0.4 })),
  ];
}
