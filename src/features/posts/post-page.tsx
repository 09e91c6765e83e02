// /insights/{slug}: a published post with its structured data, previous and next posts and related
// posts; a staff preview of a draft (?preview=1); a permanent redirect from a former slug; else
// the 404 page. The route file only calls these.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { ArrowLeft, ArrowRight } from '@/components/icons';
import type { Metadata } from 'next';
import Link from 'next/link';
import { cache, type ReactNode } from 'react';
import { NOT_FOUND_METADATA } from '@/components/site/not-found-page';
import { readStoredBlocks } from '@/features/blocks/parse';
import { blocksSummary } from '@/features/blocks/summary';
import { getRedirectTarget } from '@/features/pages/queries';
import { SLUG_FORMAT } from '@/features/pages/slug';
import { JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { getSiteInfo } from '@/features/settings/queries';
import { hasRole } from '@/server/auth/roles';
import { getSessionUser } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { pages } from '@/server/db/schema';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { PreviewBanner } from '@/features/pages/page-view';
import { PostArticle, PostPreviewArticle } from './post-article';
import { PostCardView } from './post-parts';
import { getAdjacentPosts, getPublishedPost, getRelatedPosts, type PublishedPost } from './queries';
import { postPath } from './terms';
import { blocksWordCount } from './text';

type Lookup = { kind: 'post'; post: PublishedPost } | { kind: 'draft'; draft: Draft } | { kind: 'redirect'; path: string } | { kind: 'missing' };

type Draft = NonNullable<Awaited<ReturnType<typeof readDraftPost>>>;

/** An unpublished post by slug, for staff (never cached: a preview shows the last save). */
async function readDraftPost(slug: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      slug: pages.slug,
      title: pages.title,
      excerpt: pages.excerpt,
      categories: pages.categories,
      tags: pages.tags,
      blocks: pages.blocks,
      coverImageId: pages.coverImageId,
      authorId: pages.authorId,
    })
    .from(pages)
    .where(and(eq(pages.kind, 'post'), eq(pages.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** One lookup per request (the metadata and the page share it); the session is read only for a preview. */
export const findPost = cache(async (slug: string, previewRequested: boolean): Promise<Lookup> => {
  if (slug.length > 200 || !SLUG_FORMAT.test(slug)) return { kind: 'missing' };
  try {
    const post = await getPublishedPost(slug);
    if (post) return { kind: 'post', post };
    if (previewRequested && hasRole((await getSessionUser())?.role, 'editor')) {
      const draft = await readDraftPost(slug);
      if (draft) return { kind: 'draft', draft };
    }
    const target = await getRedirectTarget(slug);
    return target ? { kind: 'redirect', path: target } : { kind: 'missing' };
  } catch (error) {
    logger.error({ err: error, slug }, 'Error loading post');
    return { kind: 'missing' };
  }
});

export async function postMetadata(lookup: Lookup): Promise<Metadata> {
  if (lookup.kind === 'redirect') return {};
  if (lookup.kind === 'missing') return NOT_FOUND_METADATA;
  if (lookup.kind === 'draft') return { title: { absolute: lookup.draft.title }, robots: { index: false, follow: false } };
  const { post } = lookup;
  const description = post.metaDescription || post.excerpt || blocksSummary(readStoredBlocks(post.blocks).blocks);
  const metadata = pageMetadata({
    title: post.metaTitle || post.title,
    description,
    path: postPath(post.slug),
    type: 'article',
    image: post.socialImage,
    label: 'Insights',
  });
  metadata.openGraph = {
    ...metadata.openGraph,
    type: 'article',
    publishedTime: post.publishedAt.toISOString(),
    modifiedTime: post.updatedAt.toISOString(),
    ...(post.author && { authors: [post.author.name] }),
    ...(post.categories[0] && { section: post.categories[0] }),
    ...(post.tags.length > 0 && { tags: post.tags }),
  };
  if (post.noindex) metadata.robots = { index: false, follow: true };
  return metadata;
}

function PostJsonLd({ post, siteUrl, companyName, logo }: { post: PublishedPost; siteUrl: string; companyName: string; logo: string | null }) {
  const url = `${siteUrl}${postPath(post.slug)}`;
  const { blocks } = readStoredBlocks(post.blocks);
  return (
    <JsonLd
      data={{
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.metaDescription || post.excerpt,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        datePublished: post.publishedAt.toISOString(),
        dateModified: post.updatedAt.toISOString(),
        ...(post.cover && { image: new URL(post.cover.url, siteUrl).href }),
        author: post.author
          ? { '@type': 'Person', name: post.author.name, ...(post.author.jobTitle && { jobTitle: post.author.jobTitle }) }
          : { '@type': 'Organization', name: companyName },
        publisher: {
          '@type': 'Organization',
          name: companyName,
          url: siteUrl,
          ...(logo && { logo: { '@type': 'ImageObject', url: new URL(logo, siteUrl).href } }),
        },
        ...(post.categories.length > 0 && { articleSection: post.categories }),
        ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
        wordCount: blocksWordCount(blocks),
        inLanguage: 'en',
      }}
    />
  );
}

export async function PostPageView({ lookup }: { lookup: Extract<Lookup, { kind: 'post' | 'draft' }> }) {
  if (lookup.kind === 'draft') {
    const { draft } = lookup;
    const { blocks } = readStoredBlocks(draft.blocks);
    return (
      <>
        <PostPreviewArticle post={{ ...draft, excerpt: draft.excerpt ?? '', publishedAt: null, blocks }} path={postPath(draft.slug)} />
        <PreviewBanner noun="post" />
      </>
    );
  }
  const { post } = lookup;
  const { blocks } = readStoredBlocks(post.blocks);
  const [info, adjacent, related] = await Promise.all([
    getSiteInfo(),
    getAdjacentPosts(post.id, post.publishedAt.toISOString()),
    getRelatedPosts(post.id, post.categories, post.tags, 3),
  ]);
  return (
    <>
      <PostJsonLd post={post} siteUrl={env().siteUrl} companyName={info.companyName} logo={info.logo.url || null} />
      <PostArticle post={{ ...post, blocks }} path={postPath(post.slug)} />
      {(adjacent.previous || adjacent.next) && (
        <nav aria-label="More posts" className="px-4 pb-8 sm:px-6 lg:px-8">
          <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-2">
            <li>
              <AdjacentPostLink
                post={adjacent.previous}
                rel="prev"
                className="flex h-full flex-col gap-1 rounded-2xl border border-white/10 p-5 hover:border-brand-400/40 hover:bg-white/[0.03]"
              >
                <ArrowLeft aria-hidden className="size-4" /> Previous post
              </AdjacentPostLink>
            </li>
            <li>
              <AdjacentPostLink
                post={adjacent.next}
                rel="next"
                className="flex h-full flex-col items-end gap-1 rounded-2xl border border-white/10 p-5 text-right hover:border-brand-400/40 hover:bg-white/[0.03]"
              >
                Next post <ArrowRight aria-hidden className="size-4" />
              </AdjacentPostLink>
            </li>
          </ul>
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-posts" className="px-4 py-16 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-7xl">
            <h2 id="related-posts" className="text-2xl font-bold text-white">
              Related posts
            </h2>
            <ul className="mt-8 grid gap-8 md:grid-cols-2 xl:grid-cols-3">
              {related.map((card) => (
                <li key={card.id}>
                  <PostCardView post={card} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

/** The previous or next post, as a card with its direction above its title; nothing at either end. */
function AdjacentPostLink({
  post,
  rel,
  className,
  children,
}: {
  post: { slug: string; title: string } | null | undefined;
  rel: 'prev' | 'next';
  className: string;
  children: ReactNode;
}) {
  if (!post) return null;
  return (
    <Link href={postPath(post.slug)} rel={rel} className={className}>
      <span className="inline-flex items-center gap-1 text-sm text-slate-400">{children}</span>
      <span className="font-semibold text-white">{post.title}</span>
    </Link>
  );
}
