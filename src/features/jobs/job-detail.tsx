import { ArrowLeft, Send } from '@/components/icons';
import Link from 'next/link';
import { CheckList } from '@/components/site/check-list';
import { Container, DetailPart, PageHero, cardClasses } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { JsonLd } from '@/features/seo/json-ld';
import { JobFacts } from './job-facts';
import { jobPostingData } from './job-posting';
import { applyCopy, applyHref, JOB_TYPE_LABELS } from './labels';
import type { PublicJob } from './queries';

export function JobDetail({ job, organization }: { job: PublicJob; organization: { name: string; url: string } }) {
  return (
    <>
      <JsonLd data={jobPostingData(job, organization)} />
      <PageHero
        eyebrow={`${job.department} · ${JOB_TYPE_LABELS[job.type]}`}
        title={job.title}
        actions={
          <ButtonLink href={applyHref(job.id)} size="lg">
            <Send aria-hidden className="size-4" /> Apply Now
          </ButtonLink>
        }
      >
        <JobFacts job={job} className="mt-8 justify-center" />
      </PageHero>

      <Container className="pb-20">
        <Link href="/careers#positions" className="inline-flex items-center gap-2 rounded text-sm font-medium text-brand-300 hover:text-brand-400">
          <ArrowLeft aria-hidden className="size-4" /> Back to all positions
        </Link>
        <div className="mt-8 grid gap-12 lg:grid-cols-3">
          <div className="space-y-12 lg:col-span-2">
            {job.description && (
              <DetailPart id="role-heading" title="About the Role">
                <p className="text-lg leading-relaxed text-slate-300">{job.description}</p>
              </DetailPart>
            )}
            {job.requirements.length > 0 && (
              <DetailPart id="requirements-heading" title="Requirements">
                <CheckList items={job.requirements} className="[&_li]:text-base" />
              </DetailPart>
            )}
            {job.benefits.length > 0 && (
              <DetailPart id="benefits-heading" title="What We Offer">
                <CheckList items={job.benefits} className="[&_li]:text-base" />
              </DetailPart>
            )}
          </div>
          <aside aria-labelledby="apply-heading" className={`${cardClasses} h-fit`}>
            <h2 id="apply-heading" className="text-lg font-semibold text-white">
              Interested in this role?
            </h2>
            <p className="mt-3 text-sm text-slate-300">{applyCopy.jobCard}</p>
            <ButtonLink href={applyHref(job.id)} className="mt-6 w-full">
              <Send aria-hidden className="size-4" /> Apply Now
            </ButtonLink>
          </aside>
        </div>
      </Container>
    </>
  );
}
