import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { notFoundPage } from '@/components/site/not-found-page';
import { blockPageCaching } from '@/features/pages/caching';
import { PREVIEW_PARAM, redirectPath } from '@/features/pages/urls';
import { declareCaching } from '@/server/cache-policy';
import { findPost, PostPageView, postMetadata } from '@/features/posts/post-page';

// A post of Insights. No loading.tsx: the post is read before anything is sent, so that a missing
// one answers 404 and a former slug 308.
type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

async function lookUp({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  return findPost(slug, query[PREVIEW_PARAM] === '1');
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return postMetadata(await lookUp(props));
}

export default async function PostPage(props: Props) {
  declareCaching(blockPageCaching);
  const found = await lookUp(props);
  if (found.kind === 'redirect') permanentRedirect(redirectPath(found.path, await props.searchParams));
  if (found.kind === 'missing') return notFoundPage();
  return <PostPageView lookup={found} />;
}
