import { ArrowRight, CalendarClock, TrendingUp } from '@/components/icons';
import Link from 'next/link';
import { TagList } from '@/components/site/sections';
import { MediaImage } from '@/features/media/media-image';
import type { PublicCaseStudy } from './queries';

// A card's width: one of three columns from xl, of two from lg (gap-6), else the content column.
const COVER_WIDTH = '(min-width: 1280px) 390px, (min-width: 1024px) calc(50vw - 44px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** A short card of a case study (a 'featured case studies' block): challenge, solution, three results, technologies. */
export function CaseStudySummaryCard({ study }: { study: PublicCaseStudy }) {
  return (
    <>
      {study.cover && (
        // The title below says what the picture shows: hidden from screen readers (alt="").
        <MediaImage
          image={{ ...study.cover, alt: '' }}
          sizes={COVER_WIDTH}
          className="-mx-6 -mt-6 mb-5 aspect-video h-auto w-[calc(100%+3rem)] max-w-none rounded-t-2xl border-b border-white/10 object-cover"
        />
      )}
      <p className="text-sm font-medium text-brand-300">
        {study.industry} · {study.client}
      </p>
      <h3 className="mt-2 text-lg font-semibold text-white">{study.title}</h3>
      <dl className="mt-4 flex-1 space-y-4 text-sm">
        <div>
          <dt className="font-semibold text-white">Challenge</dt>
          <dd className="mt-1 text-slate-400">{study.challenge}</dd>
        </div>
        <div>
          <dt className="font-semibold text-white">Solution</dt>
          <dd className="mt-1 text-slate-400">{study.solution}</dd>
        </div>
        <div>
          <dt className="font-semibold text-white">Results</dt>
          <dd className="mt-1">
            <ul className="space-y-1.5">
              {study.results.slice(0, 3).map((result) => (
                <li key={result} className="flex gap-2 text-slate-300">
                  <TrendingUp aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-400" />
                  <span>{result}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Technologies</dt>
          <dd>
            <TagList items={study.technologies} label={`Technologies used for ${study.client}`} />
          </dd>
        </div>
        {study.timeline && (
          <div className="flex items-center gap-2 text-slate-300">
            <dt className="flex items-center gap-2">
              <CalendarClock aria-hidden className="size-4 text-slate-400" /> Timeline:
            </dt>
            <dd>{study.timeline}</dd>
          </div>
        )}
      </dl>
      <Link href={`/case-studies/${study.slug}`} className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-300 hover:text-white">
        View Full Case Study<span className="sr-only">: {study.title}</span> <ArrowRight aria-hidden className="size-4" />
      </Link>
    </>
  );
}
