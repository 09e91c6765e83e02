import type { Metadata } from 'next';
import { SiteSearchPage } from '@/features/site-search/search-page';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

// Results pages are thin and endless: kept out of search engines.
export const metadata: Metadata = { title: 'Search', robots: { index: false, follow: true }, alternates: { canonical: '/search' } };

export default async function SearchRoute({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  declareCaching(cachePolicy.shared({ reads: ['q'] }));
  const { q } = await searchParams;
  return <SiteSearchPage query={typeof q === 'string' ? q : ''} />;
}
