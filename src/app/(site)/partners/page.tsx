import { ArrowDown } from 'lucide-react';
import { CtaBanner, PageHero, Section, StatGrid } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { partnersPage as copy } from '@/content/partners';
import { PartnershipGuideLink } from '@/features/partnership-guide/guide-link';
import { PartnerList } from '@/features/partners/partner-list';
import { PartnerBenefitGrid, PartnerProcess, PartnershipTypeGrid } from '@/features/partners/partners-sections';
import { pageMetadata } from '@/features/seo/metadata';

export const metadata = pageMetadata({ ...copy.metadata, path: '/partners' });

export default function PartnersPage() {
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        actions={
          <>
            <ButtonLink href={copy.hero.primary.href} size="lg">
              {copy.hero.primary.label} <ArrowDown aria-hidden className="size-4" />
            </ButtonLink>
            <ButtonLink href={copy.hero.secondary.href} variant="outline" size="lg">
              {copy.hero.secondary.label}
            </ButtonLink>
          </>
        }
      >
        <StatGrid stats={copy.stats} className="mx-auto mt-16 max-w-4xl" />
      </PageHero>

      <Section id="partnership-types" title={copy.types.title} subtitle={copy.types.subtitle}>
        <PartnershipTypeGrid />
      </Section>

      <Section id="trusted-partners" title={copy.trusted.title} subtitle={copy.trusted.subtitle}>
        {/* Rendered into the page itself, not streamed in behind a spinner: visitors without JavaScript and crawlers get the list. */}
        <PartnerList />
      </Section>

      <Section id="benefits" title={copy.benefits.title} subtitle={copy.benefits.subtitle}>
        <PartnerBenefitGrid />
      </Section>

      <Section id="process" title={copy.process.title} subtitle={copy.process.subtitle}>
        <PartnerProcess />
      </Section>

      <CtaBanner
        title={copy.cta.title}
        text={copy.cta.text}
        actions={
          <>
            <ButtonLink href={copy.cta.primary.href} size="lg">
              {copy.cta.primary.label}
            </ButtonLink>
            <PartnershipGuideLink />
          </>
        }
      />
    </>
  );
}
