import { ArrowRight, Send } from '@/components/icons';
import { cardClasses } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { JobFacts } from './job-facts';
import { applyHref } from './labels';
import type { PublicJob } from './queries';

export function JobCard({ job }: { job: PublicJob }) {
  const headingId = `job-${job.id}`;
  return (
    <article aria-labelledby={headingId} className={`${cardClasses} flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between`}>
      <div className="max-w-3xl">
        <h3 id={headingId} className="text-xl font-bold text-white">
          {job.title}
        </h3>
        <JobFacts job={job} className="mt-3" />
        {job.description && <p className="mt-4 line-clamp-3 text-slate-300">{job.description}</p>}
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row lg:flex-col">
        <ButtonLink href={`/careers/${job.id}`} variant="outline">
          View Details<span className="sr-only">: {job.title}</span>
          <ArrowRight aria-hidden className="size-4" />
        </ButtonLink>
        <ButtonLink href={applyHref(job.id)}>
          <Send aria-hidden className="size-4" />
          Apply Now<span className="sr-only">: {job.title}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
