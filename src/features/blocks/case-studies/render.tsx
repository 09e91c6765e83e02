import { ArrowRight } from '@/components/icons';
import Link from 'next/link';
import { connection } from 'next/server';
import { cardClasses } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { CaseStudyList } from '@/features/case-studies/case-study-list';
import { CaseStudySummaryCard } from '@/features/case-studies/case-study-summary-card';
import { listLeadingCaseStudies, type PublicCaseStudy } from '@/features/case-studies/queries';
import { logger } from '@/server/logger';
import type { BlockOf } from '../registry';
import type { BlockContext } from '../render-context';
import { BlockSection, listAnchor } from '../parts';

/** The first few case studies; none when the read fails (logged), so the block shows its empty state. */
async function loadLeading(limit: number): Promise<PublicCaseStudy[]> {
  // Request time only: `next build` never opens the database.
  await connection();
  try {
    return await listLeadingCaseStudies(limit);
  } catch (error) {
    logger.error({ err: error }, 'Error loading case studies');
    return [];
  }
}

/** Case studies from the database: the first few (featured first) as short cards, or all of them page by page (?page=N). */
export async function CaseStudiesBlock({ block, context }: { block: BlockOf<'caseStudies'>; context: BlockContext }) {
  if (block.show === 'all') {
    return (
      <BlockSection block={block}>
        <CaseStudyList page={context.pageNumber} path={context.path} anchor={listAnchor(block)} />
      </BlockSection>
    );
  }
  const studies = await loadLeading(block.limit);
  return (
    <BlockSection block={block}>
      {studies.length === 0 ? (
        <p className="text-center text-slate-300">
          {block.emptyText}{' '}
          {block.emptyLinkLabel && (
            <>
              <Link href="/case-studies" className="font-semibold text-brand-300 underline underline-offset-4 hover:text-white">
                {block.emptyLinkLabel}
              </Link>
              .
            </>
          )}
        </p>
      ) : (
        <>
          <ul className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
            {studies.map((study) => (
              <li key={study.id} className={`${cardClasses} flex flex-col`}>
                <CaseStudySummaryCard study={study} />
              </li>
            ))}
          </ul>
          {block.allLinkLabel && (
            <div className="mt-10 text-center">
              <ButtonLink href="/case-studies" variant="outline">
                {block.allLinkLabel} <ArrowRight aria-hidden className="size-4" />
              </ButtonLink>
            </div>
          )}
        </>
      )}
    </BlockSection>
  );
}
