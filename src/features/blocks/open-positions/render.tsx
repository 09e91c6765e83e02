import { cardClasses } from '@/components/site/sections';
import { JobList } from '@/features/jobs/job-list';
import type { BlockProps } from '../render-context';
import { BlockButtons, BlockSection, listAnchor, sectionId } from '../parts';

/** The open positions, newest first, page by page (?page=N), and an optional box below them ("Don't see your role?"). */
export function OpenPositionsBlock({ block, context }: BlockProps<'openPositions'>) {
  const boxHeadingId = `${sectionId(block)}-after-heading`;
  return (
    <BlockSection block={block}>
      {/* Rendered into the page itself, not streamed in behind a spinner: visitors without JavaScript and crawlers get the list. */}
      <JobList page={context.pageNumber} path={context.path} anchor={listAnchor(block)} emptyText={block.emptyText} />
      {block.afterTitle && (
        <section aria-labelledby={boxHeadingId} className={`${cardClasses} mt-12 text-center`}>
          <h3 id={boxHeadingId} className="text-2xl font-bold text-white">
            {block.afterTitle}
          </h3>
          {block.afterText && <p className="mx-auto mt-3 max-w-2xl text-slate-300">{block.afterText}</p>}
          <BlockButtons buttons={block.afterButtons} className="mt-6 flex flex-col justify-center gap-3 sm:flex-row" size="md" />
        </section>
      )}
    </BlockSection>
  );
}
