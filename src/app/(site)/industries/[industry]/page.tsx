import type { Metadata } from 'next';
import { NOT_FOUND_METADATA, notFoundPage } from '@/components/site/not-found-page';
import { IndustryPageView } from '@/components/site/marketing/industry-page-view';
import { getIndustryPage } from '@/content/industries';
import { pageMetadata } from '@/features/seo/metadata';

type Props = { params: Promise<{ industry: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const industry = getIndustryPage((await params).industry);
  if (!industry) return NOT_FOUND_METADATA;
  return pageMetadata({ title: industry.metaTitle, description: industry.metaDescription, path: `/industries/${industry.slug}` });
}

export default async function IndustryPage({ params }: Props) {
  const industry = getIndustryPage((await params).industry);
  if (!industry) return notFoundPage();
  return <IndustryPageView industry={industry} />;
}
