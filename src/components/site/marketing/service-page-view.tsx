import { ArrowRight, Calculator } from 'lucide-react';
import { connection } from 'next/server';
import { BookingLink } from '@/components/site/calls-to-action';
import { CtaBanner, PageHero, Section, StatGrid, TagList, cardClasses } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import type { ServicePage } from '@/content/services';
import { JsonLd } from '@/features/seo/json-ld';
import { serviceStructuredData } from '@/features/seo/service-structured-data';
import { getSiteInfo } from '@/features/settings/queries';
import { env } from '@/server/env';
import { IconCardGrid } from './icon-card';
import { PricingTable } from './pricing-table';
import { ProcessSteps } from './process-steps';

/** The page of one service (/services/{slug}): every button leads to the estimator, the contact form or the booking calendar. */
export async function ServicePageView({ service }: { service: ServicePage }) {
  const contactHref = `/contact?service=${service.slug}`;
  // Request time only: the company name is a setting, and `next build` never opens the database.
  await connection();
  const { companyName } = await getSiteInfo();
  const url = `${env().siteUrl}/services/${service.slug}`;
  return (
    <>
      <JsonLd data={serviceStructuredData(service.slug, { name: service.name, description: service.metaDescription, url, provider: companyName })} />
      <PageHero
        eyebrow={service.eyebrow}
        title={service.title}
        subtitle={service.subtitle}
        actions={
          <>
            <ButtonLink href="/estimator" size="lg">
              <Calculator aria-hidden className="size-4" /> Get an Estimate
            </ButtonLink>
            <ButtonLink href={contactHref} variant="outline" size="lg">
              Discuss Your Project <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
          </>
        }
      >
        <StatGrid stats={service.stats} className="mx-auto mt-16 max-w-5xl text-left" />
      </PageHero>

      <Section id="offerings" eyebrow={service.name} title={service.offerings.title} subtitle={service.offerings.subtitle}>
        <IconCardGrid items={service.offerings.items} columns={4} />
      </Section>

      <Section id="pricing" eyebrow="Pricing" title={service.pricing.title} subtitle={service.pricing.subtitle} className="bg-white/[0.02]">
        <PricingTable tiers={service.pricing.tiers} factors={service.pricing.factors} note={service.pricing.note} quoteHref={contactHref} />
      </Section>

      {service.engagements && (
        <Section id="engagement-models" eyebrow="Flexible Terms" title={service.engagements.title} subtitle={service.engagements.subtitle}>
          <ul className="grid gap-6 md:grid-cols-3">
            {service.engagements.items.map((item) => (
              <li key={item.title} className={`${cardClasses} text-center`}>
                <h3 className="text-lg font-semibold text-white">{item.title}</h3>
                <p className="mt-3 text-2xl font-bold text-brand-300">{item.figure}</p>
                <p className="mt-3 text-sm leading-relaxed text-slate-400">{item.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="process" eyebrow="Our Process" title={service.process.title} subtitle={service.process.subtitle}>
        <ProcessSteps steps={service.process.steps} label={service.process.title} />
      </Section>

      <Section id="technologies" eyebrow="Technology" title="Technologies We Use" className="bg-white/[0.02]">
        <div className="flex justify-center">
          <TagList items={service.technologies} label={`${service.name} technologies`} />
        </div>
      </Section>

      <CtaBanner
        title={service.cta.title}
        text={service.cta.text}
        actions={
          <>
            <ButtonLink href="/estimator" size="lg">
              <Calculator aria-hidden className="size-4" /> Get an Estimate
            </ButtonLink>
            <BookingLink label="Book a Call" />
            <ButtonLink href={contactHref} variant="ghost" size="lg">
              Discuss Your Project
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
