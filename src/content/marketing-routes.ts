// The static marketing pages and their titles, for the sitemap.
import { ABOUT_PAGE } from './about';
import { INDUSTRIES_PAGE, INDUSTRY_PAGES } from './industries';
import { SERVICE_PAGES, SERVICE_SLUGS, SERVICES_PAGE } from './services';
import { KYC_PAGE, SOLUTIONS_PAGE } from './solutions';

export type MarketingRoute = { path: string; title: string };

export const MARKETING_ROUTES: MarketingRoute[] = [
  { path: '/solutions', title: SOLUTIONS_PAGE.metaTitle },
  { path: '/solutions/kyc-verification', title: KYC_PAGE.metaTitle },
  { path: '/services', title: SERVICES_PAGE.metaTitle },
  ...SERVICE_SLUGS.map((slug) => ({ path: `/services/${slug}`, title: SERVICE_PAGES[slug].metaTitle })),
  { path: '/industries', title: INDUSTRIES_PAGE.metaTitle },
  ...Object.values(INDUSTRY_PAGES).map((page) => ({ path: `/industries/${page.slug}`, title: page.metaTitle })),
  { path: '/about', title: ABOUT_PAGE.metaTitle },
];
