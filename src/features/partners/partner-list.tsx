import { Handshake } from '@/components/icons';
import { EmptyState } from '@/components/site/empty-state';
import { loadListPage, PagedList } from '@/components/site/paged-list';
import { NO_PARTNERS } from './labels';
import { PartnerCard } from './partner-card';
import { listActivePartnersPage } from './queries';

/** Page `requested` of the active partners (the last page past the end); none when the read fails. */
export const loadPartnerPage = (requested: number) =>
  loadListPage('partners', () => listActivePartnersPage(requested), { page: 1, pageCount: 1, partners: [] });

/**
 * Active partners, featured first, a page at a time, or the empty state. `path` is the page's
 * address, `anchor` the list's section id (for the pager).
 */
export async function PartnerList({ page: requested, path, anchor, emptyText }: { page: number; path: string; anchor?: string; emptyText?: string }) {
  const { page, pageCount, partners } = await loadPartnerPage(requested);
  if (partners.length === 0) return <EmptyState icon={Handshake} text={emptyText || NO_PARTNERS} />;
  return (
    <PagedList items={partners} label="Partners" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" pager={{ path, anchor, page, pageCount }}>
      {(partner) => <PartnerCard partner={partner} />}
    </PagedList>
  );
}
