// /industries and /industries/{slug} as blocks, from the copy in ../industries.ts.
import { iconName } from '@/features/blocks/icons';
import { INDUSTRIES, INDUSTRIES_PAGE, INDUSTRY_PAGES, type IndustryPage } from '../industries';
import type { SeedPage } from './types';

export function industriesPage(): SeedPage {
  return {
    slug: 'industries',
    title: 'Industries',
    metaTitle: INDUSTRIES_PAGE.metaTitle,
    metaDescription: INDUSTRIES_PAGE.metaDescription,
    builtIn: true,
    blocks: [
      {
        type: 'hero',
        badge: INDUSTRIES_PAGE.eyebrow,
        title: INDUSTRIES_PAGE.title,
        text: INDUSTRIES_PAGE.subtitle,
        buttons: [
          { label: 'Get a Free Estimate', href: '/estimator', icon: 'calculator' },
          { label: 'View Case Studies', href: '/case-studies', style: 'outline', icon: 'folder' },
        ],
      },
      {
        type: 'cardGrid',
        anchor: 'industries',
        title: INDUSTRIES_PAGE.listTitle,
        subtitle: INDUSTRIES_PAGE.listSubtitle,
        columns: '2',
        bulletsTitle: 'Challenges',
        featuresTitle: 'Our Solutions',
        tagsTitle: 'Technologies',
        noteTitle: 'Success Story',
        cards: INDUSTRIES.map((industry) => ({
          icon: iconName(industry.icon),
          title: industry.name,
          text: industry.description,
          bullets: [...industry.challenges],
          features: [...industry.solutions],
          tags: [...industry.technologies],
          note: industry.caseStudy,
          href: industry.detailPage?.href ?? '',
          linkLabel: industry.detailPage?.label ?? '',
        })),
      },
      {
        type: 'cta',
        title: 'Don’t See Your Industry?',
        text: INDUSTRIES_PAGE.ctaText,
        buttons: [
          { label: 'Contact Us', href: '/contact', icon: 'arrow' },
          { label: 'Get a Free Estimate', href: '/estimator', style: 'outline', icon: 'calculator' },
          { label: 'See Our Case Studies', href: '/case-studies', style: 'ghost' },
        ],
      },
    ],
  };
}

export function industryPage(industry: IndustryPage): SeedPage {
  return {
    slug: `industries/${industry.slug}`,
    title: industry.name,
    metaTitle: industry.metaTitle,
    metaDescription: industry.metaDescription,
    builtIn: true,
    blocks: [
      {
        type: 'hero',
        badge: industry.eyebrow,
        title: industry.title,
        text: industry.subtitle,
        buttons: [
          { label: `Talk to Our ${industry.name} Team`, href: '/contact', icon: 'arrow' },
          { label: 'Get an Estimate', href: '/estimator', style: 'outline', icon: 'calculator' },
        ],
        stats: industry.stats.map((stat) => ({ ...stat })),
      },
      {
        type: 'cardGrid',
        anchor: 'challenges',
        eyebrow: 'Challenges',
        title: `${industry.name} Challenges We Solve`,
        subtitle: industry.intros.challenges,
        columns: '4',
        cards: industry.challenges.map((item) => ({ icon: iconName(item.icon), title: item.title, text: item.description })),
      },
      {
        type: 'cardGrid',
        anchor: 'solutions',
        eyebrow: 'Solutions',
        title: `Our ${industry.name} Solutions`,
        subtitle: industry.intros.solutions,
        background: 'tinted',
        cards: industry.solutions.map((item) => ({ icon: iconName(item.icon), title: item.title, text: item.description })),
      },
      {
        type: 'cardGrid',
        anchor: 'compliance-technology',
        eyebrow: 'Compliance & Technology',
        title: industry.intros.complianceTitle,
        subtitle: industry.intros.compliance,
        columns: '2',
        cards: [
          { icon: 'ShieldCheck', hideIcon: true, title: 'Compliance Standards', tags: [...industry.compliance] },
          { icon: 'Code2', hideIcon: true, title: 'Technologies', tags: [...industry.technologies] },
        ],
      },
      {
        type: 'cardGrid',
        anchor: 'success-story',
        eyebrow: 'Success Story',
        title: industry.successStory.title,
        background: 'tinted',
        cards: [
          {
            icon: 'Trophy',
            title: industry.successStory.client,
            text: industry.successStory.story,
            stats: industry.successStory.results.map((stat) => ({ ...stat })),
          },
        ],
      },
      {
        type: 'cta',
        title: industry.cta.title,
        text: industry.cta.text,
        buttons: [
          { label: 'Contact Us', href: '/contact', icon: 'arrow' },
          { label: 'Get an Estimate', href: '/estimator', style: 'outline', icon: 'calculator' },
        ],
      },
    ],
  };
}

export function industryPages(): SeedPage[] {
  return Object.values(INDUSTRY_PAGES).map(industryPage);
}
