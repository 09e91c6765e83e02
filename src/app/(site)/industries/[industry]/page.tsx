import type { Metadata } from 'next';
import { NOT_FOUND_METADATA, notFoundPage } from '@/components/site/not-found-page';
import { getIndustryPage } from '@/content/industries';
import { builtInMetadata, builtInPage } from '@/features/pages/block-page';
import { blockPageCaching } from '@/features/pages/caching';
import { declareCaching } from '@/server/cache-policy';

// Only the industries of the copy have a page (and a record, industries/{slug}); any other address is a 404.
type Props = { params: Promise<{ industry: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const industry = getIndustryPage((await params).industry);
  if (!industry) return NOT_FOUND_METADATA;
  return builtInMetadata(`industries/${industry.slug}`)({ searchParams });
}

export default async function IndustryPage({ params, searchParams }: Props) {
  declareCaching(blockPageCaching);
  const industry = getIndustryPage((await params).industry);
  if (!industry) return notFoundPage();
  return <>{await builtInPage(`industries/${industry.slug}`)({ searchParams })}</>;
}
