import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageView } from '@/features/pages/page-view';
import { getPublishedPageBySlug } from '@/features/pages/queries';

// The CMS page viewer (/{slug}). It catches every path no other route serves, so that unknown
// paths show the 404 page inside the site's header and footer.
type Props = { params: Promise<{ slug: string[] }> };

async function findPage(params: Props['params']) {
  const { slug } = await params;
  return slug.length === 1 && slug[0] ? getPublishedPageBySlug(slug[0]) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await findPage(params);
  if (!page) return { title: 'Page not found' };
  return {
    title: { absolute: page.metaTitle || page.title },
    description: page.metaDescription || undefined,
  };
}

export default async function CmsPage({ params }: Props) {
  const page = await findPage(params);
  if (!page) notFound();
  return <PageView page={page} />;
}
