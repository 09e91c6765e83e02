import { connection } from 'next/server';
import { sampleCaseStudies, sampleStudyHref } from '@/content/case-studies';
import { logger } from '@/server/logger';
import { CaseStudyCard, type CaseStudyCardData } from './case-study-card';
import { listActiveCaseStudies, type PublicCaseStudy } from './queries';

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
  };
}

/** The built-in samples have no detail page: their button opens the contact form instead. */
const samples: CaseStudyCardData[] = sampleCaseStudies.map((study, index) => ({
  ...study,
  key: `sample-${index + 1}`,
  href: sampleStudyHref(study.title),
  linkLabel: 'Discuss a Similar Project',
}));

async function loadStudies(): Promise<CaseStudyCardData[]> {
  // Request time only: never open the database while `next build` prerenders.
  await connection();
  try {
    const studies = await listActiveCaseStudies();
    return studies.map(fromStored);
  } catch (error) {
    logger.error({ err: error }, 'Error loading case studies');
    return [];
  }
}

/** Active case studies, featured first; the built-in samples when there are none (or the read fails). */
export async function CaseStudyList() {
  const stored = await loadStudies();
  const studies = stored.length > 0 ? stored : samples;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {studies.map((study) => (
        <CaseStudyCard key={study.key} study={study} />
      ))}
    </div>
  );
}
