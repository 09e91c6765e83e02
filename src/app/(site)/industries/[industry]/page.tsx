import type { Metadata } from 'next';
import { connection } from 'next/server';
import { NOT_FOUND_METADATA, notFoundPage } from '@/components/site/not-found-page';
import { builtInMetadata, builtInPage } from '@/features/pages/block-page';
import { blockPageCaching } from '@/features/pages/caching';
import { getPublishedPageBySlug } from '@/features/pages/queries';
import { declareCaching } from '@/server/cache-policy';

// An industry has a page while its record (industries/{slug}, built in) is published; any other address is a 404.
type Props = { params: Promise<{ industry: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

async function industryRecord(slug: string) {
  if (!SLUG.test(slug)) return null;
  // Request time only: `next build` never opens the database.
  await connection();
  return getPublishedPageBySlug(`industries/${slug}`);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const record = await industryRecord((await params).industry);
  if (!record) return NOT_FOUND_METADATA;
  return builtInMetadata(record.slug)({ searchParams });
}

export default async function IndustryPage({ params, searchParams }: Props) {
  declareCaching(blockPageCaching);
  const record = await industryRecord((await params).industry);
  if (!record) return notFoundPage();
  return <>{await builtInPage(record.slug)({ searchParams })}</>;
}
