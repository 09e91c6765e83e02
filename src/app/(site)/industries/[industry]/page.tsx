import { notFoundPage } from '@/components/site/not-found-page';
import { builtInPage } from '@/features/pages/block-page';
import { blockPageCaching } from '@/features/pages/caching';
import { declareCaching } from '@/server/cache-policy';
import { sectionPageMetadata, sectionPageRecord, type SectionPageProps } from '../../section-pages';

// An industry has a page while its record (industries/{slug}, built in) is published; any other address is a 404.
export const generateMetadata = sectionPageMetadata('industries', 'industry');

export default async function IndustryPage({ params, searchParams }: SectionPageProps<'industry'>) {
  declareCaching(blockPageCaching);
  const record = await sectionPageRecord('industries', (await params).industry);
  if (!record) return notFoundPage();
  return <>{await builtInPage(record.slug)({ searchParams })}</>;
}
