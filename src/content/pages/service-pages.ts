// /services/{slug} as blocks, from the copy in ../services.ts. Their Service structured data
// stays in the route (it reads the company name from the settings).
import { SERVICE_PAGES, SERVICE_SLUGS, type ServiceSlug } from '../services';
import { ctaBlock, iconCards, sitePage } from './builders';
import type { SeedBlock, SeedPage, Visuals } from './types';

export function servicePage(slug: ServiceSlug, visuals: Visuals): SeedPage {
  const service = SERVICE_PAGES[slug];
  const contactHref = `/contact?service=${slug}`;
  const engagements: SeedBlock[] = service.engagements
    ? [
        {
          type: 'cardGrid',
          anchor: 'engagement-models',
          eyebrow: 'Flexible Terms',
          title: service.engagements.title,
          subtitle: service.engagements.subtitle,
          style: 'figure',
          cards: service.engagements.items.map((item) => ({
            icon: 'CalendarClock',
            hideIcon: true,
            title: item.title,
            figure: item.figure,
            text: item.description,
          })),
        },
      ]
    : [];
  return sitePage({ slug: `services/${slug}`, title: service.name, metaTitle: service.metaTitle, metaDescription: service.metaDescription }, [
    {
      type: 'hero',
      badge: service.eyebrow,
      title: service.title,
      text: service.subtitle,
      image: visuals(`service:${slug}`),
      buttons: [
        { label: 'Get an Estimate', href: '/estimator', icon: 'calculator' },
        { label: 'Discuss Your Project', href: contactHref, style: 'outline', icon: 'arrow' },
      ],
      stats: service.stats.map((stat) => ({ ...stat })),
    },
    {
      type: 'cardGrid',
      anchor: 'offerings',
      eyebrow: service.name,
      title: service.offerings.title,
      subtitle: service.offerings.subtitle,
      columns: '4',
      cards: iconCards(service.offerings.items),
    },
    {
      type: 'pricing',
      anchor: 'pricing',
      eyebrow: 'Pricing',
      title: service.pricing.title,
      subtitle: service.pricing.subtitle,
      background: 'tinted',
      tiers: service.pricing.tiers.map((tier) => ({
        name: tier.name,
        price: tier.price,
        unit: tier.unit,
        description: tier.description,
        features: [...tier.features],
        highlighted: tier.highlighted ?? false,
      })),
      factors: [...(service.pricing.factors ?? [])],
      note: service.pricing.note,
      quoteHref: contactHref,
    },
    ...engagements,
    {
      type: 'process',
      anchor: 'process',
      eyebrow: 'Our Process',
      title: service.process.title,
      subtitle: service.process.subtitle,
      steps: service.process.steps.map((step) => ({ title: step.title, text: step.description, duration: step.period ?? '' })),
    },
    {
      type: 'techGroups',
      anchor: 'technologies',
      eyebrow: 'Technology',
      title: 'Technologies We Use',
      background: 'tinted',
      groups: [{ icon: 'Code2', items: [...service.technologies] }],
    },
    ctaBlock(service.cta, [
      { label: 'Get an Estimate', href: '/estimator', icon: 'calculator' },
      { label: 'Book a Call', action: 'booking', style: 'outline' },
      { label: 'Discuss Your Project', href: contactHref, style: 'ghost' },
    ]),
  ]);
}

export function servicePages(visuals: Visuals): SeedPage[] {
  return SERVICE_SLUGS.map((slug) => servicePage(slug, visuals));
}
