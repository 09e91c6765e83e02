import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { partners } from '@/server/db/schema';

export type PublicPartner = Awaited<ReturnType<typeof listActivePartners>>[number];

/** Trusted partners: active ones, featured first, then by name. */
export const listActivePartners = cached('listActivePartners', ['partners'], async () => {
  const db = await getDb();
  return db
    .select({
      id: partners.id,
      name: partners.name,
      logoUrl: partners.logoUrl,
      websiteUrl: partners.websiteUrl,
      description: partners.description,
      partnershipType: partners.partnershipType,
      industry: partners.industry,
      isFeatured: partners.isFeatured,
    })
    .from(partners)
    .where(eq(partners.isActive, true))
    .orderBy(desc(partners.isFeatured), partners.name);
});
