import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePageView } from '@/components/site/marketing/service-page-view';
import { getServicePage } from '@/content/services';
import { pageMetadata } from '@/features/seo/metadata';

type Props = { params: Promise<{ service: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getServicePage((await params).service);
  if (!service) return { title: 'Page not found' };
  return pageMetadata({ title: service.metaTitle, description: service.metaDescription, path: `/services/${service.slug}` });
}

export default async function ServicePage({ params }: Props) {
  const service = getServicePage((await params).service);
  if (!service) notFound();
  return <ServicePageView service={service} />;
}
