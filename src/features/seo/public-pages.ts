// The site's built-in public pages (served by their own routes) with the title and description
// each route gives search engines. The sitemap and the admin SEO screen read this one list; the
// routes whose copy lives nowhere else take their metadata from it (builtInPageMetadata).
import { ABOUT_PAGE } from '@/content/about';
import { careersPage } from '@/content/careers';
import { caseStudiesPage } from '@/content/case-studies';
import { CONTACT_HERO } from '@/content/contact';
import { ESTIMATOR_INTRO } from '@/content/estimator';
import { HOME_META } from '@/content/home';
import { INDUSTRIES_PAGE, INDUSTRY_PAGES } from '@/content/industries';
import { INSIGHTS_DESCRIPTION, INSIGHTS_META_TITLE } from '@/content/pages/insights';
import { partnersPage } from '@/content/partners';
import { SERVICE_PAGES, SERVICE_SLUGS, SERVICES_PAGE } from '@/content/services';
import { KYC_PAGE, SOLUTIONS_PAGE } from '@/content/solutions';
import { pageMetadata } from './metadata';

export type BuiltInPage = {
  path: string;
  /** The route's own title; the root layout adds ' | Axion Labs' unless `absoluteTitle`. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
};

export const CONTACT_PAGE = {
  path: '/contact',
  title: 'Contact Us',
  description: CONTACT_HERO.description,
} as const;

export const ESTIMATOR_PAGE = {
  path: '/estimator',
  title: ESTIMATOR_INTRO.title,
  description:
    "Estimate your software project's cost in minutes: choose the type, features, scale, design level and delivery, and get a detailed breakdown by role.",
} as const;

const OPEN_APPLICATION_PAGE = {
  path: '/careers/apply',
  title: 'Send Us Your Resume',
  description: "Don't see your role? Send us your CV and we will keep you in mind for the next opening.",
} as const;

/** Every built-in public page, in the sitemap's order. */
export const BUILT_IN_PAGES: readonly BuiltInPage[] = [
  { path: '/', title: HOME_META.title, absoluteTitle: true, description: HOME_META.description },
  { path: '/solutions', title: SOLUTIONS_PAGE.metaTitle, description: SOLUTIONS_PAGE.metaDescription },
  { path: '/solutions/kyc-verification', title: KYC_PAGE.metaTitle, description: KYC_PAGE.metaDescription },
  { path: '/services', title: SERVICES_PAGE.metaTitle, description: SERVICES_PAGE.metaDescription },
  ...SERVICE_SLUGS.map((slug) => ({ path: `/services/${slug}`, title: SERVICE_PAGES[slug].metaTitle, description: SERVICE_PAGES[slug].metaDescription })),
  { path: '/industries', title: INDUSTRIES_PAGE.metaTitle, description: INDUSTRIES_PAGE.metaDescription },
  ...Object.values(INDUSTRY_PAGES).map((page) => ({ path: `/industries/${page.slug}`, title: page.metaTitle, description: page.metaDescription })),
  { path: '/about', title: ABOUT_PAGE.metaTitle, description: ABOUT_PAGE.metaDescription },
  { path: '/case-studies', ...caseStudiesPage.metadata },
  { path: '/insights', title: INSIGHTS_META_TITLE, description: INSIGHTS_DESCRIPTION },
  { path: '/careers', ...careersPage.metadata },
  OPEN_APPLICATION_PAGE,
  { path: '/partners', ...partnersPage.metadata },
  CONTACT_PAGE,
  ESTIMATOR_PAGE,
];

/** The metadata of a built-in route whose copy lives only in this list. */
export function builtInPageMetadata(path: (typeof CONTACT_PAGE | typeof ESTIMATOR_PAGE | typeof OPEN_APPLICATION_PAGE)['path']) {
  const page = [CONTACT_PAGE, ESTIMATOR_PAGE, OPEN_APPLICATION_PAGE].find((entry) => entry.path === path)!;
  return pageMetadata(page);
}
