import type { Metadata } from 'next';
import { pageHref } from '@/components/site/paging';
import { shareImageUrl } from './share-image-url';

/** An image chosen for sharing (the page's social image); its size when known. */
export type SocialImage = { url: string; width?: number; height?: number; alt?: string };

type PageSeo = {
  /** The page's own title; the root layout appends " | {company}". */
  title: string;
  description: string;
  /** The canonical path, such as /services/web-development. */
  path: string;
  /** Open Graph type: 'article' for case studies and CMS blog pages. */
  type?: 'website' | 'article';
  /** The social image chosen for the page; without one, a share image is generated from the title. */
  image?: SocialImage | null;
  /** The line above the title in the generated share image; by default from the path (/services/x: 'Service'). */
  label?: string;
};

// Detail pages under these sections say what they are on their share image.
const SECTION_LABELS: Record<string, string> = {
  services: 'Service',
  solutions: 'Solution',
  industries: 'Industry',
  'case-studies': 'Case study',
  careers: 'Careers',
  insights: 'Insights',
};

/** The generated share image's label of a page at `path`: its section's, for a page inside one. */
export function sectionLabel(path: string): string | undefined {
  const [section, ...rest] = path.split('?', 1)[0]!.split('/').filter(Boolean);
  return section && rest.length > 0 ? SECTION_LABELS[section] : undefined;
}

/** The page's Open Graph image: the chosen one, else the generated one (1200x630) showing its title. */
export function shareImage({
  title,
  path,
  image,
  label,
}: Pick<PageSeo, 'title' | 'path' | 'image' | 'label'>): Required<Pick<SocialImage, 'url' | 'alt'>> & SocialImage {
  if (image) return { ...image, alt: image.alt || title };
  // A meta title written with the company suffix: the image shows the brand already.
  const shown = title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title;
  return { url: shareImageUrl({ title: shown, label: label ?? sectionLabel(path) }), width: 1200, height: 630, alt: title };
}

/** Search engines show about 70 characters of a title (html-validate's long-title rule). */
export const MAX_TITLE_LENGTH = 70;

/**
 * Title, description, canonical URL and Open Graph/Twitter tags of one page. A title that would
 * pass MAX_TITLE_LENGTH with the company suffix goes without it. Call it per request (in
 * generateMetadata): the generated image's address is signed with the app secret.
 */
export function pageMetadata({ title, description, path, type = 'website', image, label }: PageSeo): Metadata {
  const shared = shareImage({ title, path, image, label });
  return {
    title: browserTitle(title) === title ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type, locale: 'en_US', images: [shared] },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: shared.url, alt: shared.alt }] },
  };
}

/** pageMetadata of page `page` of a paged list: from page 2 on, a title and canonical URL of its own. */
export function listPageMetadata(seo: PageSeo, page: number): Metadata {
  if (page <= 1) return pageMetadata(seo);
  return pageMetadata({ ...seo, title: `${seo.title} – page ${page}`, path: pageHref(seo.path, page) });
}

/** The root layout's title template (src/app/layout.tsx): '%s | Axion Labs'. */
export const TITLE_SUFFIX = ' | Axion Labs';

/** The browser title of a page whose metadata gives `title` (absolute: used as it is). */
export function browserTitle(title: string, absolute = false): string {
  if (absolute || `${title}${TITLE_SUFFIX}`.length > MAX_TITLE_LENGTH) return title;
  return `${title}${TITLE_SUFFIX}`;
}
