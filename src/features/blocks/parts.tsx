// What several blocks draw the same way: the section around a block, its buttons, its icons.
import { ArrowDown, ArrowRight, Calculator, CalendarDays, Download, FolderOpen, Mail, Send, ShieldCheck, type SiteIcon } from '@/components/icons';
import type { ReactNode } from 'react';
import { BookingLink, ChatLink, PortfolioLink } from '@/components/site/calls-to-action';
import { Section } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { PartnershipGuideLink } from '@/features/partnership-guide/guide-link';
import type { BlockOf } from './registry';
import type { ButtonIcon } from './shared-fields';

type SectionFields = { eyebrow: string; title: string; subtitle: string; anchor: string; background: 'plain' | 'tinted' };

/** The id a block's section answers to: its anchor, or one made from the block's id. */
export function sectionId(block: { id: string; anchor?: string }) {
  return block.anchor || `block-${block.id}`;
}

/** Where a paged list's pager links jump to: the block's section, when it has an id. */
export function listAnchor(block: { id: string; title: string; anchor: string }) {
  return block.title || block.anchor ? sectionId(block) : undefined;
}

/** A block with a heading: the site's Section; without one, just the spacing and background. */
export function BlockSection({ block, children, className = '' }: { block: SectionFields & { id: string }; children: ReactNode; className?: string }) {
  const tint = block.background === 'tinted' ? 'bg-white/[0.02]' : '';
  if (block.title) {
    return (
      <Section
        id={sectionId(block)}
        eyebrow={block.eyebrow || undefined}
        title={block.title}
        subtitle={block.subtitle || undefined}
        className={`${tint} ${className}`}
      >
        {children}
      </Section>
    );
  }
  return (
    <section id={block.anchor || undefined} className={`py-20 ${tint} ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

export type BlockButton = BlockOf<'hero'>['buttons'][number];

const LEADING: Partial<Record<ButtonIcon, ReactNode>> = {
  calculator: <Calculator aria-hidden className="size-4" />,
  calendar: <CalendarDays aria-hidden className="size-4" />,
  folder: <FolderOpen aria-hidden className="size-4" />,
  mail: <Mail aria-hidden className="size-4" />,
  send: <Send aria-hidden className="size-4" />,
  download: <Download aria-hidden className="size-4" />,
  shield: <ShieldCheck aria-hidden className="size-4" />,
};

/** One button of a block; the booking calendar's address comes from the settings. */
export function BlockButtonLink({ button, size = 'lg' }: { button: BlockButton; size?: 'sm' | 'md' | 'lg' }) {
  if (button.action === 'booking') return <BookingLink label={button.label} variant={button.style} size={size} />;
  if (button.action === 'partnershipGuide') return <PartnershipGuideLink label={button.label} variant={button.style} size={size} />;
  if (button.action === 'chat') return <ChatLink label={button.label} variant={button.style} size={size} />;
  // Its text says what it is: a PDF to download, or (without one in Settings) the case studies.
  if (button.action === 'portfolio') return <PortfolioLink variant={button.style} size={size} />;
  return (
    <ButtonLink href={button.href || '/'} variant={button.style} size={size}>
      {LEADING[button.icon]} {button.label} {button.icon === 'arrow' && <ArrowRight aria-hidden className="size-4" />}
      {button.icon === 'arrowDown' && <ArrowDown aria-hidden className="size-4" />}
    </ButtonLink>
  );
}

/** A block's row of buttons; nothing without any. */
export function BlockButtons({
  buttons,
  className = 'mt-10 flex flex-col justify-center gap-4 sm:flex-row',
  size,
}: {
  buttons: readonly BlockButton[];
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  if (buttons.length === 0) return null;
  return (
    <div className={className}>
      {buttons.map((button, i) => (
        <BlockButtonLink key={i} button={button} size={size} />
      ))}
    </div>
  );
}

/** The tinted square that holds a card's icon. */
export function IconBadge({ icon: Icon }: { icon: SiteIcon }) {
  return (
    <span aria-hidden className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-500/15 text-brand-300">
      <Icon className="size-6" />
    </span>
  );
}

/** The button under a few cards to the whole list (/case-studies, /insights); none without a label. */
export function AllLink({ href, label }: { href: string; label: string }) {
  if (!label) return null;
  return (
    <div className="mt-10 text-center">
      <ButtonLink href={href} variant="outline">
        {label} <ArrowRight aria-hidden className="size-4" />
      </ButtonLink>
    </div>
  );
}
