// The Insights index: category links, a search form (a plain GET form: works without
// JavaScript), the posts as cards and the pager. Drawn by the 'posts' block on /insights.
import Link from 'next/link';
import { connection } from 'next/server';
import { Pager } from '@/components/site/pager';
import { SearchBox } from '@/components/site/search-box';
import { logger } from '@/server/logger';
import { PostCardView } from './post-parts';
import { listPostCategories, listPostsPage, searchPosts } from './queries';

type Query = Readonly<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** What the address asks for: ?category=ai-data, ?q=words (at most 100 characters). */
export function indexQuery(searchParams: Query | undefined) {
  const category = first(searchParams?.category).slice(0, 60);
  return { category: /^[a-z0-9-]+$/.test(category) ? category : null, q: first(searchParams?.q).slice(0, 100) };
}

async function load(page: number, category: string | null, q: string) {
  // Request time only: `next build` never opens the database.
  await connection();
  try {
    if (q) {
      const [posts, categories] = await Promise.all([searchPosts(q), listPostCategories()]);
      return { posts, page: 1, pageCount: 1, category: null, categories };
    }
    return await listPostsPage(page, category);
  } catch (error) {
    logger.error({ err: error }, 'Error loading posts');
    return { posts: [], page: 1, pageCount: 1, category: null, categories: [] };
  }
}

const pill = 'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors';
const pillOff = `${pill} border-white/15 text-slate-200 hover:bg-white/10 hover:text-white`;
const pillOn = `${pill} border-brand-400 bg-brand-500/20 text-white`;

export async function PostList({
  path,
  pageNumber,
  searchParams,
  anchor,
  preview,
}: {
  path: string;
  pageNumber: number;
  searchParams?: Query;
  anchor?: string;
  preview: boolean;
}) {
  const { category: categorySlug, q } = indexQuery(searchParams);
  const { posts, page, pageCount, category, categories } = await load(pageNumber, categorySlug, q);
  const listPath = category ? `${path}?category=${category.slug}` : path;
  return (
    <>
      <div className="mb-10 flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        {categories.length > 0 && (
          <nav aria-label="Categories">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link href={path} className={!category && !q ? pillOn : pillOff} aria-current={!category && !q ? 'page' : undefined}>
                  All posts
                </Link>
              </li>
              {categories.map((c) => (
                <li key={c.slug}>
                  <Link
                    href={`${path}?category=${c.slug}`}
                    className={category?.slug === c.slug ? pillOn : pillOff}
                    aria-current={category?.slug === c.slug ? 'page' : undefined}
                  >
                    {c.label} <span className="ml-1.5 font-normal text-slate-400">{c.posts}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <SearchBox action={path} id="insights-search" label="Search the insights" query={q} maxLength={100} look="toolbar" disabled={preview} />
      </div>

      {q && (
        <p role="status" className="mb-6 text-slate-300">
          {posts.length === 0 ? `No posts match “${q}”.` : `${posts.length === 1 ? 'One post matches' : `${posts.length} posts match`} “${q}”.`}{' '}
          <Link href={path} className="font-semibold text-brand-300 underline underline-offset-4 hover:text-white">
            Show all posts
          </Link>
        </p>
      )}
      {!q && posts.length === 0 && (
        <p className="text-center text-slate-300">
          {categorySlug && !category ? 'There are no posts in this category.' : 'No posts are published yet.'}{' '}
          {categorySlug && (
            <Link href={path} className="font-semibold text-brand-300 underline underline-offset-4 hover:text-white">
              Show all posts
            </Link>
          )}
        </p>
      )}
      {posts.length > 0 && (
        <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <PostCardView post={post} priority={index === 0 && page === 1} />
            </li>
          ))}
        </ul>
      )}
      <Pager path={listPath} anchor={anchor} page={page} pageCount={pageCount} label="Insights: pages" />
    </>
  );
}
