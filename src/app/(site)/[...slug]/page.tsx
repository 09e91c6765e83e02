import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageView } from '@/features/pages/page-view';
import { getPublishedPageBySlug } from '@/features/pages/queries';
import { pageMetadata } from '@/features/seo/metadata';
import type { PageContent } from '@/server/db/schema';

// The CMS page viewer (/{slug}). It catches every path no other route serves, so that unknown
// paths show the 404 page inside the site's header and footer.
type Props = { params: Promise<{ slug: string[] }> };

async function findPage(params: Props['params']) {
  const { slug } = await params;
  return slug.length === 1 && slug[0] ? getPublishedPageBySlug(slug[0]) : null;
}

/** Without a meta description: the start of the page's first text, for search results. */
function summary(content: PageContent) {
  const text = typeof content === 'string' ? content : (content.sections ?? []).find((s) => s.type !== 'heading')?.content ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157).replace(/\s+\S*$/, '')}...` : flat;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await findPage(params);
  if (!page) return { title: 'Page not found' };
  const metadata = pageMetadata({
    title: page.metaTitle || page.title,
    description: page.metaDescription || summary(page.content),
    path: `/${page.slug}`,
    type: page.templateType === 'blog' ? 'article' : 'website',
  });
  // The spec: the browser title is the page's meta title (or its title) as it is.
  return { ...metadata, title: { absolute: page.metaTitle || page.title } };
}

export default async function CmsPage({ params }: Props) {
  const page = await findPage(params);
  if (!page) notFound();
  return <PageView page={page} />;
}
