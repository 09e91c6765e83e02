import { ArrowLeft, Building2, Clock, Factory, Sparkles } from '@/components/icons';
import Link from 'next/link';
import { Container, CtaBanner, DetailPart, PageHero, TagList, cardClasses } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { CONSULTATION, REPLY_TIME } from '@/features/contact/promises';
import { MediaImage } from '@/features/media/media-image';
import { JsonLd } from '@/features/seo/json-ld';
import { FeaturedBadge, ResultList } from './case-study-card';
import type { PublicCaseStudy } from './queries';
import { sampleStudyHref } from './samples';

/** The content column's width at each breakpoint (Container: max-w-7xl with px-4, sm:px-6, lg:px-8). */
const CONTENT_WIDTH = '(min-width: 1280px) 1216px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** The cover: a library image through the optimizer; other images served by this site as they are; else a gradient. */
function StudyImage({ study }: { study: PublicCaseStudy }) {
  // The box's shape is fixed (and the image has its width and height), so the page does not move while it loads.
  const box = 'aspect-video w-full rounded-3xl border border-white/10 sm:aspect-[21/9]';
  if (study.cover) return <MediaImage image={study.cover} sizes={CONTENT_WIDTH} priority className={`${box} h-auto object-cover`} />;
  if (study.imageUrl?.startsWith('/')) {
    return (
      <div className={`${box} relative overflow-hidden`}>
        <MediaImage
          image={{ url: study.imageUrl, width: 1600, height: 900, alt: `${study.title}: project screenshot` }}
          fill
          sizes={CONTENT_WIDTH}
          className="object-cover"
          priority
        />
      </div>
    );
  }
  return (
    <div aria-hidden className={`${box} flex items-center justify-center bg-gradient-to-br from-brand-600/40 via-slate-900 to-fuchsia-900/30`}>
      <Sparkles className="size-16 text-brand-300/60" />
    </div>
  );
}

export function CaseStudyDetail({ study, companyName }: { study: PublicCaseStudy; companyName: string }) {
  const facts = [
    { icon: Building2, label: 'Client', value: study.client },
    { icon: Factory, label: 'Industry', value: study.industry },
    ...(study.timeline ? [{ icon: Clock, label: 'Timeline', value: study.timeline }] : []),
  ];
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Article',
          headline: study.title,
          description: study.description,
          dateModified: study.updatedAt.toISOString(),
          about: study.industry,
          author: { '@type': 'Organization', name: companyName },
          publisher: { '@type': 'Organization', name: companyName },
        }}
      />
      <PageHero eyebrow={`Case Study · ${study.industry}`} title={study.title} subtitle={study.description}>
        {study.isFeatured && (
          <div className="mt-6">
            <FeaturedBadge />
          </div>
        )}
      </PageHero>

      <Container className="pb-8">
        <StudyImage study={study} />
      </Container>

      <Container className="py-12">
        <div className="grid gap-12 lg:grid-cols-3">
          <div className="space-y-12 lg:col-span-2">
            {study.challenge && (
              <DetailPart id="challenge-heading" title="The Challenge">
                <p className="text-lg leading-relaxed text-slate-300">{study.challenge}</p>
              </DetailPart>
            )}
            {study.solution && (
              <DetailPart id="solution-heading" title="Our Solution">
                <p className="text-lg leading-relaxed text-slate-300">{study.solution}</p>
              </DetailPart>
            )}
            {study.results.length > 0 && (
              <DetailPart id="results-heading" title="Results">
                <ResultList results={study.results} />
              </DetailPart>
            )}
          </div>
          <aside aria-labelledby="overview-heading" className={`${cardClasses} h-fit space-y-8`}>
            <div>
              <h2 id="overview-heading" className="text-lg font-semibold text-white">
                Project Overview
              </h2>
              <dl className="mt-4 space-y-4">
                {facts.map(({ icon: Icon, label, value }) => (
                  <div key={label}>
                    <dt className="flex items-center gap-2 text-sm text-slate-400">
                      <Icon aria-hidden className="size-4 shrink-0 text-brand-300" /> {label}
                    </dt>
                    <dd className="mt-0.5 pl-6 font-medium text-white">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            {study.technologies.length > 0 && (
              <div>
                <h2 className="text-lg font-semibold text-white">Technologies</h2>
                <div className="mt-4">
                  <TagList items={study.technologies} label="Technologies used" />
                </div>
              </div>
            )}
          </aside>
        </div>
        <Link href="/case-studies" className="mt-12 inline-flex items-center gap-2 rounded text-sm font-medium text-brand-300 hover:text-brand-400">
          <ArrowLeft aria-hidden className="size-4" /> Back to all case studies
        </Link>
      </Container>

      <CtaBanner
        title="Want Results Like These?"
        text={`Tell us about your project and we will show you how we would approach it. Free ${CONSULTATION} consultation, reply within ${REPLY_TIME}.`}
        actions={
          <>
            <ButtonLink href={sampleStudyHref(study.title)} size="lg">
              Discuss a Similar Project
            </ButtonLink>
            <ButtonLink href="/estimator" variant="outline" size="lg">
              Get a Free Estimate
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
