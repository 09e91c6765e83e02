import { notFoundPage } from '@/components/site/not-found-page';
import { builtInPage, pageBlocks } from '@/features/pages/block-page';
import { JsonLd } from '@/features/seo/json-ld';
import { serviceStructuredData } from '@/features/seo/service-structured-data';
import { getSiteInfo } from '@/features/settings/queries';
import { env } from '@/server/env';
import { blockPageCaching } from '@/features/pages/caching';
import { declareCaching } from '@/server/cache-policy';
import { sectionPageMetadata, sectionPageRecord, type SectionPageProps } from '../../section-pages';

// A service has a page while its record (services/{slug}, built in) is published; any other address is a 404.
export const generateMetadata = sectionPageMetadata('services', 'service');

export default async function ServicePage({ params, searchParams }: SectionPageProps<'service'>) {
  declareCaching(blockPageCaching);
  const slug = (await params).service;
  const record = await sectionPageRecord('services', slug);
  if (!record) return notFoundPage();
  const { companyName } = await getSiteInfo();
  return (
    <>
      <JsonLd
        data={serviceStructuredData({
          name: record.title,
          description: record.metaDescription ?? '',
          url: `${env().siteUrl}/services/${slug}`,
          provider: companyName,
          blocks: pageBlocks(record),
        })}
      />
      {await builtInPage(record.slug)({ searchParams })}
    </>
  );
}
