import { ArrowRight } from '@/components/icons';
import { connection } from 'next/server';
import { ButtonLink } from '@/components/ui/button';
import { PostCardView } from '@/features/posts/post-parts';
import { PostList } from '@/features/posts/post-list';
import { listFeedPosts, type PostCard } from '@/features/posts/queries';
import { logger } from '@/server/logger';
import type { BlockOf } from '../registry';
import type { BlockContext } from '../render-context';
import { BlockSection, listAnchor } from '../parts';

/** The newest posts; none when the read fails (logged), so the block shows nothing rather than break the page. */
async function loadLatest(limit: number): Promise<PostCard[]> {
  await connection();
  try {
    return await listFeedPosts(limit);
  } catch (error) {
    logger.error({ err: error }, 'Error loading posts');
    return [];
  }
}

/** Insights from the database: the latest few as cards, or the whole index (categories, search, pages). */
export async function PostsBlock({ block, context }: { block: BlockOf<'posts'>; context: BlockContext }) {
  if (block.show === 'all') {
    return (
      <BlockSection block={block}>
        <PostList path={context.path} pageNumber={context.pageNumber} searchParams={context.searchParams} anchor={listAnchor(block)} preview={context.preview} />
      </BlockSection>
    );
  }
  const posts = await loadLatest(block.limit);
  if (posts.length === 0) return null;
  return (
    <BlockSection block={block}>
      <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCardView post={post} headingLevel={block.title ? 3 : 2} />
          </li>
        ))}
      </ul>
      {block.allLinkLabel && (
        <div className="mt-10 text-center">
          <ButtonLink href="/insights" variant="outline">
            {block.allLinkLabel} <ArrowRight aria-hidden className="size-4" />
          </ButtonLink>
        </div>
      )}
    </BlockSection>
  );
}
