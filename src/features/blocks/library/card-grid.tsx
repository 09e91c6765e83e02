import { ArrowRight, CalendarClock, Tag } from 'lucide-react';
import Link from 'next/link';
import { CheckList, TagList, cardClasses } from '@/components/site/sections';
import { IconBadge } from '@/components/site/marketing/icon-card';
import { MediaImage } from '@/features/media/media-image';
import { RichText } from '@/features/rich-text/render';
import type { BlockOf } from '../definitions';
import { ICONS } from '../icons';
import { BlockSection } from './parts';

type Card = BlockOf<'cardGrid'>['cards'][number];

const COLUMNS = {
  '2': 'md:grid-cols-2',
  '3': 'sm:grid-cols-2 lg:grid-cols-3',
  '4': 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

const SIZES = { '2': '(min-width: 768px) 600px, 100vw', '3': '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw', '4': '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw' } as const;

function CardLink({ card }: { card: Card }) {
  if (!card.href) return null;
  return (
    <Link href={card.href} className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-brand-300 hover:text-brand-300/80">
      <span>
        {card.linkLabel || 'Learn more'}
        <span className="sr-only"> about {card.title}</span>
      </span>
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}

function PriceAndTimeline({ card }: { card: Card }) {
  if (!card.price && !card.timeline) return null;
  return (
    <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl border border-white/10 bg-slate-900/60 p-4 text-sm">
      {card.price && (
        <div>
          <dt className="flex items-center gap-1.5 text-slate-400">
            <Tag aria-hidden className="size-4" /> Pricing
          </dt>
          <dd className="mt-1 font-semibold text-white">{card.price}</dd>
        </div>
      )}
      {card.timeline && (
        <div>
          <dt className="flex items-center gap-1.5 text-slate-400">
            <CalendarClock aria-hidden className="size-4" /> Timeline
          </dt>
          <dd className="mt-1 font-semibold text-white">{card.timeline}</dd>
        </div>
      )}
    </dl>
  );
}

function IconStyleCard({ card, sizes }: { card: Card; sizes: string }) {
  return (
    <article className={`${cardClasses} flex h-full flex-col`}>
      {card.image ? <MediaImage image={card.image} sizes={sizes} className="-mx-6 -mt-6 mb-6 w-[calc(100%+3rem)] max-w-none rounded-t-2xl" /> : <IconBadge icon={ICONS[card.icon]} />}
      <h3 className="mt-5 text-lg font-semibold text-white">{card.title}</h3>
      {card.text && <p className="mt-2 text-sm leading-relaxed text-slate-400">{card.text}</p>}
      {card.figure && <p className="mt-4 text-2xl font-bold text-brand-300">{card.figure}</p>}
      <PriceAndTimeline card={card} />
      {card.features.length > 0 && <CheckList items={card.features} className="mt-5" />}
      {card.tags.length > 0 && (
        <div className="mt-5">
          <TagList items={card.tags} label={`${card.title}: tags`} />
        </div>
      )}
      <CardLink card={card} />
    </article>
  );
}

function FigureStyleCard({ card }: { card: Card }) {
  const Icon = ICONS[card.icon];
  return (
    <article className={`${cardClasses} flex h-full flex-col text-center`}>
      <div className="flex justify-center">
        <IconBadge icon={Icon} />
      </div>
      {card.figure && <p className="mt-5 text-3xl font-bold text-white">{card.figure}</p>}
      <h3 className="mt-2 text-lg font-semibold text-white">{card.title}</h3>
      {card.text && <p className="mt-2 text-sm text-slate-400">{card.text}</p>}
      <CardLink card={card} />
    </article>
  );
}

function CompactCard({ card }: { card: Card }) {
  const Icon = ICONS[card.icon];
  return (
    <div className={`${cardClasses} flex h-full gap-4`}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-brand-300">
        <Icon aria-hidden className="size-6" />
      </span>
      <div className="flex flex-col">
        <h3 className="font-semibold text-white">{card.title}</h3>
        {card.text && <p className="mt-1 text-sm text-slate-400">{card.text}</p>}
        <CardLink card={card} />
      </div>
    </div>
  );
}

/** Cards in 2, 3 or 4 columns: services, capabilities, values, perks, benefits... With a text, the text on the left and the cards beside it. */
export function CardGridBlock({ block }: { block: BlockOf<'cardGrid'> }) {
  const columns = block.body ? 'sm:grid-cols-2' : COLUMNS[block.columns];
  const grid = (
    <ul aria-label={block.listLabel || undefined} className={`grid gap-6 ${columns}`}>
      {block.cards.map((card, i) => (
        <li key={i}>
          {block.style === 'figure' ? <FigureStyleCard card={card} /> : block.style === 'compact' ? <CompactCard card={card} /> : <IconStyleCard card={card} sizes={SIZES[block.columns]} />}
        </li>
      ))}
    </ul>
  );
  return (
    <BlockSection block={block}>
      {block.body ? (
        <div className="grid gap-12 lg:grid-cols-2">
          <RichText doc={block.body} className="text-lg leading-relaxed text-slate-300" />
          <div>
            {block.cardsTitle && <h3 className="mb-6 text-xl font-semibold text-white">{block.cardsTitle}</h3>}
            {grid}
          </div>
        </div>
      ) : (
        <>
          {block.cardsTitle && <h3 className="mb-6 text-xl font-semibold text-white">{block.cardsTitle}</h3>}
          {grid}
        </>
      )}
    </BlockSection>
  );
}
