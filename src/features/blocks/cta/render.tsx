import { ArrowRight } from '@/components/icons';
import Link from 'next/link';
import { Container } from '@/components/site/sections';
import type { BlockProps } from '../render-context';
import { ICONS } from '../icons';
import { BlockButtons, sectionId } from '../parts';

/** The closing band of a page: heading, text, buttons and, optionally, a linked card beside them. */
export function CtaBlock({ block }: BlockProps<'cta'>) {
  const id = sectionId(block);
  const card = block.cardTitle && block.cardHref;
  const CardIcon = ICONS[block.cardIcon];
  return (
    <section id={block.anchor || undefined} aria-labelledby={`${id}-heading`} className="py-20">
      <Container>
        <div
          className={`rounded-3xl border border-brand-400/20 bg-gradient-to-br from-brand-600/30 via-slate-900 to-fuchsia-900/20 px-6 py-14 sm:px-12 ${card ? 'grid items-center gap-8 lg:grid-cols-[1fr_20rem]' : 'text-center'}`}
        >
          <div className={card ? 'text-center lg:text-left' : ''}>
            <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {block.title}
            </h2>
            {block.text && <p className={`mt-4 max-w-2xl text-lg text-slate-300 ${card ? '' : 'mx-auto'}`}>{block.text}</p>}
            <BlockButtons
              buttons={block.buttons}
              className={`mt-8 flex flex-col justify-center gap-4 sm:flex-row ${card ? 'flex-wrap lg:justify-start' : ''}`}
            />
          </div>
          {card && (
            <Link
              href={block.cardHref}
              className="group block rounded-2xl border border-white/15 bg-slate-950/60 p-6 transition-colors hover:border-brand-400/60"
            >
              <CardIcon aria-hidden className="size-8 text-brand-300" />
              <h3 className="mt-4 text-xl font-semibold text-white">{block.cardTitle}</h3>
              {block.cardText && <p className="mt-2 text-sm text-slate-300">{block.cardText}</p>}
              {block.cardLinkLabel && (
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-300 group-hover:text-white">
                  {block.cardLinkLabel} <ArrowRight aria-hidden className="size-4" />
                </span>
              )}
            </Link>
          )}
        </div>
      </Container>
    </section>
  );
}
