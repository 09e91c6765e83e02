import { ApplicationPage } from '@/features/jobs/application-page';
import { builtInPageMetadata } from '@/features/seo/public-pages';

export const metadata = builtInPageMetadata('/careers/apply');

export default async function OpenApplicationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ApplicationPage position="Open application" returnTo="/careers/apply" searchParams={await searchParams} />;
}
