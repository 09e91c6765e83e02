import 'server-only';
import { and, eq } from 'drizzle-orm';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { pages } from '@/server/db/schema';

/** A published page by slug, or null: drafts are never shown to visitors. */
export const getPublishedPageBySlug = cached('getPublishedPageBySlug', ['pages'], async (slug: string) => {
  const db = await getDb();
  const [page] = await db
    .select({
      title: pages.title,
      slug: pages.slug,
      content: pages.content,
      metaTitle: pages.metaTitle,
      metaDescription: pages.metaDescription,
      templateType: pages.templateType,
      publishedAt: pages.publishedAt,
      createdAt: pages.createdAt,
    })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)))
    .limit(1);
  return page ?? null;
});

export type PublishedPage = NonNullable<Awaited<ReturnType<typeof getPublishedPageBySlug>>>;

/** Every published page, for the sitemap. */
export const listPublishedPages = cached('listPublishedPages', ['pages'], async () => {
  const db = await getDb();
  return db
    .select({ slug: pages.slug, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.isPublished, true))
    .orderBy(pages.slug);
});
