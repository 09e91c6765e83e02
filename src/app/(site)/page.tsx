import type { Metadata } from 'next';
import { connection } from 'next/server';
import { builtInPage, loadBuiltInPage, type BuiltInPageProps } from '@/features/pages/block-page';
import { pageMetadata } from '@/features/seo/metadata';
import { OrganizationJsonLd } from '@/features/seo/organization-json-ld';
import { getSiteInfo } from '@/features/settings/queries';
import { env } from '@/server/env';

export async function generateMetadata(): Promise<Metadata> {
  // Request time only, like the page: the database is never opened during `next build`.
  await connection();
  // Staff edit them in Settings (site title, site description); the home page record's if they are blank.
  const [info, page] = await Promise.all([getSiteInfo(), loadBuiltInPage('')]);
  const title = info.siteTitle || page?.metaTitle || page?.title || info.companyName;
  const description = info.siteDescription || page?.metaDescription || '';
  // The home page's title is the full brand line, without the " | Axion Labs" suffix.
  return { ...pageMetadata({ title, description, path: '/' }), title: { absolute: title } };
}

const HomeBlocks = builtInPage('');

export default async function HomePage(props: BuiltInPageProps) {
  await connection();
  const info = await getSiteInfo();
  return (
    <>
      <OrganizationJsonLd info={info} url={env().siteUrl} />
      <HomeBlocks {...props} />
    </>
  );
}
