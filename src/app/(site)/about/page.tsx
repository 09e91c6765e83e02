import { ArrowRight, Calculator, FolderOpen } from 'lucide-react';
import Link from 'next/link';
import { CtaBanner, PageHero, Section, StatGrid, cardClasses } from '@/components/site/sections';
import { IconBadge, IconCardGrid } from '@/components/site/marketing/icon-card';
import { LeaderCard } from '@/components/site/marketing/leader-card';
import { ButtonLink } from '@/components/ui/button';
import { ABOUT_CTA, ABOUT_PAGE, ABOUT_STATS, ACHIEVEMENTS, CAPABILITIES, LEADERS, MISSION, VALUES } from '@/content/about';
import { pageMetadata } from '@/features/seo/metadata';

export const metadata = pageMetadata({ title: ABOUT_PAGE.metaTitle, description: ABOUT_PAGE.metaDescription, path: '/about' });

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={ABOUT_PAGE.eyebrow}
        title={ABOUT_PAGE.title}
        subtitle={ABOUT_PAGE.subtitle}
        actions={
          <>
            <ButtonLink href="/contact" size="lg">
              Work With Us <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
            <ButtonLink href="/case-studies" variant="outline" size="lg">
              <FolderOpen aria-hidden className="size-4" /> See Our Work
            </ButtonLink>
          </>
        }
      >
        <StatGrid stats={ABOUT_STATS} className="mx-auto mt-16 max-w-5xl text-left" />
      </PageHero>

      <Section id="mission" eyebrow="Who We Are" title={MISSION.title}>
        <div className="grid gap-12 lg:grid-cols-2">
          <div className="space-y-5 text-lg leading-relaxed text-slate-300">
            {MISSION.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <Link href="/services" className="inline-flex items-center gap-2 text-base font-semibold text-brand-300 hover:text-brand-300/80">
              Explore Our Services <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
          <div>
            <h3 className="text-xl font-semibold text-white">{MISSION.capabilitiesTitle}</h3>
            <ul aria-label="Our capabilities" className="mt-6 grid gap-4 sm:grid-cols-2">
              {CAPABILITIES.map((capability) => (
                <li key={capability.title} className="flex gap-3 rounded-xl border border-white/10 bg-white/[0.03] p-4">
                  <capability.icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-300" />
                  <div>
                    <p className="font-semibold text-white">{capability.title}</p>
                    <p className="mt-1 text-sm text-slate-400">{capability.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="values" eyebrow="What Drives Us" title="Our Core Values" className="bg-white/[0.02]">
        <IconCardGrid items={VALUES} columns={4} />
      </Section>

      <Section id="leadership" eyebrow="Our People" title="Leadership Team" subtitle="Experienced leaders who stay close to every project.">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LEADERS.map((leader) => (
            <LeaderCard key={leader.name} leader={leader} />
          ))}
        </div>
      </Section>

      <Section id="achievements" eyebrow="Track Record" title="Our Achievements" className="bg-white/[0.02]">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ACHIEVEMENTS.map((achievement) => (
            <article key={achievement.title} className={`${cardClasses} text-center`}>
              <div className="flex justify-center">
                <IconBadge icon={achievement.icon} />
              </div>
              <p className="mt-5 text-3xl font-bold text-white">{achievement.figure}</p>
              <h3 className="mt-2 text-lg font-semibold text-white">{achievement.title}</h3>
              <p className="mt-2 text-sm text-slate-400">{achievement.description}</p>
            </article>
          ))}
        </div>
      </Section>

      <CtaBanner
        title={ABOUT_CTA.title}
        text={ABOUT_CTA.text}
        actions={
          <>
            <ButtonLink href="/contact" size="lg">
              Contact Us <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
            <ButtonLink href="/estimator" variant="outline" size="lg">
              <Calculator aria-hidden className="size-4" /> Get a Free Estimate
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
