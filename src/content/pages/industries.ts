// /industries and /industries/{slug} as blocks, from the copy in ../industries.ts.
import { iconName } from '@/features/blocks/icons';
import { INDUSTRIES, INDUSTRIES_PAGE, INDUSTRY_PAGES, type IndustryPage } from '../industries';
import { ctaBlock, heroBlock, iconCards, overviewPage, sitePage } from './builders';
import type { SeedPage } from './types';

export function industriesPage(): SeedPage {
  return overviewPage({
    slug: 'industries',
    title: 'Industries',
    copy: INDUSTRIES_PAGE,
    list: {
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
    ctaTitle: 'Don’t See Your Industry?',
  });
}

export function industryPage(industry: IndustryPage): SeedPage {
  return sitePage({ slug: `industries/${industry.slug}`, title: industry.name, metaTitle: industry.metaTitle, metaDescription: industry.metaDescription }, [
    heroBlock(
      industry,
      [
        { label: `Talk to Our ${industry.name} Team`, href: '/contact', icon: 'arrow' },
        { label: 'Get an Estimate', href: '/estimator', style: 'outline', icon: 'calculator' },
      ],
      industry.stats,
    ),
    {
      type: 'cardGrid',
      anchor: 'challenges',
      eyebrow: 'Challenges',
      title: `${industry.name} Challenges We Solve`,
      subtitle: industry.intros.challenges,
      columns: '4',
      cards: iconCards(industry.challenges),
    },
    {
      type: 'cardGrid',
      anchor: 'solutions',
      eyebrow: 'Solutions',
      title: `Our ${industry.name} Solutions`,
      subtitle: industry.intros.solutions,
      background: 'tinted',
      cards: iconCards(industry.solutions),
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
    ctaBlock(industry.cta, [
      { label: 'Contact Us', href: '/contact', icon: 'arrow' },
      { label: 'Get an Estimate', href: '/estimator', style: 'outline', icon: 'calculator' },
    ]),
  ]);
}

export function industryPages(): SeedPage[] {
  return Object.values(INDUSTRY_PAGES).map(industryPage);
}
