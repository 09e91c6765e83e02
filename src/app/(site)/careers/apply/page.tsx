import { ApplicationPage } from '@/features/jobs/application-page';
import { builtInPageMetadata } from '@/features/seo/public-pages';

// Per request, not at import: the share image's address is signed with the app secret.
export const generateMetadata = () => builtInPageMetadata('/careers/apply');

export default async function OpenApplicationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ApplicationPage position="Open application" returnTo="/careers/apply" searchParams={await searchParams} />;
}
