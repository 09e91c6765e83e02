import type { Metadata } from 'next';
import { NOT_FOUND_METADATA, notFoundPage } from '@/components/site/not-found-page';
import { permanentRedirect } from 'next/navigation';
import { blocksSummary } from '@/features/blocks/summary';
import { pageBlocks, recordMetadata } from '@/features/pages/block-page';
import { findPage } from '@/features/pages/find-page';
import { PageView } from '@/features/pages/page-view';
import { blockPageCaching } from '@/features/pages/caching';
import { PREVIEW_PARAM, redirectPath } from '@/features/pages/urls';
import { declareCaching } from '@/server/cache-policy';

// The CMS page viewer (/{slug}). It catches every path no other route serves, so that unknown
// paths show the 404 page inside the site's header and footer. No loading.tsx: the page is read
// before anything is sent, so that a missing page answers 404 and a former slug 308 (a streamed
// response would already have sent 200).
type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ slug: string[] }>; searchParams: Promise<SearchParams> };

async function lookUp({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  return findPage(slug.join('/'), query[PREVIEW_PARAM] === '1');
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await lookUp(props);
  if (found.kind === 'redirect') return {};
  if (found.kind === 'missing') return NOT_FOUND_METADATA;
  const { page, preview } = found;
  const metadata = recordMetadata(page, { path: `/${page.slug}`, summary: blocksSummary(pageBlocks(page)) });
  if (page.templateType === 'blog') metadata.openGraph = { ...metadata.openGraph, type: 'article' };
  return {
    ...metadata,
    // The spec: the browser title is the page's meta title (or its title) as it is.
    title: { absolute: page.metaTitle || page.title },
    ...(preview ? { robots: { index: false, follow: false } } : page.noindex && { robots: { index: false, follow: true } }),
  };
}

export default async function CmsPage(props: Props) {
  // Unknown addresses too: their 404 page is kept, one copy for all of them.
  declareCaching(blockPageCaching);
  const found = await lookUp(props);
  if (found.kind === 'redirect') permanentRedirect(redirectPath(found.path, await props.searchParams));
  if (found.kind === 'missing') return notFoundPage();
  const { page, preview } = found;
  return <PageView page={{ ...page, blocks: pageBlocks(page) }} path={`/${page.slug}`} draft={preview} />;
}
