import type { Metadata } from 'next';
import { pageHref } from '@/components/site/paging';

type PageSeo = {
  /** The page's own title; the root layout appends " | {company}". */
  title: string;
  description: string;
  /** The canonical path, such as /services/web-development. */
  path: string;
  /** Open Graph type: 'article' for case studies and CMS blog pages. */
  type?: 'website' | 'article';
};

/** Search engines show about 70 characters of a title (html-validate's long-title rule). */
export const MAX_TITLE_LENGTH = 70;

/**
 * Title, description, canonical URL and Open Graph/Twitter tags of one page. A title that would
 * pass MAX_TITLE_LENGTH with the company suffix goes without it.
 */
export function pageMetadata({ title, description, path, type = 'website' }: PageSeo): Metadata {
  return {
    title: browserTitle(title) === title ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type, locale: 'en_US' },
    twitter: { card: 'summary_large_image', title, description },
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
