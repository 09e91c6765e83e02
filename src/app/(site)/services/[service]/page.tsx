import type { Metadata } from 'next';
import { connection } from 'next/server';
import { NOT_FOUND_METADATA, notFoundPage } from '@/components/site/not-found-page';
import { getServicePage } from '@/content/services';
import { builtInMetadata, builtInPage } from '@/features/pages/block-page';
import { JsonLd } from '@/features/seo/json-ld';
import { serviceStructuredData } from '@/features/seo/service-structured-data';
import { getSiteInfo } from '@/features/settings/queries';
import { env } from '@/server/env';
import { blockPageCaching } from '@/features/pages/caching';
import { declareCaching } from '@/server/cache-policy';

// Only the services of the copy have a page (and a record, services/{slug}); any other address is a 404.
type Props = { params: Promise<{ service: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const service = getServicePage((await params).service);
  if (!service) return NOT_FOUND_METADATA;
  return builtInMetadata(`services/${service.slug}`)({ searchParams });
}

export default async function ServicePage({ params, searchParams }: Props) {
  declareCaching(blockPageCaching);
  const service = getServicePage((await params).service);
  if (!service) return notFoundPage();
  // Request time only: the company name is a setting, and `next build` never opens the database.
  await connection();
  const { companyName } = await getSiteInfo();
  return (
    <>
      <JsonLd data={serviceStructuredData(service.slug, { name: service.name, description: service.metaDescription, url: `${env().siteUrl}/services/${service.slug}`, provider: companyName })} />
      {await builtInPage(`services/${service.slug}`)({ searchParams })}
    </>
  );
}
