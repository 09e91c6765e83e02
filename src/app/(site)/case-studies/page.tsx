import { ArrowRight } from 'lucide-react';
import type { Metadata } from 'next';
import { parsePageParam } from '@/components/site/paging';
import { CtaBanner, PageHero, Section, StatGrid } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { caseStudiesPage as copy } from '@/content/case-studies';
import { CaseStudyList, loadCaseStudyPage } from '@/features/case-studies/case-study-list';
import { listPageMetadata } from '@/features/seo/metadata';

export async function generateMetadata({ searchParams }: PageProps<'/case-studies'>): Promise<Metadata> {
  const { page } = await loadCaseStudyPage(parsePageParam((await searchParams).page));
  return listPageMetadata({ ...copy.metadata, path: '/case-studies' }, page);
}

export default async function CaseStudiesPage({ searchParams }: PageProps<'/case-studies'>) {
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
        <CaseStudyList page={page} />
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
