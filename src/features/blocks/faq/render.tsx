import { cardClasses } from '@/components/site/sections';
import { JsonLd } from '@/features/seo/json-ld';
import type { BlockProps } from '../render-context';
import { FaqAccordion } from './faq-accordion';
import { BlockButtons, BlockSection } from '../parts';

/** Questions in a single-open accordion (every answer is in the HTML), with FAQPage structured data. */
export function FaqBlock({ block }: BlockProps<'faq'>) {
  const categories = [...new Set(block.items.map((item) => item.category).filter(Boolean))].map((name) => ({
    name,
    count: block.items.filter((item) => item.category === name).length,
  }));
  const aside = categories.length > 0 || block.asideTitle;
  const accordion = <FaqAccordion items={block.items.map(({ question, answer }) => ({ question, answer }))} />;
  return (
    <BlockSection block={block}>
      {aside ? (
        <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
          <div className="space-y-6">
            {categories.length > 0 && (
              <div className={cardClasses}>
                <h3 className="font-semibold text-white">Categories</h3>
                <ul aria-label="FAQ categories" className="mt-4 space-y-2">
                  {categories.map(({ name, count }) => (
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
            )}
            {block.asideTitle && (
              <div className={cardClasses}>
                <h3 className="font-semibold text-white">{block.asideTitle}</h3>
                {block.asideText && <p className="mt-2 text-sm text-slate-400">{block.asideText}</p>}
                <BlockButtons buttons={block.asideButtons} className="mt-4 flex flex-col gap-3" size="sm" />
              </div>
            )}
          </div>
          {accordion}
        </div>
      ) : (
        <div className="mx-auto max-w-3xl">{accordion}</div>
      )}
      <JsonLd
        data={{
          '@type': 'FAQPage',
          mainEntity: block.items.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
        }}
      />
    </BlockSection>
  );
}
