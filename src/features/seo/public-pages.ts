// Public pages a route serves with no page record: their title and description are here. Every
// other built-in page (/, /services, /about...) is a record (decision 084), and the sitemap, the
// SEO screen and the site search read those records, as staff edited them.
import { pageMetadata } from './metadata';

export type RoutePage = {
  path: string;
  /** The route's own title; the root layout adds ' | Axion Labs'. */
  title: string;
  description: string;
};

const OPEN_APPLICATION_PAGE = {
  path: '/careers/apply',
  title: 'Send Us Your Resume',
  description: "Don't see your role? Send us your CV and we will keep you in mind for the next opening.",
} as const;

/** Every public page a route serves without a record, in the sitemap's order. */
export const ROUTE_PAGES: readonly RoutePage[] = [OPEN_APPLICATION_PAGE];

/** The metadata of a route-only page. */
export function routePageMetadata(path: (typeof OPEN_APPLICATION_PAGE)['path']) {
  return pageMetadata(ROUTE_PAGES.find((entry) => entry.path === path)!);
}
