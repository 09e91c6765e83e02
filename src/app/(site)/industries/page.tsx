import { ArrowRight, Calculator, FolderOpen } from 'lucide-react';
import { CtaBanner, PageHero, Section } from '@/components/site/sections';
import { IndustryCard } from '@/components/site/marketing/industry-card';
import { ButtonLink } from '@/components/ui/button';
import { INDUSTRIES, INDUSTRIES_PAGE } from '@/content/industries';
import { pageMetadata } from '@/features/seo/metadata';

export const metadata = pageMetadata({ title: INDUSTRIES_PAGE.metaTitle, description: INDUSTRIES_PAGE.metaDescription, path: '/industries' });

export default function IndustriesPage() {
  return (
    <>
      <PageHero
        eyebrow={INDUSTRIES_PAGE.eyebrow}
        title={INDUSTRIES_PAGE.title}
        subtitle={INDUSTRIES_PAGE.subtitle}
        actions={
          <>
            <ButtonLink href="/estimator" size="lg">
              <Calculator aria-hidden className="size-4" /> Get a Free Estimate
            </ButtonLink>
            <ButtonLink href="/case-studies" variant="outline" size="lg">
              <FolderOpen aria-hidden className="size-4" /> View Case Studies
            </ButtonLink>
          </>
        }
      />

      <Section id="industries" title={INDUSTRIES_PAGE.listTitle} subtitle={INDUSTRIES_PAGE.listSubtitle}>
        <div className="grid gap-6 lg:grid-cols-2">
          {INDUSTRIES.map((industry) => (
            <IndustryCard key={industry.id} industry={industry} />
          ))}
        </div>
      </Section>

      <CtaBanner
        title="Don’t See Your Industry?"
        text={INDUSTRIES_PAGE.ctaText}
        actions={
          <>
            <ButtonLink href="/contact" size="lg">
              Contact Us <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
            <ButtonLink href="/estimator" variant="outline" size="lg">
              <Calculator aria-hidden className="size-4" /> Get a Free Estimate
            </ButtonLink>
            <ButtonLink href="/case-studies" variant="ghost" size="lg">
              See Our Case Studies
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
