// A built-in page (/, /services, /about...): its record's blocks, through the one renderer. Route
// files stay thin: `export default builtInPage('services')` and its metadata.
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { shownPageNumber } from '@/features/blocks/paged-lists';
import { RenderBlocks } from '@/features/blocks/render-blocks';
import { readStoredBlocks } from '@/features/blocks/parse';
import type { Block } from '@/features/blocks/definitions';
import { listPageMetadata } from '@/features/seo/metadata';
import { publicMediaUrl } from '@/features/media/keys';
import { logger } from '@/server/logger';
import { getPublishedPageBySlug, type ViewedPage } from './queries';
import { parsePageParam } from '@/components/site/paging';

type SearchParams = Record<string, string | string[] | undefined>;
export type BuiltInPageProps = { searchParams: Promise<SearchParams> };

/** The page's valid blocks; one that no longer passes the library's checks is logged and left out. */
export function pageBlocks(page: Pick<ViewedPage, 'slug' | 'blocks'>): Block[] {
  const { blocks, dropped } = readStoredBlocks(page.blocks);
  for (const problem of dropped) logger.warn({ slug: page.slug, ...problem }, 'page block skipped: it does not match the block library');
  return blocks;
}

/** Title, description, canonical address, social image and noindex of a page record. */
export function recordMetadata(page: ViewedPage, options: { path: string; pageNumber?: number; summary?: string }): Metadata {
  const metadata = listPageMetadata({ title: page.metaTitle || page.title, description: page.metaDescription || options.summary || '', path: options.path }, options.pageNumber ?? 1);
  const image = page.socialImagePath ? publicMediaUrl(page.socialImagePath) : null;
  if (image) {
    const images = [{ url: image, width: page.socialImageWidth ?? undefined, height: page.socialImageHeight ?? undefined }];
    metadata.openGraph = { ...metadata.openGraph, images };
    metadata.twitter = { ...metadata.twitter, images: [image] };
  }
  if (page.noindex) metadata.robots = { index: false, follow: true };
  return metadata;
}

async function load(slug: string): Promise<ViewedPage> {
  // Request time only: `next build` never opens the database.
  await connection();
  const page = await getPublishedPageBySlug(slug);
  if (!page) {
    logger.error({ slug }, 'built-in page missing from the database');
    notFound();
  }
  return page;
}

export function builtInMetadata(slug: string) {
  return async ({ searchParams }: BuiltInPageProps): Promise<Metadata> => {
    const page = await load(slug);
    const pageNumber = await shownPageNumber(pageBlocks(page), parsePageParam((await searchParams).page));
    return recordMetadata(page, { path: `/${slug}`, pageNumber });
  };
}

/** The blocks of a built-in page for this request: ?page=N for its paged list, the query for the blocks that read theirs. */
export async function BuiltInBlocks({ slug, searchParams }: { slug: string; searchParams: SearchParams }) {
  const page = await load(slug);
  const pageNumber = parsePageParam(searchParams.page);
  return <RenderBlocks blocks={pageBlocks(page)} context={{ path: `/${slug}`, pageNumber, preview: false, searchParams }} />;
}

export function builtInPage(slug: string) {
  return async function BuiltInPage({ searchParams }: BuiltInPageProps) {
    return <BuiltInBlocks slug={slug} searchParams={await searchParams} />;
  };
}
