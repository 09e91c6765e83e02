import { ArrowRight, Trophy } from 'lucide-react';
import Link from 'next/link';
import { CheckList, TagList, cardClasses } from '@/components/site/sections';
import type { Industry } from '@/content/industries';
import { IconBadge } from './icon-card';

/** One industry: challenges, our solutions, technologies and a success story. */
export function IndustryCard({ industry }: { industry: Industry }) {
  return (
    <article className={`${cardClasses} flex h-full flex-col`}>
      <div className="flex items-center gap-4">
        <IconBadge icon={industry.icon} />
        <h3 className="text-xl font-semibold text-white">{industry.name}</h3>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-slate-400">{industry.description}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-white">Challenges</h4>
          <ul className="mt-3 space-y-2">
            {industry.challenges.map((challenge) => (
              <li key={challenge} className="flex gap-2 text-sm text-slate-300">
                <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-400" />
                <span>{challenge}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold text-white">Our Solutions</h4>
          <CheckList items={industry.solutions} className="mt-3" />
        </div>
      </div>
      <h4 className="mt-6 text-sm font-semibold text-white">Technologies</h4>
      <div className="mt-3">
        <TagList items={industry.technologies} label={`${industry.name} technologies`} />
      </div>
      <div className="mt-6 rounded-xl border border-emerald-400/20 bg-emerald-500/[0.06] p-4">
        <h4 className="flex items-center gap-2 text-sm font-semibold text-emerald-300">
          <Trophy aria-hidden className="size-4" /> Success Story
        </h4>
        <p className="mt-2 text-sm leading-relaxed text-slate-300">{industry.caseStudy}</p>
      </div>
      {industry.detailPage && (
        <Link href={industry.detailPage.href} className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-300 hover:text-brand-300/80">
          {industry.detailPage.label} <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </article>
  );
}
