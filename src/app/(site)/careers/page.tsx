import { ArrowDown } from 'lucide-react';
import type { Metadata } from 'next';
import { parsePageParam } from '@/components/site/paging';
import { PageHero, Section, StatGrid } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { careersPage as copy } from '@/content/careers';
import { IconCardGrid, OpenApplicationCard } from '@/features/jobs/careers-sections';
import { JobList, loadJobPage } from '@/features/jobs/job-list';
import { listPageMetadata } from '@/features/seo/metadata';

export async function generateMetadata({ searchParams }: PageProps<'/careers'>): Promise<Metadata> {
  const { page } = await loadJobPage(parsePageParam((await searchParams).page));
  return listPageMetadata({ ...copy.metadata, path: '/careers' }, page);
}

export default async function CareersPage({ searchParams }: PageProps<'/careers'>) {
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

      <Section id="perks" title={copy.perks.title} subtitle={copy.perks.subtitle}>
        <IconCardGrid items={copy.perks.items} />
      </Section>

      <Section id="values" title={copy.values.title} subtitle={copy.values.subtitle}>
        <IconCardGrid items={copy.values.items} columns="lg:grid-cols-4" />
      </Section>

      <Section id="positions" title={copy.positions.title} subtitle={copy.positions.subtitle}>
        {/* Rendered into the page itself, not streamed in behind a spinner: visitors without JavaScript and crawlers get the list. */}
        <JobList page={page} />
        <OpenApplicationCard />
      </Section>
    </>
  );
}
