// /services as blocks, from the copy in ../services.ts.
import { iconName } from '@/features/blocks/icons';
import { ADVANTAGES, CORE_SERVICES, DELIVERY_PROCESS, SERVICE_PAGES, SERVICE_SLUGS, SERVICES_PAGE } from '../services';
import { ctaBlock, heroBlock, iconCards, sitePage } from './builders';
import type { SeedPage, Visuals } from './types';

export function servicesPage(visuals: Visuals): SeedPage {
  return sitePage({ slug: 'services', title: 'Services', metaTitle: SERVICES_PAGE.metaTitle, metaDescription: SERVICES_PAGE.metaDescription }, [
    heroBlock(SERVICES_PAGE, [
      { label: 'Get a Free Estimate', href: '/estimator', icon: 'calculator' },
      { label: 'Talk to an Expert', href: '/contact', style: 'outline', icon: 'arrow' },
    ]),
    {
      type: 'cardGrid',
      anchor: 'services',
      eyebrow: 'What We Offer',
      title: 'Our Services',
      subtitle: 'Four ways to work with us, each with transparent pricing and a realistic timeline.',
      columns: '2',
      cards: CORE_SERVICES.map((service) => ({
        icon: iconName(service.icon),
        title: service.title,
        text: service.description,
        price: service.pricing,
        timeline: service.timeline,
        features: [...service.features],
        href: service.link.href,
        linkLabel: service.link.label,
      })),
    },
    {
      type: 'cardGrid',
      anchor: 'specialised-services',
      eyebrow: 'Specialised Services',
      title: 'Explore Our Service Lines',
      subtitle: 'Detailed scope, pricing and process for our most requested services.',
      background: 'tinted',
      columns: '4',
      cards: SERVICE_SLUGS.map((slug) => {
        const service = SERVICE_PAGES[slug];
        return {
          icon: iconName(service.icon),
          title: service.name,
          text: service.summary,
          price: service.price,
          image: visuals(`service:${slug}`),
          href: `/services/${slug}`,
          linkLabel: 'Learn more',
        };
      }),
    },
    {
      type: 'process',
      anchor: 'process',
      eyebrow: 'How We Work',
      title: 'Our Process',
      subtitle: 'A proven four-step process that keeps you informed and in control from the first workshop to launch.',
      steps: DELIVERY_PROCESS.map((step) => ({ title: step.title, text: step.description, duration: step.period ?? '' })),
    },
    {
      type: 'cardGrid',
      anchor: 'advantages',
      eyebrow: 'Why Choose Us',
      title: 'Why Clients Choose Us',
      background: 'tinted',
      cards: iconCards(ADVANTAGES),
    },
    ctaBlock({ title: 'Ready to Start Your Project?', text: SERVICES_PAGE.ctaText }, [
      { label: 'Get a Free Estimate', href: '/estimator', icon: 'calculator' },
      { label: 'Contact Us', href: '/contact', style: 'outline', icon: 'arrow' },
      { label: 'Schedule a Free Consultation', action: 'booking', style: 'ghost' },
    ]),
  ]);
}
