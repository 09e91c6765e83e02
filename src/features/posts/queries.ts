// What Insights reads: published posts (rows of pages with kind 'post', decision 090) for the
// index, a post's page, the feeds and the sitemap. Cached under the 'pages' tag, which every
// save, publish and schedule drops; search results are not cached (any text makes a key).
import 'server-only';
import { aliasedTable, and, arrayContains, count, desc, eq, gt, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { pageSlice } from '@/components/site/paging';
import { publicMediaUrl } from '@/features/media/keys';
import type { MediaRef } from '@/features/media/media-ref';
import { mediaRefOf } from '@/features/media/queries';
import { getAuthorsByIds } from '@/features/authors/queries';
import { prefixTsQuery } from '@/features/site-search/queries';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { authors, mediaFiles, pages, searchDocument, type StoredBlock } from '@/server/db/schema';
import { readingMinutes, termSlug } from './terms';
import { blocksWordCount } from './text';

export const POSTS_PER_PAGE = 9;

const cover = aliasedTable(mediaFiles, 'cover');
const photo = aliasedTable(mediaFiles, 'author_photo');

const published = and(eq(pages.kind, 'post'), eq(pages.isPublished, true));

const cardColumns = {
  id: pages.id,
  slug: pages.slug,
  title: pages.title,
  excerpt: pages.excerpt,
  categories: pages.categories,
  publishedAt: pages.publishedAt,
  updatedAt: pages.updatedAt,
  blocks: pages.blocks,
  coverPath: cover.filePath,
  coverWidth: cover.width,
  coverHeight: cover.height,
  coverAlt: cover.altText,
  coverBlur: cover.blurDataUrl,
  authorName: authors.name,
  authorJobTitle: authors.jobTitle,
  authorBio: authors.bio,
  photoPath: photo.filePath,
  photoWidth: photo.width,
  photoHeight: photo.height,
  photoBlur: photo.blurDataUrl,
};

/** A library file (by its storage key) as the site draws it, or null when it is gone or has no size. */
function imageRef(
  file: { path: string | null; width: number | null; height: number | null; alt?: string | null; blur: string | null },
  fallbackAlt: string,
): MediaRef | null {
  return mediaRefOf(
    file.path ? publicMediaUrl(file.path) : null,
    { width: file.width, height: file.height, alt: file.alt ?? null, blurDataUrl: file.blur },
    fallbackAlt,
  );
}

export type PostAuthor = { name: string; jobTitle: string; bio: string; photo: MediaRef | null };

type CardRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  categories: string[];
  publishedAt: Date | null;
  updatedAt: Date;
  blocks: StoredBlock[];
  coverPath: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  coverAlt: string | null;
  coverBlur: string | null;
  authorName: string | null;
  authorJobTitle: string | null;
  authorBio: string | null;
  photoPath: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
  photoBlur: string | null;
};

function toCard(row: CardRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt ?? '',
    categories: row.categories,
    // A published post always has its date; the fallback only guards an old row.
    publishedAt: row.publishedAt ?? row.updatedAt,
    updatedAt: row.updatedAt,
    blocks: row.blocks,
    readingMinutes: readingMinutes(blocksWordCount(row.blocks)),
    cover: imageRef({ path: row.coverPath, width: row.coverWidth, height: row.coverHeight, alt: row.coverAlt, blur: row.coverBlur }, `Cover of ${row.title}`),
    author: row.authorName
      ? {
          name: row.authorName,
          jobTitle: row.authorJobTitle ?? '',
          bio: row.authorBio ?? '',
          photo: imageRef({ path: row.photoPath, width: row.photoWidth, height: row.photoHeight, blur: row.photoBlur }, `Photo of ${row.authorName}`),
        }
      : null,
  };
}

export type PostCard = ReturnType<typeof toCard>;

/** Post cards (with cover and author) matching `where`, in `order`. */
async function readCards(where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(pages)
    .leftJoin(cover, eq(cover.id, pages.coverImageId))
    .leftJoin(authors, eq(authors.id, pages.authorId))
    .leftJoin(photo, eq(photo.id, authors.photoId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(toCard);
}

const NEWEST = [desc(pages.publishedAt), desc(pages.id)];

/** Published posts of a category (by its address form, 'ai-data'), or all. */
function inCategory(label: string | null): SQL | undefined {
  return label ? and(published, arrayContains(pages.categories, [label])) : published;
}

/** The categories of published posts with how many posts each has, most used first. */
export const listPostCategories = cached('listPostCategories', ['pages'], async () => {
  const db = await getDb();
  const result = await db.execute(sql`
    select category, count(*)::int as posts from ${pages}, unnest(${pages.categories}) as category
    where ${published} group by category order by posts desc, category`);
  const rows = (result as unknown as { rows: { category: string; posts: number }[] }).rows;
  // Two spellings of one category ('AI & Data', 'AI and Data'?) stay apart; one address each.
  const seen = new Set<string>();
  return rows
    .map((row) => ({ label: row.category, slug: termSlug(row.category), posts: Number(row.posts) }))
    .filter((row) => row.slug && !seen.has(row.slug) && seen.add(row.slug));
});

const countPosts = cached('countPosts', ['pages'], async (label: string | null) => {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(pages).where(inCategory(label));
  return row?.total ?? 0;
});

const readPostsPage = cached('readPostsPage', ['pages'], (label: string | null, offset: number) =>
  readCards(inCategory(label), NEWEST, POSTS_PER_PAGE, offset),
);

/**
 * One page of the index (newest first), of a category (its address form) or all. An unknown
 * category shows nothing (the page says so); past the last page, the last page.
 */
export async function listPostsPage(requestedPage: number, categorySlug: string | null) {
  const categories = await listPostCategories();
  const category = categorySlug ? (categories.find((c) => c.slug === categorySlug) ?? null) : null;
  if (categorySlug && !category) return { posts: [], page: 1, pageCount: 1, total: 0, category: null, categories };
  const total = await countPosts(category?.label ?? null);
  const slice = pageSlice(requestedPage, total, POSTS_PER_PAGE);
  const posts = await readPostsPage(category?.label ?? null, slice.offset);
  return { posts, page: slice.page, pageCount: slice.pageCount, total, category, categories };
}

/** Published posts matching every word of `query` (title, description, excerpt), best first: at most one page. */
export async function searchPosts(query: string) {
  const terms = prefixTsQuery(query);
  if (!terms) return [];
  const doc = searchDocument(pages.title, pages.metaDescription, pages.excerpt);
  const match = sql`to_tsquery('english', ${terms})`;
  return readCards(and(published, sql`${doc} @@ ${match}`), [sql`ts_rank(${doc}, ${match}) desc`, ...NEWEST], POSTS_PER_PAGE * 2);
}

/** A published post by slug with everything its page shows, or null. */
export const getPublishedPost = cached('getPublishedPost', ['pages'], async (slug: string) => {
  const [card] = await readCards(and(published, eq(pages.slug, slug)), NEWEST, 1);
  if (!card) return null;
  const db = await getDb();
  const social = aliasedTable(mediaFiles, 'social');
  const [extra] = await db
    .select({
      tags: pages.tags,
      metaTitle: pages.metaTitle,
      metaDescription: pages.metaDescription,
      noindex: pages.noindex,
      socialPath: social.filePath,
      socialWidth: social.width,
      socialHeight: social.height,
    })
    .from(pages)
    .leftJoin(social, eq(social.id, pages.socialImageId))
    .where(eq(pages.id, card.id));
  const socialUrl = extra?.socialPath ? publicMediaUrl(extra.socialPath) : null;
  return {
    ...card,
    tags: extra?.tags ?? [],
    metaTitle: extra?.metaTitle ?? null,
    metaDescription: extra?.metaDescription ?? null,
    noindex: extra?.noindex ?? false,
    // The image chosen for sharing, else (null) the generated one.
    socialImage: socialUrl ? { url: socialUrl, width: extra?.socialWidth ?? undefined, height: extra?.socialHeight ?? undefined } : null,
  };
});

export type PublishedPost = NonNullable<Awaited<ReturnType<typeof getPublishedPost>>>;

/** The posts just before (older) and after (newer) this one, by publish date. */
export const getAdjacentPosts = cached('getAdjacentPosts', ['pages'], async (id: string, publishedAt: string) => {
  const at = new Date(publishedAt);
  const older = or(lt(pages.publishedAt, at), and(eq(pages.publishedAt, at), lt(pages.id, id)));
  const newer = or(gt(pages.publishedAt, at), and(eq(pages.publishedAt, at), gt(pages.id, id)));
  const db = await getDb();
  const columns = { slug: pages.slug, title: pages.title };
  const [[previous], [next]] = await Promise.all([
    db.select(columns).from(pages).where(and(published, older)).orderBy(desc(pages.publishedAt), desc(pages.id)).limit(1),
    db.select(columns).from(pages).where(and(published, newer)).orderBy(pages.publishedAt, pages.id).limit(1),
  ]);
  return { previous: previous ?? null, next: next ?? null };
});

/** Up to `limit` other posts, those sharing most categories and tags first, then the newest. */
export const getRelatedPosts = cached('getRelatedPosts', ['pages'], async (id: string, categories: string[], tags: string[], limit: number) => {
  const shared = sql<number>`(cardinality(array(select unnest(${pages.categories}) intersect select unnest(${sql.param(categories)}::text[]))) * 2
    + cardinality(array(select unnest(${pages.tags}) intersect select unnest(${sql.param(tags)}::text[]))))`;
  return readCards(and(published, ne(pages.id, id)), [desc(shared), ...NEWEST], limit);
});

/** The newest published posts, for the RSS and JSON feeds. */
export const listFeedPosts = cached('listFeedPosts', ['pages'], (limit: number) => readCards(published, NEWEST, limit));

/** A post's cover and author by their ids, for previews of a working copy (not cached: staff see their change). */
export async function postExtras(coverImageId: string | null, authorId: string | null) {
  const db = await getDb();
  const [[image], [author]] = await Promise.all([
    coverImageId ? db.select().from(mediaFiles).where(eq(mediaFiles.id, coverImageId)) : [],
    authorId ? getAuthorsByIds([authorId], db) : [],
  ]);
  return {
    cover: image
      ? imageRef({ path: image.filePath, width: image.width, height: image.height, alt: image.altText, blur: image.blurDataUrl }, 'Cover image')
      : null,
    author: author ?? null,
  };
}

/** Every category label in use (drafts too), for the editor's suggestions. */
export async function listCategoryLabels(): Promise<string[]> {
  const db = await getDb();
  const result = await db.execute(sql`select distinct unnest(${pages.categories}) as label from ${pages} where ${pages.kind} = 'post' order by 1 limit 200`);
  return (result as unknown as { rows: { label: string }[] }).rows.map((row) => row.label);
}
