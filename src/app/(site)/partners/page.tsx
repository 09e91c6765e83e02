import { ArrowDown } from 'lucide-react';
import type { Metadata } from 'next';
import { parsePageParam } from '@/components/site/paging';
import { CtaBanner, PageHero, Section, StatGrid } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { partnersPage as copy } from '@/content/partners';
import { PartnershipGuideLink } from '@/features/partnership-guide/guide-link';
import { PartnerList, loadPartnerPage } from '@/features/partners/partner-list';
import { PartnerBenefitGrid, PartnerProcess, PartnershipTypeGrid } from '@/features/partners/partners-sections';
import { listPageMetadata } from '@/features/seo/metadata';

export async function generateMetadata({ searchParams }: PageProps<'/partners'>): Promise<Metadata> {
  const { page } = await loadPartnerPage(parsePageParam((await searchParams).page));
  return listPageMetadata({ ...copy.metadata, path: '/partners' }, page);
}

export default async function PartnersPage({ searchParams }: PageProps<'/partners'>) {
  const page = parsePageParam((await searchParams).page);
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
        <PartnerList page={page} />
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
