import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { pageSlice } from '@/components/site/paging';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { mediaRefColumns, mediaRefOf, servedAt } from '@/features/media/queries';
import { mediaFiles, partners } from '@/server/db/schema';

export type PublicPartner = Awaited<ReturnType<typeof readPartnerPage>>[number];

export const PARTNERS_PER_PAGE = 24;

export const countActivePartners = cached('countActivePartners', ['partners'], async () => {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(partners).where(eq(partners.isActive, true));
  return row?.total ?? 0;
});

/** Trusted partners: featured first, then by name (partners_public_order_idx; id breaks ties). Cached per page. */
const readPartnerPage = cached('readPartnerPage', ['partners'], async (page: number) => {
  const db = await getDb();
  const rows = await db
    .select({
      id: partners.id,
      name: partners.name,
      logoUrl: partners.logoUrl,
      websiteUrl: partners.websiteUrl,
      description: partners.description,
      partnershipType: partners.partnershipType,
      industry: partners.industry,
      isFeatured: partners.isFeatured,
      logo: mediaRefColumns,
    })
    .from(partners)
    // The logo's file, by its address: its size and alt text.
    .leftJoin(mediaFiles, servedAt(partners.logoUrl))
    .where(eq(partners.isActive, true))
    .orderBy(desc(partners.isFeatured), partners.name, partners.id)
    .limit(PARTNERS_PER_PAGE)
    .offset((page - 1) * PARTNERS_PER_PAGE);
  return rows.map(({ logo, ...partner }) => ({ ...partner, logo: logo && mediaRefOf(partner.logoUrl, logo, `${partner.name} logo`) }));
});

/** One page of the active partners (`?page=`; past the last page, the last page). */
export async function listActivePartnersPage(requestedPage: number) {
  const slice = pageSlice(requestedPage, await countActivePartners(), PARTNERS_PER_PAGE);
  return { ...slice, partners: await readPartnerPage(slice.page) };
}

/** Most logos a logo wall of partners shows. */
export const MAX_PARTNER_LOGOS = 24;

/** The logos of the active partners for a logo wall: the first MAX_PARTNER_LOGOS of the public order. */
export const listPartnerLogos = cached('listPartnerLogos', ['partners'], async () => {
  const db = await getDb();
  return db
    .select({ id: partners.id, name: partners.name, logoUrl: partners.logoUrl, websiteUrl: partners.websiteUrl })
    .from(partners)
    .where(eq(partners.isActive, true))
    .orderBy(desc(partners.isFeatured), partners.name, partners.id)
    .limit(MAX_PARTNER_LOGOS);
});
