// The admin SEO screen's data: every public page (the built-in routes and the CMS pages,
// drafts included) with the title and description search engines get, what is wrong with them,
// and whether the sitemap lists the page (read from the sitemap itself, not re-derived).
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { contentSummary } from '@/features/pages/content';
import { pageViewHref } from '@/features/pages/urls';
import { getSiteInfo } from '@/features/settings/queries';
import type { Database } from '@/server/db/client';
import { pages } from '@/server/db/schema';
import { browserTitle } from './metadata';
import { BUILT_IN_PAGES } from './public-pages';
import { seoIssues, type SeoIssue } from './seo-checks';
import { listSitemapPagePaths } from './sitemap';

export type SeoRow = {
  path: string;
  /** The CMS page's title; null for a built-in page. */
  name: string | null;
  published: boolean;
  /** Where staff open the page: drafts through the preview. */
  viewHref: string;
  title: string;
  description: string;
  /** false: no SEO description of its own, `description` is the start of the page. */
  ownDescription: boolean;
  inSitemap: boolean;
  issues: SeoIssue[];
};

export type SeoOverview = { builtIn: SeoRow[]; cms: SeoRow[] };

export async function loadSeoOverview(db: Database): Promise<SeoOverview> {
  const [listed, cmsPages, site] = await Promise.all([
    listSitemapPagePaths(),
    db
      .select({ title: pages.title, slug: pages.slug, content: pages.content, metaTitle: pages.metaTitle, metaDescription: pages.metaDescription, isPublished: pages.isPublished })
      .from(pages)
      // The built-in pages' records are the rows of the built-in table above.
      .where(eq(pages.builtIn, false))
      .orderBy(asc(pages.slug)),
    getSiteInfo(),
  ]);

  const builtIn = BUILT_IN_PAGES.map((builtInPage): SeoRow => {
    // The home page's title and description are the site title and description settings.
    const page = builtInPage.path === '/' ? { ...builtInPage, title: site.siteTitle || builtInPage.title, description: site.siteDescription || builtInPage.description } : builtInPage;
    const title = browserTitle(page.title, page.absoluteTitle);
    return { path: page.path, name: null, published: true, viewHref: page.path, title, description: page.description, ownDescription: true, inSitemap: listed.has(page.path), issues: seoIssues({ title, description: page.description }) };
  });

  const cms = cmsPages.map((page): SeoRow => {
    const path = `/${page.slug}`;
    // The viewer's rules: the meta title as it is (no suffix), else the page title; the meta
    // description, else the start of the page.
    const title = page.metaTitle || page.title;
    const description = page.metaDescription || contentSummary(page.content);
    return {
      path,
      name: page.title,
      published: page.isPublished,
      viewHref: pageViewHref(page),
      title,
      description,
      ownDescription: Boolean(page.metaDescription),
      inSitemap: listed.has(path),
      issues: seoIssues({ title, description, ownTitle: Boolean(page.metaTitle), ownDescription: Boolean(page.metaDescription) }),
    };
  });
  return { builtIn, cms };
}
