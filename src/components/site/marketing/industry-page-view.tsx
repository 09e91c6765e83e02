import { ArrowRight, Calculator, Trophy } from 'lucide-react';
import { CtaBanner, PageHero, Section, StatGrid, TagList, cardClasses } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import type { IndustryPage } from '@/content/industries';
import { IconCardGrid } from './icon-card';

/** The page of one industry (/industries/{slug}). */
export function IndustryPageView({ industry }: { industry: IndustryPage }) {
  return (
    <>
      <PageHero
        eyebrow={industry.eyebrow}
        title={industry.title}
        subtitle={industry.subtitle}
        actions={
          <>
            <ButtonLink href="/contact" size="lg">
              Talk to Our {industry.name} Team <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
            <ButtonLink href="/estimator" variant="outline" size="lg">
              <Calculator aria-hidden className="size-4" /> Get an Estimate
            </ButtonLink>
          </>
        }
      >
        <StatGrid stats={industry.stats} className="mx-auto mt-16 max-w-5xl text-left" />
      </PageHero>

      <Section id="challenges" eyebrow="Challenges" title={`${industry.name} Challenges We Solve`} subtitle={industry.intros.challenges}>
        <IconCardGrid items={industry.challenges} columns={4} />
      </Section>

      <Section id="solutions" eyebrow="Solutions" title={`Our ${industry.name} Solutions`} subtitle={industry.intros.solutions} className="bg-white/[0.02]">
        <IconCardGrid items={industry.solutions} columns={3} />
      </Section>

      <Section id="compliance-technology" eyebrow="Compliance & Technology" title={industry.intros.complianceTitle} subtitle={industry.intros.compliance}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className={cardClasses}>
            <h3 className="text-lg font-semibold text-white">Compliance Standards</h3>
            <div className="mt-4">
              <TagList items={industry.compliance} label="Compliance standards" />
            </div>
          </div>
          <div className={cardClasses}>
            <h3 className="text-lg font-semibold text-white">Technologies</h3>
            <div className="mt-4">
              <TagList items={industry.technologies} label={`${industry.name} technologies`} />
            </div>
          </div>
        </div>
      </Section>

      <Section id="success-story" eyebrow="Success Story" title={industry.successStory.title} className="bg-white/[0.02]">
        <article className={`${cardClasses} mx-auto max-w-4xl`}>
          <h3 className="flex items-center gap-2 text-lg font-semibold text-white">
            <Trophy aria-hidden className="size-5 text-emerald-400" /> {industry.successStory.client}
          </h3>
          <p className="mt-4 leading-relaxed text-slate-300">{industry.successStory.story}</p>
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {industry.successStory.results.map((result) => (
              <div key={result.label} className="rounded-xl border border-emerald-400/20 bg-emerald-500/[0.06] p-4 text-center">
                <dt className="text-sm text-slate-300">{result.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-emerald-300">{result.value}</dd>
              </div>
            ))}
          </dl>
        </article>
      </Section>

      <CtaBanner
        title={industry.cta.title}
        text={industry.cta.text}
        actions={
          <>
            <ButtonLink href="/contact" size="lg">
              Contact Us <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
            <ButtonLink href="/estimator" variant="outline" size="lg">
              <Calculator aria-hidden className="size-4" /> Get an Estimate
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
