import Link from 'next/link';
import { cardClasses } from '@/components/site/sections';
import { CaseStudyList } from '@/features/case-studies/case-study-list';
import { CaseStudySummaryCard } from '@/features/case-studies/case-study-summary-card';
import { listLeadingCaseStudies } from '@/features/case-studies/queries';
import { readAtRequest } from '../read-at-request';
import type { BlockProps } from '../render-context';
import { AllLink, BlockSection, listAnchor } from '../parts';

/** Case studies from the database: the first few (featured first) as short cards, or all of them page by page (?page=N). */
export async function CaseStudiesBlock({ block, context }: BlockProps<'caseStudies'>) {
  if (block.show === 'all') {
    return (
      <BlockSection block={block}>
        <CaseStudyList page={context.pageNumber} path={context.path} anchor={listAnchor(block)} />
      </BlockSection>
    );
  }
  const studies = await readAtRequest('case studies', () => listLeadingCaseStudies(block.limit));
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
          <AllLink href="/case-studies" label={block.allLinkLabel} />
        </>
      )}
    </BlockSection>
  );
}
