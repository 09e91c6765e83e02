// /case-studies (the list) as blocks, from the copy in ../case-studies.ts. Each study's own page
// (/case-studies/{slug}) is a record of the case studies manager.
import { caseStudiesPage as copy } from '../case-studies';
import { ctaBlock, linkedHeroBlock, pageRecord, sitePage } from './builders';
import type { SeedPage } from './types';

export function caseStudiesPage(): SeedPage {
  return sitePage(pageRecord('case-studies', copy.metadata), [
    linkedHeroBlock(copy, 'arrow'),
    { type: 'caseStudies', anchor: 'case-studies', title: copy.list.title, subtitle: copy.list.subtitle, show: 'all' },
    ctaBlock(copy.cta, [{ ...copy.cta.primary }, { ...copy.cta.secondary, style: 'outline' }]),
  ]);
}
