// The metadata of /insights: the built-in page's, with a title and canonical address of its own
// for a category (/insights?category=ai-data) and noindex for search results.
import 'server-only';
import type { Metadata } from 'next';
import { parsePageParam } from '@/components/site/paging';
import { builtInMetadata, type BuiltInPageProps } from '@/features/pages/block-page';
import { listPageMetadata } from '@/features/seo/metadata';
import { indexQuery } from './post-list';
import { listPostsPage } from './queries';

const base = builtInMetadata('insights');

export async function insightsMetadata(props: BuiltInPageProps): Promise<Metadata> {
  const metadata = await base(props);
  const searchParams = await props.searchParams;
  const { category: categorySlug, q } = indexQuery(searchParams);
  if (q) return { ...metadata, robots: { index: false, follow: true } };
  if (!categorySlug) return metadata;
  const list = await listPostsPage(parsePageParam(searchParams.page), categorySlug).catch(() => null);
  if (!list?.category) return { ...metadata, robots: { index: false, follow: true } };
  const category = list.category;
  const description = `Posts on ${category.label} from our engineers.`;
  return { ...metadata, ...listPageMetadata({ title: `${category.label}: Insights`, description, path: `/insights?category=${category.slug}` }, list.page) };
}
