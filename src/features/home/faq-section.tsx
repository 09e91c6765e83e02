import { ArrowRight, Mail } from 'lucide-react';
import { BookingLink } from '@/components/site/calls-to-action';
import { Section, cardClasses } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { FAQ, FAQ_CATEGORIES, FAQ_ITEMS, FAQ_LINKS } from '@/content/home';
import { JsonLd } from '@/features/seo/json-ld';
import { FaqAccordion } from '@/features/blocks/library/faq-accordion';

const categoryCounts = FAQ_CATEGORIES.map((name) => ({ name, count: FAQ_ITEMS.filter((item) => item.category === name).length }));

/** 10. Ten questions in a single-open accordion, the category list and ways to ask more. */
export function FaqSection() {
  return (
    <Section id="faq" eyebrow={FAQ.eyebrow} title={FAQ.title} subtitle={FAQ.subtitle}>
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <div className="space-y-6">
          <div className={cardClasses}>
            <h3 className="font-semibold text-white">{FAQ.categoriesTitle}</h3>
            <ul aria-label="FAQ categories" className="mt-4 space-y-2">
              {categoryCounts.map(({ name, count }) => (
                <li key={name} className="flex items-center justify-between text-sm text-slate-300">
                  <span>{name}</span>
                  <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold text-white">
                    {count}
                    <span className="sr-only"> {count === 1 ? 'question' : 'questions'}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className={cardClasses}>
            <h3 className="font-semibold text-white">{FAQ.moreTitle}</h3>
            <p className="mt-2 text-sm text-slate-400">{FAQ.moreText}</p>
            <div className="mt-4 flex flex-col gap-3">
              <ButtonLink href={FAQ_LINKS.contact.href} size="sm">
                <Mail aria-hidden className="size-4" /> {FAQ_LINKS.contact.label}
              </ButtonLink>
              <BookingLink label={FAQ_LINKS.booking} size="sm" />
              <ButtonLink href={FAQ_LINKS.about.href} variant="ghost" size="sm">
                {FAQ_LINKS.about.label} <ArrowRight aria-hidden className="size-4" />
              </ButtonLink>
            </div>
          </div>
        </div>
        <FaqAccordion items={FAQ_ITEMS.map(({ question, answer }) => ({ question, answer }))} />
      </div>
      <JsonLd
        data={{
          '@type': 'FAQPage',
          mainEntity: FAQ_ITEMS.map(({ question, answer }) => ({
            '@type': 'Question',
            name: question,
            acceptedAnswer: { '@type': 'Answer', text: answer },
          })),
        }}
      />
    </Section>
  );
}
