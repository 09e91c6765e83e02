import { ArrowRight, ArrowUpRight, CalendarClock, Tag, Trophy } from '@/components/icons';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CheckList } from '@/components/site/check-list';
import { ExternalLink, TagList, cardClasses } from '@/components/site/sections';
import { buttonClasses } from '@/components/ui/button';
import { MediaImage } from '@/features/media/media-image';
import { RichText } from '@/features/rich-text/render';
import type { BlockOf } from '../registry';
import type { BlockProps } from '../render-context';
import { ICONS } from '../icons';
import { cardRuns, isExternalHref, linkNeedsContext, paragraphs, runColumns, tagsLabel, type Columns } from './card-layout';
import { BlockButtons, BlockSection, IconBadge } from '../parts';

type Block = BlockOf<'cardGrid'>;
type Card = Block['cards'][number];
/** A card's title is an h3, or an h4 under a group's heading; its own part headings one level below. */
type Level = 3 | 4;

const COLUMNS: Record<Columns, string> = {
  '1': 'mx-auto max-w-4xl',
  '2': 'md:grid-cols-2',
  '3': 'sm:grid-cols-2 lg:grid-cols-3',
  '4': 'sm:grid-cols-2 lg:grid-cols-4',
};

const SIZES: Record<Columns, string> = {
  '1': '(min-width: 896px) 896px, 100vw',
  '2': '(min-width: 768px) 600px, 100vw',
  '3': '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  '4': '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw',
};

/** The link texts of a block's cards, as shown. */
const linkLabels = (block: Block) => block.cards.filter((card) => card.href).map((card) => card.linkLabel || 'Learn more');

const HEADINGS = { 3: 'h3', 4: 'h4', 5: 'h5' } as const;

function Heading({ level, className, children }: { level: 3 | 4 | 5; className: string; children: ReactNode }) {
  const Tag = HEADINGS[level];
  return <Tag className={className}>{children}</Tag>;
}

function CardLink({ card, block }: { card: Card; block: Block }) {
  const style = block.linkStyle;
  if (!card.href) return null;
  const external = isExternalHref(card.href);
  const label = card.linkLabel || 'Learn more';
  const content = (
    <>
      <span>
        {label}
        {linkNeedsContext(label, card.title, linkLabels(block)) && <span className="sr-only"> about {card.title}</span>}
      </span>
      {external ? <ArrowUpRight aria-hidden className="size-4" /> : <ArrowRight aria-hidden className="size-4" />}
    </>
  );
  const className =
    style === 'button'
      ? buttonClasses({ variant: 'outline' }, 'mt-6 self-start')
      : 'mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-brand-300 hover:text-brand-300/80';
  if (external) {
    return (
      <ExternalLink href={card.href} className={className}>
        {content}
      </ExternalLink>
    );
  }
  return (
    <Link href={card.href} className={className}>
      {content}
    </Link>
  );
}

function PriceAndTimeline({ card }: { card: Card }) {
  const facts = [
    { term: 'Pricing', Icon: Tag, value: card.price },
    { term: 'Timeline', Icon: CalendarClock, value: card.timeline },
  ].filter((fact) => fact.value);
  if (facts.length === 0) return null;
  return (
    <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl border border-white/10 bg-slate-900/60 p-4 text-sm">
      {facts.map(({ term, Icon, value }) => (
        <div key={term}>
          <dt className="flex items-center gap-1.5 text-slate-400">
            <Icon aria-hidden className="size-4" />
            {` ${term}`}
          </dt>
          <dd className="mt-1 font-semibold text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Paragraphs({ text, className }: { text: string; className: string }) {
  return paragraphs(text).map((paragraph, i) => (
    <p key={i} className={`${className} ${i > 0 ? 'mt-3' : ''}`}>
      {paragraph}
    </p>
  ));
}

function Part({ title, level, children, className = '' }: { title: string; level: Level; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      {title && (
        <Heading level={(level + 1) as 4 | 5} className="mb-3 text-sm font-semibold text-white">
          {title}
        </Heading>
      )}
      {children}
    </div>
  );
}

/** The bullets and the check list of a card, side by side when it has both. */
function Lists({ card, block, level }: { card: Card; block: Block; level: Level }) {
  const bullets = card.bullets.length > 0 && (
    <Part title={block.bulletsTitle} level={level}>
      <ul className="space-y-2">
        {card.bullets.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-slate-300">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-400" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Part>
  );
  const features = card.features.length > 0 && (
    <Part title={block.featuresTitle} level={level}>
      <CheckList items={card.features} />
    </Part>
  );
  if (!bullets && !features) return null;
  return (
    <div className={`mt-6 grid gap-6 ${bullets && features ? 'sm:grid-cols-2' : ''}`}>
      {bullets}
      {features}
    </div>
  );
}

function IconStyleCard({ card, block, level, sizes }: { card: Card; block: Block; level: Level; sizes: string }) {
  const picture = card.image ? (
    <MediaImage image={card.image} sizes={sizes} className="-mx-6 -mt-6 mb-6 w-[calc(100%+3rem)] max-w-none rounded-t-2xl" />
  ) : card.hideIcon ? null : (
    <IconBadge icon={ICONS[card.icon]} />
  );
  return (
    <article className={`${cardClasses} relative flex h-full flex-col ${card.badge ? 'border-brand-400/50' : ''}`}>
      {card.badge && <p className="absolute -top-3 right-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">{card.badge}</p>}
      {picture}
      {card.title && (
        <Heading level={level} className={`${picture ? 'mt-5' : ''} text-lg font-semibold text-white`}>
          {card.title}
        </Heading>
      )}
      {card.tagline && <p className="mt-1 text-sm text-brand-300">{card.tagline}</p>}
      {card.text && <Paragraphs text={card.text} className="mt-2 text-sm leading-relaxed text-slate-400" />}
      {card.figure && <p className="mt-4 text-2xl font-bold text-brand-300">{card.figure}</p>}
      <PriceAndTimeline card={card} />
      <Lists card={card} block={block} level={level} />
      {card.tags.length > 0 && (
        <Part title={block.tagsTitle} level={level} className="mt-6">
          <TagList items={card.tags} label={tagsLabel(card.title, block.tagsTitle)} />
        </Part>
      )}
      {card.note && <Note card={card} block={block} level={level} />}
      {card.stats.length > 0 && (
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          {card.stats.map((stat, i) => (
            <div key={i} className="rounded-xl border border-emerald-400/20 bg-emerald-500/[0.06] p-4 text-center">
              <dt className="text-sm text-slate-300">{stat.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-emerald-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <CardLink card={card} block={block} />
    </article>
  );
}

function Note({ card, block, level }: { card: Card; block: Block; level: Level }) {
  return (
    <div className="mt-6 rounded-xl border border-emerald-400/20 bg-emerald-500/[0.06] p-4">
      {block.noteTitle && (
        <Heading level={(level + 1) as 4 | 5} className="mb-2 flex items-center gap-2 text-sm font-semibold text-emerald-300">
          <Trophy aria-hidden className="size-4" /> {block.noteTitle}
        </Heading>
      )}
      <Paragraphs text={card.note} className="text-sm leading-relaxed text-slate-300" />
    </div>
  );
}

function FigureStyleCard({ card, block, level }: { card: Card; block: Block; level: Level }) {
  return (
    <article className={`${cardClasses} flex h-full flex-col text-center`}>
      {!card.hideIcon && (
        <div className="mb-5 flex justify-center">
          <IconBadge icon={ICONS[card.icon]} />
        </div>
      )}
      {card.title && (
        <Heading level={level} className="text-lg font-semibold text-white">
          {card.title}
        </Heading>
      )}
      {card.figure && <p className="mt-3 text-2xl font-bold text-brand-300">{card.figure}</p>}
      {card.text && <Paragraphs text={card.text} className="mt-3 text-sm leading-relaxed text-slate-400" />}
      <CardLink card={card} block={block} />
    </article>
  );
}

function CompactCard({ card, block, level }: { card: Card; block: Block; level: Level }) {
  const Icon = ICONS[card.icon];
  return (
    <div className={`${cardClasses} flex h-full gap-4`}>
      {!card.hideIcon && (
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-brand-300">
          <Icon aria-hidden className="size-6" />
        </span>
      )}
      <div className="flex flex-col">
        {card.title && (
          <Heading level={level} className="font-semibold text-white">
            {card.title}
          </Heading>
        )}
        {card.text && <Paragraphs text={card.text} className="mt-1 text-sm text-slate-400" />}
        <CardLink card={card} block={block} />
      </div>
    </div>
  );
}

function Cards({ cards, block, level, label }: { cards: Card[]; block: Block; level: Level; label?: string }) {
  // Beside a text, the cards take two columns of the half they have.
  const columns = block.body ? '2' : runColumns(block.columns, cards.length);
  return (
    <ul aria-label={label || undefined} className={`grid gap-6 ${COLUMNS[columns]}`}>
      {cards.map((card, i) => (
        <li key={i}>
          {block.style === 'figure' ? (
            <FigureStyleCard card={card} block={block} level={level} />
          ) : block.style === 'compact' ? (
            <CompactCard card={card} block={block} level={level} />
          ) : (
            <IconStyleCard card={card} block={block} level={level} sizes={SIZES[columns]} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Cards in 2, 3 or 4 columns (services, capabilities, values, perks...), optionally in named
 * groups, beside a text, and with a panel below.
 */
export function CardGridBlock({ block }: BlockProps<'cardGrid'>) {
  const runs = cardRuns(block.cards);
  const cards = (
    <>
      {block.cardsTitle && <h3 className="mb-6 text-xl font-semibold text-white">{block.cardsTitle}</h3>}
      {runs.map((run, i) =>
        run.group ? (
          <div key={i} className={i > 0 ? 'mt-12' : ''}>
            <h3 className="mb-6 text-center text-xl font-semibold text-white">{run.group}</h3>
            <Cards cards={run.cards} block={block} level={4} />
          </div>
        ) : (
          <div key={i} className={i > 0 ? 'mt-12' : ''}>
            <Cards cards={run.cards} block={block} level={3} label={runs.length === 1 ? block.listLabel : undefined} />
          </div>
        ),
      )}
    </>
  );
  return (
    <BlockSection block={block}>
      {block.body ? (
        <div className="grid gap-12 lg:grid-cols-2">
          <RichText doc={block.body} />
          <div>{cards}</div>
        </div>
      ) : (
        cards
      )}
      {block.panelTitle && (
        <div className="mt-12 rounded-3xl border border-brand-400/20 bg-brand-500/10 px-6 py-10 text-center sm:px-12">
          <h3 className="text-2xl font-bold text-white">{block.panelTitle}</h3>
          {block.panelText && <p className="mx-auto mt-3 max-w-2xl text-slate-300">{block.panelText}</p>}
          <BlockButtons buttons={block.panelButtons} className="mt-6 flex flex-col justify-center gap-4 sm:flex-row" />
        </div>
      )}
    </BlockSection>
  );
}
