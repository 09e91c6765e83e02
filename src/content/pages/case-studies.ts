// /case-studies (the list) as blocks, from the copy in ../case-studies.ts. Each study's own page
// (/case-studies/{slug}) is a record of the case studies manager.
import { caseStudiesPage as copy } from '../case-studies';
import type { SeedPage } from './types';

export function caseStudiesPage(): SeedPage {
  return {
    slug: 'case-studies',
    title: copy.metadata.title,
    metaTitle: copy.metadata.title,
    metaDescription: copy.metadata.description,
    builtIn: true,
    blocks: [
      {
        type: 'hero',
        badge: copy.hero.eyebrow,
        title: copy.hero.title,
        text: copy.hero.subtitle,
        buttons: [
          { label: copy.hero.primary.label, href: copy.hero.primary.href, icon: 'arrow' },
          { label: copy.hero.secondary.label, href: copy.hero.secondary.href, style: 'outline' },
        ],
        stats: copy.stats.map((stat) => ({ ...stat })),
      },
      { type: 'caseStudies', anchor: 'case-studies', title: copy.list.title, subtitle: copy.list.subtitle, show: 'all' },
      {
        type: 'cta',
        title: copy.cta.title,
        text: copy.cta.text,
        buttons: [
          { label: copy.cta.primary.label, href: copy.cta.primary.href },
          { label: copy.cta.secondary.label, href: copy.cta.secondary.href, style: 'outline' },
        ],
      },
    ],
  };
}
