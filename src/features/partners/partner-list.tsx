import { connection } from 'next/server';
import { Handshake } from '@/components/icons';
import { EmptyState } from '@/components/site/empty-state';
import { Pager } from '@/components/site/pager';
import { logger } from '@/server/logger';
import { NO_PARTNERS } from './labels';
import { PartnerCard } from './partner-card';
import { listActivePartnersPage, type PublicPartner } from './queries';

type PartnerPage = { page: number; pageCount: number; partners: PublicPartner[] };

/** Page `requested` of the active partners (the last page past the end); none when the read fails. */
export async function loadPartnerPage(requested: number): Promise<PartnerPage> {
  // Request time only: never open the database while `next build` prerenders.
  await connection();
  try {
    return await listActivePartnersPage(requested);
  } catch (error) {
    logger.error({ err: error }, 'Error loading partners');
    return { page: 1, pageCount: 1, partners: [] };
  }
}

/**
 * Active partners, featured first, a page at a time, or the empty state. `path` is the page's
 * address, `anchor` the list's section id (for the pager).
 */
export async function PartnerList({ page: requested, path, anchor, emptyText }: { page: number; path: string; anchor?: string; emptyText?: string }) {
  const { page, pageCount, partners } = await loadPartnerPage(requested);
  if (partners.length === 0) return <EmptyState icon={Handshake} text={emptyText || NO_PARTNERS} />;
  return (
    <>
      <ul aria-label="Partners" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((partner) => (
          <li key={partner.id}>
            <PartnerCard partner={partner} />
          </li>
        ))}
      </ul>
      <Pager path={path} anchor={anchor} page={page} pageCount={pageCount} label="Partners: pages" />
    </>
  );
}
