import { PartnerList } from '@/features/partners/partner-list';
import type { BlockProps } from '../render-context';
import { BlockSection, listAnchor } from '../parts';

/** The active partners with their details, featured first, page by page (?page=N). */
export function PartnersGridBlock({ block, context }: BlockProps<'partnersGrid'>) {
  return (
    <BlockSection block={block}>
      {/* Rendered into the page itself, not streamed in behind a spinner: visitors without JavaScript and crawlers get the list. */}
      <PartnerList page={context.pageNumber} path={context.path} anchor={listAnchor(block)} emptyText={block.emptyText} />
    </BlockSection>
  );
}
