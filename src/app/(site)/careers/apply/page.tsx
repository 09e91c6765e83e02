import { ApplicationPage } from '@/features/jobs/application-page';
import { pageMetadata } from '@/features/seo/metadata';

export const metadata = pageMetadata({
  title: 'Send Us Your Resume',
  description: "Don't see your role? Send us your CV and we will keep you in mind for the next opening.",
  path: '/careers/apply',
});

export default async function OpenApplicationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ApplicationPage position="Open application" returnTo="/careers/apply" searchParams={await searchParams} />;
}
