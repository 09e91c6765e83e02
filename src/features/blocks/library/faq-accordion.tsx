'use client';

import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';

export type AccordionItem = { question: string; answer: string };

/**
 * One item open at a time; clicking the open one collapses it (public-site.md section 4).
 * WAI-ARIA accordion pattern: each question is a button in a heading; Enter and Space toggle,
 * Up/Down/Home/End move between questions. Without JavaScript (CSS's scripting: none, the
 * noscript: variant) every answer shows: they are in the HTML either way.
 */
export function FaqAccordion({ items }: { items: readonly AccordionItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // Expanded or collapsed only means something once the buttons work.
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-white/10 rounded-2xl border border-white/10 bg-white/[0.03]">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={hydrated ? expanded : undefined}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left text-base font-semibold text-white hover:text-brand-300"
              >
                <span>{item.question}</span>
                <ChevronDown aria-hidden className={`size-5 shrink-0 text-slate-400 transition-transform motion-reduce:transition-none noscript:hidden ${expanded ? 'rotate-180' : ''}`} />
              </button>
            </h3>
            {/* A named section is a region landmark, as the accordion pattern asks for the panel. */}
            <section id={panelId} aria-labelledby={buttonId} className={`px-6 pb-5 text-slate-300 noscript:block ${expanded ? '' : 'hidden'}`}>
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
