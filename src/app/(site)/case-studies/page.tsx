import { ArrowRight } from 'lucide-react';
import { CtaBanner, PageHero, Section, StatGrid } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { caseStudiesPage as copy } from '@/content/case-studies';
import { CaseStudyList } from '@/features/case-studies/case-study-list';
import { pageMetadata } from '@/features/seo/metadata';

export const metadata = pageMetadata({ ...copy.metadata, path: '/case-studies' });

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        actions={
          <>
            <ButtonLink href={copy.hero.primary.href} size="lg">
              {copy.hero.primary.label} <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
            <ButtonLink href={copy.hero.secondary.href} variant="outline" size="lg">
              {copy.hero.secondary.label}
            </ButtonLink>
          </>
        }
      >
        <StatGrid stats={copy.stats} className="mx-auto mt-16 max-w-4xl" />
      </PageHero>

      <Section id="case-studies" title={copy.list.title} subtitle={copy.list.subtitle}>
        {/* Rendered into the page itself, not streamed in behind a spinner: visitors without JavaScript and crawlers get the list. */}
        <CaseStudyList />
      </Section>

      <CtaBanner
        title={copy.cta.title}
        text={copy.cta.text}
        actions={
          <>
            <ButtonLink href={copy.cta.primary.href} size="lg">
              {copy.cta.primary.label}
            </ButtonLink>
            <ButtonLink href={copy.cta.secondary.href} variant="outline" size="lg">
              {copy.cta.secondary.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
