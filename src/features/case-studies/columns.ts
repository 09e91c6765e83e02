// A case study's own fields as the database holds them: what the editor edits, the public pages
// show and a version keeps. Its lists and documents add what each needs (id, dates, cover).
import { caseStudies } from '@/server/db/schema';

export const caseStudyColumns = {
  title: caseStudies.title,
  slug: caseStudies.slug,
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
};
