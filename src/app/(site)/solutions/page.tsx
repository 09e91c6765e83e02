import { ArrowRight, Calculator, FolderOpen, ScanFace } from 'lucide-react';
import { CtaBanner, PageHero, Section, cardClasses } from '@/components/site/sections';
import { IconBadge } from '@/components/site/marketing/icon-card';
import { SolutionCard } from '@/components/site/marketing/solution-card';
import { ButtonLink } from '@/components/ui/button';
import { KYC_PAGE, SOLUTIONS, SOLUTIONS_PAGE } from '@/content/solutions';
import { pageMetadata } from '@/features/seo/metadata';

export const metadata = pageMetadata({ title: SOLUTIONS_PAGE.metaTitle, description: SOLUTIONS_PAGE.metaDescription, path: '/solutions' });

export default function SolutionsPage() {
  return (
    <>
      <PageHero
        eyebrow={SOLUTIONS_PAGE.eyebrow}
        title={SOLUTIONS_PAGE.title}
        subtitle={SOLUTIONS_PAGE.subtitle}
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

      <Section id="solutions" title={SOLUTIONS_PAGE.listTitle} subtitle={SOLUTIONS_PAGE.listSubtitle}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SOLUTIONS.map((solution) => (
            <SolutionCard key={solution.id} solution={solution} />
          ))}
        </div>
      </Section>

      <Section id="featured-solution" eyebrow="Featured Solution" title={SOLUTIONS_PAGE.featuredTitle} className="bg-white/[0.02]">
        <div className={`${cardClasses} mx-auto flex max-w-4xl flex-col items-start gap-6 sm:flex-row`}>
          <IconBadge icon={ScanFace} />
          <div>
            <h3 className="text-xl font-semibold text-white">{KYC_PAGE.title}</h3>
            <p className="mt-2 text-slate-300">{KYC_PAGE.subtitle}</p>
            <ButtonLink href="/solutions/kyc-verification" variant="outline" className="mt-6">
              Explore KYC Verification <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
          </div>
        </div>
      </Section>

      <CtaBanner
        title="Not Sure Which Solution Fits?"
        text={SOLUTIONS_PAGE.ctaText}
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
