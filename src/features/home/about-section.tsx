import { ArrowRight } from 'lucide-react';
import { CheckList, Section, cardClasses } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { ABOUT } from '@/content/home';

/** 2. About: our story, why choose us, three core values and a link to /about. */
export function AboutSection() {
  return (
    <Section id="about" eyebrow={ABOUT.eyebrow} title={ABOUT.title} subtitle={ABOUT.subtitle}>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className={cardClasses}>
          <h3 className="text-xl font-semibold text-white">{ABOUT.storyTitle}</h3>
          {ABOUT.story.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-slate-300">
              {paragraph}
            </p>
          ))}
          <ButtonLink href={ABOUT.link.href} variant="outline" className="mt-6">
            {ABOUT.link.label} <ArrowRight aria-hidden className="size-4" />
          </ButtonLink>
        </div>
        <div className={cardClasses}>
          <h3 className="text-xl font-semibold text-white">{ABOUT.whyTitle}</h3>
          <CheckList items={ABOUT.why} className="mt-4" />
        </div>
      </div>
      <h3 className="mt-12 text-center text-xl font-semibold text-white">{ABOUT.valuesTitle}</h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {ABOUT.values.map(({ title, description, icon: Icon }) => (
          <li key={title} className={cardClasses}>
            <Icon aria-hidden className="size-8 text-brand-300" />
            <h4 className="mt-4 text-lg font-semibold text-white">{title}</h4>
            <p className="mt-2 text-sm text-slate-400">{description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
