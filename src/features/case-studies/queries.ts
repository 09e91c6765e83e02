import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { caseStudies } from '@/server/db/schema';
import { SLUG_FORMAT } from './admin-schema';

const publicColumns = {
  id: caseStudies.id,
  slug: caseStudies.slug,
  title: caseStudies.title,
  client: caseStudies.client,
  industry: caseStudies.industry,
  imageUrl: caseStudies.imageUrl,
  description: caseStudies.description,
  challenge: caseStudies.challenge,
  solution: caseStudies.solution,
  results: caseStudies.results,
  technologies: caseStudies.technologies,
  timeline: caseStudies.timeline,
  isFeatured: caseStudies.isFeatured,
  updatedAt: caseStudies.updatedAt,
};

export type PublicCaseStudy = Awaited<ReturnType<typeof listActiveCaseStudies>>[number];

/** Active case studies, featured first, then newest. */
export const listActiveCaseStudies = cached('listActiveCaseStudies', ['case-studies'], async () => {
  const db = await getDb();
  return db
    .select(publicColumns)
    .from(caseStudies)
    .where(eq(caseStudies.isActive, true))
    .orderBy(desc(caseStudies.isFeatured), desc(caseStudies.createdAt));
});

/** One active case study by slug, or null (also for an address that cannot be a slug: no query then). */
export const getActiveCaseStudyBySlug = cached('getActiveCaseStudyBySlug', ['case-studies'], async (slug: string) => {
  if (slug.length > 200 || !SLUG_FORMAT.test(slug)) return null;
  const db = await getDb();
  const [study] = await db
    .select(publicColumns)
    .from(caseStudies)
    .where(and(eq(caseStudies.slug, slug), eq(caseStudies.isActive, true)))
    .limit(1);
  return study ?? null;
});
