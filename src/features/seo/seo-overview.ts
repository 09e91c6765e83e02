// The admin SEO screen's data: every public page (the built-in routes and the CMS pages,
// drafts included) with the title and description search engines get, what is wrong with them,
// and whether the sitemap lists the page (read from the sitemap itself, not re-derived).
import 'server-only';
import { asc } from 'drizzle-orm';
import { blocksSummary } from '@/features/blocks/summary';
import { pageBlocks } from '@/features/pages/block-page';
import { pageViewHref } from '@/features/pages/urls';
import { getSiteInfo } from '@/features/settings/queries';
import type { Database } from '@/server/db/client';
import { pages } from '@/server/db/schema';
import { browserTitle } from './metadata';
import { ROUTE_PAGES } from './public-pages';
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
      .select({
        title: pages.title,
        slug: pages.slug,
        content: pages.content,
        blocks: pages.blocks,
        builtIn: pages.builtIn,
        metaTitle: pages.metaTitle,
        metaDescription: pages.metaDescription,
        isPublished: pages.isPublished,
      })
      .from(pages)
      .orderBy(asc(pages.slug)),
    getSiteInfo(),
  ]);

  // The built-in pages as their routes give them (recordMetadata): their records, which staff
  // edit; the home page's title and description are the site title and description settings.
  const records = cmsPages
    .filter((page) => page.builtIn)
    .map((page): SeoRow => {
      const path = `/${page.slug}`;
      const home = page.slug === '';
      const title = home ? site.siteTitle || page.metaTitle || page.title : browserTitle(page.metaTitle || page.title);
      const description = (home && site.siteDescription) || page.metaDescription || blocksSummary(pageBlocks(page));
      const ownDescription = Boolean((home && site.siteDescription) || page.metaDescription);
      return {
        path,
        name: null,
        published: page.isPublished,
        viewHref: pageViewHref(page),
        title,
        description,
        ownDescription,
        inSitemap: listed.has(path),
        issues: seoIssues({ title, description, ownTitle: Boolean((home && site.siteTitle) || page.metaTitle), ownDescription }),
      };
    });
  const routes = ROUTE_PAGES.map((page): SeoRow => {
    const title = browserTitle(page.title);
    return {
      path: page.path,
      name: null,
      published: true,
      viewHref: page.path,
      title,
      description: page.description,
      ownDescription: true,
      inSitemap: listed.has(page.path),
      issues: seoIssues({ title, description: page.description }),
    };
  });
  const builtIn = [...records, ...routes];

  const cms = cmsPages
    .filter((page) => !page.builtIn)
    .map((page): SeoRow => {
      const path = `/${page.slug}`;
      // The viewer's rules: the meta title as it is (no suffix), else the page title; the meta
      // description, else the start of the page.
      const title = page.metaTitle || page.title;
      const description = page.metaDescription || blocksSummary(pageBlocks(page));
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
