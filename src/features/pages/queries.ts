import 'server-only';
import { and, eq } from 'drizzle-orm';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { mediaFiles, pageRedirects, pages } from '@/server/db/schema';
import { recordPath } from './urls';

const viewColumns = {
  title: pages.title,
  slug: pages.slug,
  content: pages.content,
  blocks: pages.blocks,
  builtIn: pages.builtIn,
  noindex: pages.noindex,
  socialImagePath: mediaFiles.filePath,
  socialImageWidth: mediaFiles.width,
  socialImageHeight: mediaFiles.height,
  metaTitle: pages.metaTitle,
  metaDescription: pages.metaDescription,
  templateType: pages.templateType,
  isPublished: pages.isPublished,
  publishedAt: pages.publishedAt,
  createdAt: pages.createdAt,
  kind: pages.kind,
};

/** A published page by slug, or null: drafts are never shown to visitors. */
export const getPublishedPageBySlug = cached('getPublishedPageBySlug', ['pages'], async (slug: string) => {
  const db = await getDb();
  const [page] = await db
    .select(viewColumns)
    .from(pages)
    .leftJoin(mediaFiles, eq(mediaFiles.id, pages.socialImageId))
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)))
    .limit(1);
  return page ?? null;
});

export type ViewedPage = NonNullable<Awaited<ReturnType<typeof getPublishedPageBySlug>>>;

/**
 * Where a former slug leads now: the current address of its page (or post) when it is published,
 * else null (a redirect to a draft would only lead to a 404).
 */
export const getRedirectTarget = cached('getRedirectTarget', ['pages'], async (oldSlug: string) => {
  const db = await getDb();
  const [target] = await db
    .select({ slug: pages.slug, kind: pages.kind })
    .from(pageRedirects)
    .innerJoin(pages, eq(pages.id, pageRedirects.pageId))
    .where(and(eq(pageRedirects.oldSlug, oldSlug), eq(pages.isPublished, true)))
    .limit(1);
  return target ? recordPath(target) : null;
});

/** Any page by slug, drafts included, for staff previews. Never cached: a preview shows the last save. */
export async function getPageForPreview(slug: string): Promise<ViewedPage | null> {
  const db = await getDb();
  const [page] = await db.select(viewColumns).from(pages).leftJoin(mediaFiles, eq(mediaFiles.id, pages.socialImageId)).where(eq(pages.slug, slug)).limit(1);
  return page ?? null;
}
