import { PostCardView } from '@/features/posts/post-parts';
import { PostList } from '@/features/posts/post-list';
import { listFeedPosts } from '@/features/posts/queries';
import { readAtRequest } from '../read-at-request';
import type { BlockProps } from '../render-context';
import { AllLink, BlockSection, listAnchor } from '../parts';

/** Insights from the database: the latest few as cards, or the whole index (categories, search, pages). */
export async function PostsBlock({ block, context }: BlockProps<'posts'>) {
  if (block.show === 'all') {
    return (
      <BlockSection block={block}>
        <PostList
          path={context.path}
          pageNumber={context.pageNumber}
          searchParams={context.searchParams}
          anchor={listAnchor(block)}
          preview={context.preview}
        />
      </BlockSection>
    );
  }
  const posts = await readAtRequest('posts', () => listFeedPosts(block.limit));
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
      <AllLink href="/insights" label={block.allLinkLabel} />
    </BlockSection>
  );
}
