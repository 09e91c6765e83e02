import type { Metadata } from 'next';
import { connection } from 'next/server';
import { NOT_FOUND_METADATA, notFoundPage } from '@/components/site/not-found-page';
import { builtInMetadata, builtInPage, pageBlocks } from '@/features/pages/block-page';
import { getPublishedPageBySlug } from '@/features/pages/queries';
import { JsonLd } from '@/features/seo/json-ld';
import { serviceStructuredData } from '@/features/seo/service-structured-data';
import { getSiteInfo } from '@/features/settings/queries';
import { env } from '@/server/env';
import { blockPageCaching } from '@/features/pages/caching';
import { declareCaching } from '@/server/cache-policy';

// A service has a page while its record (services/{slug}, built in) is published; any other address is a 404.
type Props = { params: Promise<{ service: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

async function serviceRecord(slug: string) {
  if (!SLUG.test(slug)) return null;
  // Request time only: `next build` never opens the database.
  await connection();
  return getPublishedPageBySlug(`services/${slug}`);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const record = await serviceRecord((await params).service);
  if (!record) return NOT_FOUND_METADATA;
  return builtInMetadata(record.slug)({ searchParams });
}

export default async function ServicePage({ params, searchParams }: Props) {
  declareCaching(blockPageCaching);
  const slug = (await params).service;
  const record = await serviceRecord(slug);
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
