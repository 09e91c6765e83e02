import { connection } from 'next/server';
import { Handshake } from 'lucide-react';
import { EmptyState } from '@/components/site/empty-state';
import { partnersPage } from '@/content/partners';
import { logger } from '@/server/logger';
import { PartnerCard } from './partner-card';
import { listActivePartners, type PublicPartner } from './queries';

async function loadPartners(): Promise<PublicPartner[]> {
  // Request time only: never open the database while `next build` prerenders.
  await connection();
  try {
    return await listActivePartners();
  } catch (error) {
    logger.error({ err: error }, 'Error loading partners');
    return [];
  }
}

/** Active partners, featured first, or the empty state. */
export async function PartnerList() {
  const partners = await loadPartners();
  if (partners.length === 0) return <EmptyState icon={Handshake} text={partnersPage.trusted.empty} />;
  return (
    <ul aria-label="Partners" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {partners.map((partner) => (
        <li key={partner.id}>
          <PartnerCard partner={partner} />
        </li>
      ))}
    </ul>
  );
}
