import { ArrowRight, Calculator } from 'lucide-react';
import { BookingLink } from '@/components/site/calls-to-action';
import { CtaBanner, PageHero, Section } from '@/components/site/sections';
import { IconCardGrid } from '@/components/site/marketing/icon-card';
import { ProcessSteps } from '@/components/site/marketing/process-steps';
import { CoreServiceCard, ServiceLinkCard } from '@/components/site/marketing/service-card';
import { ButtonLink } from '@/components/ui/button';
import { ADVANTAGES, CORE_SERVICES, DELIVERY_PROCESS, SERVICE_PAGES, SERVICE_SLUGS, SERVICES_PAGE } from '@/content/services';
import { pageMetadata } from '@/features/seo/metadata';

export const metadata = pageMetadata({ title: SERVICES_PAGE.metaTitle, description: SERVICES_PAGE.metaDescription, path: '/services' });

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow={SERVICES_PAGE.eyebrow}
        title={SERVICES_PAGE.title}
        subtitle={SERVICES_PAGE.subtitle}
        actions={
          <>
            <ButtonLink href="/estimator" size="lg">
              <Calculator aria-hidden className="size-4" /> Get a Free Estimate
            </ButtonLink>
            <ButtonLink href="/contact" variant="outline" size="lg">
              Talk to an Expert <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
          </>
        }
      />

      <Section id="services" eyebrow="What We Offer" title="Our Services" subtitle="Four ways to work with us, each with transparent pricing and a realistic timeline.">
        <div className="grid gap-6 md:grid-cols-2">
          {CORE_SERVICES.map((service) => (
            <CoreServiceCard key={service.title} service={service} />
          ))}
        </div>
      </Section>

      <Section id="specialised-services" eyebrow="Specialised Services" title="Explore Our Service Lines" subtitle="Detailed scope, pricing and process for our most requested services." className="bg-white/[0.02]">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICE_SLUGS.map((slug) => (
            <ServiceLinkCard key={slug} service={SERVICE_PAGES[slug]} />
          ))}
        </div>
      </Section>

      <Section id="process" eyebrow="How We Work" title="Our Process" subtitle="A proven four-step process that keeps you informed and in control from the first workshop to launch.">
        <ProcessSteps steps={DELIVERY_PROCESS} label="Our delivery process" />
      </Section>

      <Section id="advantages" eyebrow="Why Choose Us" title="Why Clients Choose Us" className="bg-white/[0.02]">
        <IconCardGrid items={ADVANTAGES} />
      </Section>

      <CtaBanner
        title="Ready to Start Your Project?"
        text={SERVICES_PAGE.ctaText}
        actions={
          <>
            <ButtonLink href="/estimator" size="lg">
              <Calculator aria-hidden className="size-4" /> Get a Free Estimate
            </ButtonLink>
            <ButtonLink href="/contact" variant="outline" size="lg">
              Contact Us <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
            <BookingLink variant="ghost" />
          </>
        }
      />
    </>
  );
}
