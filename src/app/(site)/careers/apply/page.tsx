import { ApplicationPage } from '@/features/jobs/application-page';
import { connection } from 'next/server';
import { routePageMetadata } from '@/features/seo/public-pages';
import { blockPageCaching } from '@/features/pages/caching';
import { declareCaching } from '@/server/cache-policy';

export async function generateMetadata() {
  // Request time only: the share image's address is signed with the app secret, which `next build` must not create.
  await connection();
  return routePageMetadata('/careers/apply');
}

export default async function OpenApplicationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  declareCaching(blockPageCaching);
  return <ApplicationPage position="Open application" returnTo="/careers/apply" searchParams={await searchParams} />;
}
