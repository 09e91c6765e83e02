import type { Metadata } from 'next';
import { NOT_FOUND_METADATA, notFoundPage } from '@/components/site/not-found-page';
import { ServicePageView } from '@/components/site/marketing/service-page-view';
import { getServicePage } from '@/content/services';
import { pageMetadata } from '@/features/seo/metadata';

type Props = { params: Promise<{ service: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getServicePage((await params).service);
  if (!service) return NOT_FOUND_METADATA;
  return pageMetadata({ title: service.metaTitle, description: service.metaDescription, path: `/services/${service.slug}` });
}

export default async function ServicePage({ params }: Props) {
  const service = getServicePage((await params).service);
  if (!service) return notFoundPage();
  return <ServicePageView service={service} />;
}
