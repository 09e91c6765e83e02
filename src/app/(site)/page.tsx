import type { Metadata } from 'next';
import { connection } from 'next/server';
import { HERO_LABEL, HERO_SLIDES, HOME_META } from '@/content/home';
import { listHomeCaseStudies, type PublicCaseStudy } from '@/features/case-studies/queries';
import { AboutSection } from '@/features/home/about-section';
import { CaseStudiesSection } from '@/features/home/case-studies-section';
import { CapabilitiesSection, StatsSection, TechStackSection } from '@/features/home/expertise-sections';
import { FaqSection } from '@/features/home/faq-section';
import { FinalCta } from '@/features/home/final-cta';
import { HeroBlock } from '@/features/blocks/library/hero';
import { blockSchema } from '@/features/blocks/parse';
import { OrganizationJsonLd } from '@/features/home/organization-json-ld';
import { SaasSection } from '@/features/home/saas-section';
import { ServicesSection } from '@/features/home/services-section';
import { TestimonialsSection } from '@/features/home/testimonials-section';
import { pageMetadata } from '@/features/seo/metadata';
import { getSiteInfo } from '@/features/settings/queries';
import { env } from '@/server/env';
import { logger } from '@/server/logger';

export async function generateMetadata(): Promise<Metadata> {
  // Request time only, like the page: the database is never opened during `next build`.
  await connection();
  // Staff edit them in Settings (site title, site description); the built-in copy if they are blank.
  const info = await getSiteInfo();
  const title = info.siteTitle || HOME_META.title;
  const description = info.siteDescription || HOME_META.description;
  // The home page's title is the full brand line, without the " | Axion Labs" suffix.
  return { ...pageMetadata({ title, description, path: '/' }), title: { absolute: title } };
}

/** The spec: a failed load is logged and the section shows its empty state. */
async function loadCaseStudies(): Promise<PublicCaseStudy[]> {
  try {
    return await listHomeCaseStudies();
  } catch (error) {
    logger.error({ err: error }, 'Error loading case studies');
    return [];
  }
}

export default async function HomePage() {
  // Request time only: the database is never opened during `next build`.
  await connection();
  const [info, studies] = await Promise.all([getSiteInfo(), loadCaseStudies()]);
  return (
    <>
      <OrganizationJsonLd info={info} url={env().siteUrl} />
      <HeroBlock
        block={blockSchema.parse({
          id: 'hero',
          type: 'hero',
          title: HERO_LABEL,
          slides: HERO_SLIDES.map((slide) => ({
            icon: { code: 'Code2', brain: 'BrainCircuit', shield: 'ShieldCheck', users: 'Users' }[slide.icon],
            badge: slide.badge,
            title: slide.title,
            text: slide.subtitle,
            buttons: [
              { label: slide.primary.label, href: slide.primary.href, icon: 'arrow' },
              { label: slide.secondary.label, href: slide.secondary.href, style: 'outline' },
            ],
            stats: slide.stats.map((stat) => ({ ...stat })),
          })),
        }) as Extract<ReturnType<typeof blockSchema.parse>, { type: 'hero' }>}
      />
      <AboutSection />
      <ServicesSection />
      <StatsSection />
      <CapabilitiesSection />
      <TechStackSection />
      <SaasSection />
      <CaseStudiesSection studies={studies} />
      <TestimonialsSection />
      <FaqSection />
      <FinalCta />
    </>
  );
}
