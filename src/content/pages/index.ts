// Every page a fresh install starts with, built from the copy in src/content: the site's own
// pages (one route file each) and the demo pages of the page manager.
import { aboutPage } from './about';
import { careersPage } from './careers';
import { caseStudiesPage } from './case-studies';
import { contactPage } from './contact';
import { estimatorPage } from './estimator';
import { partnersPage } from './partners';
import { homePage } from './home';
import { industriesPage, industryPages } from './industries';
import { insightsPage } from './insights';
import { servicePages } from './service-pages';
import { servicesPage } from './services';
import { kycPage, solutionsPage } from './solutions';
import type { SeedPage, Visuals } from './types';

export function seedPages(visuals: Visuals): SeedPage[] {
  return [
    homePage(visuals),
    servicesPage(visuals),
    ...servicePages(visuals),
    solutionsPage(),
    kycPage(),
    industriesPage(),
    ...industryPages(),
    aboutPage(visuals),
    caseStudiesPage(),
    insightsPage(),
    careersPage(),
    partnersPage(),
    contactPage(),
    estimatorPage(),
  ];
}
