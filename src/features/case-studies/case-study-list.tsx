import { connection } from 'next/server';
import { Pager } from '@/components/site/pager';
import { logger } from '@/server/logger';
import { CaseStudyCard, type CaseStudyCardData } from './case-study-card';
import { listActiveCaseStudiesPage, type PublicCaseStudy } from './queries';
import { sampleCaseStudies, sampleStudyHref } from './samples';

function fromStored(study: PublicCaseStudy): CaseStudyCardData {
  return {
    key: study.slug,
    title: study.title,
    client: study.client,
    industry: study.industry,
    description: study.description,
    challenge: study.challenge,
    solution: study.solution,
    technologies: study.technologies,
    results: study.results,
    timeline: study.timeline,
    featured: study.isFeatured,
    href: `/case-studies/${study.slug}`,
    linkLabel: 'Read Full Case Study',
    cover: study.cover,
  };
}

/** The built-in samples have no detail page: their button opens the contact form instead. */
const samples: CaseStudyCardData[] = sampleCaseStudies.map((study, index) => ({
  ...study,
  key: `sample-${index + 1}`,
  href: sampleStudyHref(study.title),
  linkLabel: 'Discuss a Similar Project',
}));

type StudyPage = { page: number; pageCount: number; studies: PublicCaseStudy[] };

/** Page `requested` of the active case studies (the last page past the end); none when the read fails. */
export async function loadCaseStudyPage(requested: number): Promise<StudyPage> {
  // Request time only: never open the database while `next build` prerenders.
  await connection();
  try {
    return await listActiveCaseStudiesPage(requested);
  } catch (error) {
    logger.error({ err: error }, 'Error loading case studies');
    return { page: 1, pageCount: 1, studies: [] };
  }
}

/**
 * Active case studies, featured first, a page at a time; the built-in samples when there are none
 * (or the read fails). `path` is the page's address, `anchor` the list's section id (for the pager).
 */
export async function CaseStudyList({ page: requested, path, anchor }: { page: number; path: string; anchor?: string }) {
  const { page, pageCount, studies: stored } = await loadCaseStudyPage(requested);
  const studies = stored.length > 0 ? stored.map(fromStored) : samples;
  return (
    <>
      <div className="grid gap-8 lg:grid-cols-2">
        {studies.map((study) => (
          <CaseStudyCard key={study.key} study={study} />
        ))}
      </div>
      {stored.length > 0 && <Pager path={path} anchor={anchor} page={page} pageCount={pageCount} label="Case studies: pages" />}
    </>
  );
}
