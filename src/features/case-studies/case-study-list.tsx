import { loadListPage } from '@/components/site/paged-list';
import { Pager } from '@/components/site/pager';
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

/** Page `requested` of the active case studies (the last page past the end); none when the read fails. */
export const loadCaseStudyPage = (requested: number) =>
  loadListPage('case studies', () => listActiveCaseStudiesPage(requested), { page: 1, pageCount: 1, studies: [] });

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
