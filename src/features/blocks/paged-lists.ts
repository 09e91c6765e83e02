import 'server-only';
import { loadCaseStudyPage } from '@/features/case-studies/case-study-list';
import { loadJobPage } from '@/features/jobs/job-list';
import { loadPartnerPage } from '@/features/partners/partner-list';
import { listPostsPage } from '@/features/posts/queries';
import type { Block } from './registry';

/**
 * The page number a page shows for `?page=N`: that of its paged list (open positions, partners,
 * all case studies), where past the last page is the last page; 1 for a page without one. The
 * title ("– page N"), canonical address and rel=prev/next follow it. The reads are the list's
 * own, cached: the block reuses them.
 */
export async function shownPageNumber(blocks: readonly Block[], requested: number): Promise<number> {
  const list = blocks.find(
    (block) =>
      block.type === 'openPositions' || block.type === 'partnersGrid' || ((block.type === 'caseStudies' || block.type === 'posts') && block.show === 'all'),
  );
  if (!list || requested <= 1) return 1;
  // The whole index (a category's pages: /insights has metadata of its own).
  if (list.type === 'posts') return (await listPostsPage(requested, null)).page;
  if (list.type === 'openPositions') return (await loadJobPage(requested)).page;
  if (list.type === 'partnersGrid') return (await loadPartnerPage(requested)).page;
  return (await loadCaseStudyPage(requested)).page;
}
