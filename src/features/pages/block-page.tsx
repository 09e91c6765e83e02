// A built-in page (/, /services, /about...): its record's blocks, through the one renderer. Route
// files stay thin: `export default builtInPage('services')` and its metadata.
import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { NOT_FOUND_METADATA, notFoundPage } from '@/components/site/not-found-page';
import { connection } from 'next/server';
import { shownPageNumber } from '@/features/blocks/paged-lists';
import { RenderBlocks } from '@/features/blocks/render-blocks';
import { blocksSummary } from '@/features/blocks/summary';
import { readStoredBlocks } from '@/features/blocks/parse';
import type { Block } from '@/features/blocks/registry';
import { listPageMetadata } from '@/features/seo/metadata';
import { publicMediaUrl } from '@/features/media/keys';
import { logger } from '@/server/logger';
import { legacyBlocks } from './legacy-content';
import { getPublishedPageBySlug, type ViewedPage } from './queries';
import { parsePageParam } from '@/components/site/paging';
import { declareCaching } from '@/server/cache-policy';
import { blockPageCaching } from './caching';

type SearchParams = Record<string, string | string[] | undefined>;
export type BuiltInPageProps = { searchParams: Promise<SearchParams> };

/**
 * The page's valid blocks; one that no longer passes the library's checks is logged and left out.
 * Once per request: the metadata and the page read the same record.
 */
export const pageBlocks = cache(function pageBlocks(page: Pick<ViewedPage, 'slug' | 'blocks' | 'content'>): Block[] {
  // A page not yet converted by the start-up migration (legacy-content.ts) is drawn from its old content.
  if (page.blocks.length === 0) return legacyBlocks(page.content);
  const { blocks, dropped } = readStoredBlocks(page.blocks);
  for (const problem of dropped) logger.warn({ slug: page.slug, ...problem }, 'page block skipped: it does not match the block library');
  return blocks;
});

/** Title, description, canonical address, social image and noindex of a page record. */
export function recordMetadata(page: ViewedPage, options: { path: string; pageNumber?: number; summary?: string }): Metadata {
  const url = page.socialImagePath ? publicMediaUrl(page.socialImagePath) : null;
  const image = url ? { url, width: page.socialImageWidth ?? undefined, height: page.socialImageHeight ?? undefined } : null;
  const metadata = listPageMetadata(
    { title: page.metaTitle || page.title, description: page.metaDescription || options.summary || '', path: options.path, image },
    options.pageNumber ?? 1,
  );
  if (page.noindex) metadata.robots = { index: false, follow: true };
  return metadata;
}

/** The published record of a built-in page; null (logged) when it is missing or cannot be read: the 404 page (decision 063). */
export async function loadBuiltInPage(slug: string): Promise<ViewedPage | null> {
  // Request time only: `next build` never opens the database.
  await connection();
  try {
    const page = await getPublishedPageBySlug(slug);
    if (!page) logger.error({ slug }, 'built-in page missing from the database');
    return page;
  } catch (error) {
    logger.error({ err: error, slug }, 'Error loading page');
    return null;
  }
}

export function builtInMetadata(slug: string) {
  return async ({ searchParams }: BuiltInPageProps): Promise<Metadata> => {
    const page = await loadBuiltInPage(slug);
    if (!page) return NOT_FOUND_METADATA;
    const pageNumber = await shownPageNumber(pageBlocks(page), parsePageParam((await searchParams).page));
    // As any page: without an SEO description of its own, the start of the page (the SEO screen says so).
    return recordMetadata(page, { path: `/${slug}`, pageNumber, summary: blocksSummary(pageBlocks(page)) });
  };
}

/** The blocks of a built-in page for this request: ?page=N for its paged list, the query for the blocks that read theirs. */
export async function BuiltInBlocks({ slug, searchParams }: { slug: string; searchParams: SearchParams }) {
  declareCaching(blockPageCaching);
  const page = await loadBuiltInPage(slug);
  if (!page) return notFoundPage();
  const pageNumber = parsePageParam(searchParams.page);
  return <RenderBlocks blocks={pageBlocks(page)} context={{ path: `/${slug}`, pageNumber, preview: false, searchParams }} />;
}

export function builtInPage(slug: string) {
  return async function BuiltInPage({ searchParams }: BuiltInPageProps) {
    return <BuiltInBlocks slug={slug} searchParams={await searchParams} />;
  };
}
