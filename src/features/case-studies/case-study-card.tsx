import { ArrowRight, Clock, Star, TrendingUp } from '@/components/icons';
import { TagList, cardClasses } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { MediaImage } from '@/features/media/media-image';
import type { MediaRef } from '@/features/media/media-ref';
import type { SampleResult } from './samples';

/** What a card shows: a stored study or a built-in sample (whose results have a metric). */
export type CaseStudyCardData = {
  key: string;
  title: string;
  client: string;
  industry: string;
  description: string;
  challenge: string;
  solution: string;
  technologies: readonly string[];
  results: readonly (string | SampleResult)[];
  timeline: string | null;
  featured: boolean;
  href: string;
  linkLabel: string;
  /** A stored study's cover from the media library (the built-in samples have none). */
  cover?: MediaRef | null;
};

export function FeaturedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-400/15 px-3 py-1 text-xs font-semibold text-amber-300">
      <Star aria-hidden className="size-3.5 fill-current" /> Featured
    </span>
  );
}

export function IndustryBadge({ industry }: { industry: string }) {
  return <span className="rounded-full bg-brand-500/15 px-3 py-1 text-xs font-semibold text-brand-300">{industry}</span>;
}

/** The results of a study: plain sentences, or a metric with its description. */
export function ResultList({ results }: { results: readonly (string | SampleResult)[] }) {
  return (
    <ul className="space-y-2">
      {results.map((result) => {
        const key = typeof result === 'string' ? result : result.metric + result.description;
        return (
          <li key={key} className="flex gap-2 text-sm text-slate-300">
            <TrendingUp aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-400" />
            {typeof result === 'string' ? (
              <span>{result}</span>
            ) : (
              <span>
                <strong className="font-semibold text-white">{result.metric}</strong> {result.description}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-400">{title}</h4>
      <div className="mt-2">{children}</div>
    </div>
  );
}

// The card's width: the whole content column on phones, half of it (or all of it, featured) from lg (gap-8).
const COVER_WIDTH = '(min-width: 1280px) 592px, (min-width: 1024px) calc(50vw - 48px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';
const FEATURED_COVER_WIDTH = '(min-width: 1280px) 1216px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

export function CaseStudyCard({ study }: { study: CaseStudyCardData }) {
  const headingId = `case-study-${study.key}`;
  return (
    <article aria-labelledby={headingId} className={`${cardClasses} flex flex-col ${study.featured ? 'lg:col-span-2' : ''}`}>
      {study.cover && (
        // The title below says what the picture shows: hidden from screen readers (alt="").
        <MediaImage
          image={{ ...study.cover, alt: '' }}
          sizes={study.featured ? FEATURED_COVER_WIDTH : COVER_WIDTH}
          className={`-mx-6 -mt-6 mb-6 aspect-video h-auto w-[calc(100%+3rem)] max-w-none rounded-t-2xl border-b border-white/10 object-cover ${study.featured ? 'lg:aspect-[21/9]' : ''}`}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <IndustryBadge industry={study.industry} />
        {study.featured && <FeaturedBadge />}
      </div>
      <p className="mt-4 text-sm font-medium text-brand-300">{study.client}</p>
      <h3 id={headingId} className="mt-1 text-2xl font-bold text-white">
        {study.title}
      </h3>
      {study.description && <p className="mt-3 text-slate-300">{study.description}</p>}

      <div className={`mt-6 grid gap-6 ${study.featured ? 'lg:grid-cols-2' : ''}`}>
        {study.challenge && (
          <Block title="Challenge">
            <p className="text-sm text-slate-300">{study.challenge}</p>
          </Block>
        )}
        {study.solution && (
          <Block title="Solution">
            <p className="text-sm text-slate-300">{study.solution}</p>
          </Block>
        )}
        {study.results.length > 0 && (
          <Block title="Results">
            <ResultList results={study.results} />
          </Block>
        )}
        {study.technologies.length > 0 && (
          <Block title="Technologies">
            <TagList items={study.technologies} label={`Technologies used for ${study.client}`} />
          </Block>
        )}
      </div>

      <div className="mt-auto pt-8">
        <div className="flex flex-col gap-4 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
          {study.timeline ? (
            <p className="flex items-center gap-2 text-sm text-slate-400">
              <Clock aria-hidden className="size-4" /> Timeline: {study.timeline}
            </p>
          ) : (
            <span />
          )}
          <ButtonLink href={study.href} variant="outline" size="sm">
            {study.linkLabel}
            <span className="sr-only">: {study.title}</span>
            <ArrowRight aria-hidden className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
