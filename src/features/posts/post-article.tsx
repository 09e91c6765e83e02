// A post as its page shows it: categories, title, excerpt, byline, cover, the blocks through the one
// renderer, tags and the author's bio. Also what every preview of a post draws (live, shared
// link, version), so staff see the page visitors will get.
import type { Block } from '@/features/blocks/registry';
import { RenderBlocks } from '@/features/blocks/render-blocks';
import { MediaImage } from '@/features/media/media-image';
import type { MediaRef } from '@/features/media/media-ref';
import { AuthorAvatar, Byline, CategoryLinks } from './post-parts';
import { postExtras, type PostAuthor } from './queries';
import { readingMinutes } from './terms';
import { blocksWordCount } from './text';

export type ArticlePost = {
  title: string;
  excerpt: string;
  categories: readonly string[];
  tags: readonly string[];
  /** null: not published yet (a preview). */
  publishedAt: Date | null;
  blocks: readonly Block[];
  cover: MediaRef | null;
  author: PostAuthor | null;
};

export function PostArticle({ post, path, preview = false, marked }: { post: ArticlePost; path: string; preview?: boolean; marked?: ReadonlySet<string> }) {
  const minutes = readingMinutes(blocksWordCount(post.blocks));
  return (
    <article>
      <header className="px-4 pt-32 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl">
          <CategoryLinks categories={post.categories} className="mb-5" />
          <h1 className="text-balance text-4xl font-bold tracking-tight text-white sm:text-5xl">{post.title}</h1>
          {post.excerpt && <p className="mt-5 text-lg leading-relaxed text-slate-300 sm:text-xl">{post.excerpt}</p>}
          <div className="mt-8">
            <Byline
              post={{ author: post.author, publishedAt: post.publishedAt ?? new Date(0), published: post.publishedAt !== null, readingMinutes: minutes }}
            />
          </div>
        </div>
        {post.cover && (
          <div className="mx-auto mt-10 max-w-5xl overflow-hidden rounded-2xl border border-white/10">
            <MediaImage image={post.cover} priority sizes="(min-width: 1024px) 1024px, 100vw" className="h-auto w-full" />
          </div>
        )}
      </header>
      {/* Under the header, the first block's section starts closer (its usual top padding separates sections). */}
      <div className="[&>section:first-child]:pt-10">
        <RenderBlocks blocks={post.blocks} context={{ path, pageNumber: 1, preview }} marked={marked} />
      </div>
      {(post.tags.length > 0 || post.author) && (
        <footer className="px-4 pb-8 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-3xl space-y-8 border-t border-white/10 pt-8">
            {post.tags.length > 0 && (
              <ul aria-label="Tags" className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-full border border-white/15 px-3 py-1 text-xs text-slate-300">
                    #{tag}
                  </li>
                ))}
              </ul>
            )}
            {post.author && (
              <section aria-label="About the author" className="flex gap-4 rounded-2xl border border-white/10 bg-white/[0.03] p-6">
                <AuthorAvatar author={post.author} size="large" />
                <div className="min-w-0">
                  <p className="font-semibold text-white">{post.author.name}</p>
                  {post.author.jobTitle && <p className="text-sm text-slate-400">{post.author.jobTitle}</p>}
                  {post.author.bio && <p className="mt-2 text-sm leading-relaxed text-slate-300">{post.author.bio}</p>}
                </div>
              </section>
            )}
          </div>
        </footer>
      )}
    </article>
  );
}

/** A working copy of a post (by its fields as stored): its cover and author read by id, then drawn as above. */
export async function PostPreviewArticle({
  post,
  path,
  marked,
}: {
  post: Omit<ArticlePost, 'cover' | 'author'> & { coverImageId: string | null; authorId: string | null };
  path: string;
  marked?: ReadonlySet<string>;
}) {
  const { cover, author } = await postExtras(post.coverImageId, post.authorId);
  return <PostArticle post={{ ...post, cover, author }} path={path} preview marked={marked} />;
}
