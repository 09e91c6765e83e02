import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SearchResultsPage } from '@/features/admin/search/search-results';
import { requireRoleForPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Search' };

export default async function AdminSearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const { q } = await searchParams;
  const query = typeof q === 'string' ? q : '';
  await requireRoleForPage('editor', `/admin/search${query ? `?q=${encodeURIComponent(query)}` : ''}`);
  return <SearchResultsPage query={query} />;
}
