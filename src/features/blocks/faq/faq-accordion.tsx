import { ChevronDown } from '@/components/icons';
import { useId } from 'react';
import { Island } from '@/components/island';

export type AccordionItem = { question: string; answer: string };

/**
 * One item open at a time; clicking the open one collapses it (public-site.md section 4).
 * WAI-ARIA accordion pattern: each question is a button in a heading; Enter and Space toggle,
 * Up/Down/Home/End move between questions (faq.island.ts, decision 100). Without JavaScript (CSS's
 * scripting: none, the noscript: variant) every answer shows: they are in the HTML either way.
 * The island marks the buttons expanded or collapsed: that only means something once they work.
 */
export function FaqAccordion({ items }: { items: readonly AccordionItem[] }) {
  const baseId = useId();
  return (
    <div data-faq className="divide-y divide-white/10 rounded-2xl border border-white/10 bg-white/[0.03]">
      {items.map((item, index) => {
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-controls={panelId}
                className="group flex w-full items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left text-base font-semibold text-white hover:text-brand-300"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-slate-400 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none noscript:hidden"
                />
              </button>
            </h3>
            {/* A named section is a region landmark, as the accordion pattern asks for the panel. */}
            <section id={panelId} aria-labelledby={buttonId} className="hidden px-6 pb-5 text-slate-300 noscript:block">
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
      <Island name="faq" />
    </div>
  );
}
