import { ApplicationPage } from '@/features/jobs/application-page';
import { connection } from 'next/server';
import { builtInPageMetadata } from '@/features/seo/public-pages';

export async function generateMetadata() {
  // Request time only: the share image's address is signed with the app secret, which `next build` must not create.
  await connection();
  return builtInPageMetadata('/careers/apply');
}

export default async function OpenApplicationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ApplicationPage position="Open application" returnTo="/careers/apply" searchParams={await searchParams} />;
}
