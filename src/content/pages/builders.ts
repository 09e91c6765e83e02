// The parts every built-in page is made of, built from the copy's own shapes: the page record, the
// hero it opens with (its one h1), the call to action it closes with, and the icon cards that most
// of its lists are. Each page file then says only what is its own: which copy, which buttons.
import type { SiteIcon } from '@/components/icons';
import type { Stat } from '@/components/site/sections';
import { iconName } from '@/features/blocks/icons';
import type { SeedBlock, SeedPage } from './types';

type HeroBlock = Extract<SeedBlock, { type: 'hero' }>;
type CtaBlock = Extract<SeedBlock, { type: 'cta' }>;
type CardGridBlock = Extract<SeedBlock, { type: 'cardGrid' }>;
type Button = NonNullable<HeroBlock['buttons']>[number];
type Link = { label: string; href: string };

/** A built-in page: its address stays and a route file serves it. */
export function sitePage(record: { slug: string; title: string; metaTitle?: string; metaDescription?: string }, blocks: SeedBlock[]): SeedPage {
  return { ...record, builtIn: true, blocks };
}

/** The page record of copy that keeps its browser title and description in `metadata`. */
export function pageRecord(slug: string, metadata: { title: string; description: string }) {
  return { slug, title: metadata.title, metaTitle: metadata.title, metaDescription: metadata.description };
}

/** The hero a page opens with: the copy's eyebrow, title and subtitle; its figures when it has them. */
export function heroBlock(copy: { eyebrow: string; title: string; subtitle: string }, buttons: Button[], stats?: readonly Stat[]): HeroBlock {
  const hero: HeroBlock = { type: 'hero', badge: copy.eyebrow, title: copy.title, text: copy.subtitle, buttons };
  return stats ? { ...hero, stats: stats.map((stat) => ({ ...stat })) } : hero;
}

/** The hero of copy that names its two buttons: the primary one with an icon, the secondary one outlined. */
export function linkedHeroBlock(
  copy: { hero: { eyebrow: string; title: string; subtitle: string; primary: Link; secondary: Link }; stats: readonly Stat[] },
  primaryIcon: Button['icon'],
): HeroBlock {
  const { primary, secondary } = copy.hero;
  return heroBlock(
    copy.hero,
    [
      { ...primary, icon: primaryIcon },
      { ...secondary, style: 'outline' },
    ],
    copy.stats,
  );
}

/** The call to action a page closes with. */
export function ctaBlock(copy: { title: string; text: string }, buttons: CtaBlock['buttons']): CtaBlock {
  return { type: 'cta', title: copy.title, text: copy.text, buttons };
}

/** Cards of an icon, a title and a text: the copy's commonest list. */
export function iconCards(items: readonly { icon: SiteIcon; title: string; description: string }[]) {
  return items.map((item) => ({ icon: iconName(item.icon), title: item.title, text: item.description }));
}

/**
 * An overview page (/solutions, /industries): a hero that offers an estimate and the case studies,
 * the list of what the page covers (anchored at the page's own slug), any sections of its own, and
 * a closing call to action to get in touch.
 */
export function overviewPage({
  slug,
  title,
  copy,
  list,
  more = [],
  ctaTitle,
}: {
  slug: string;
  title: string;
  copy: {
    metaTitle: string;
    metaDescription: string;
    eyebrow: string;
    title: string;
    subtitle: string;
    listTitle: string;
    listSubtitle: string;
    ctaText: string;
  };
  list: Omit<CardGridBlock, 'type' | 'anchor' | 'title' | 'subtitle'>;
  more?: SeedBlock[];
  ctaTitle: string;
}): SeedPage {
  return sitePage({ slug, title, metaTitle: copy.metaTitle, metaDescription: copy.metaDescription }, [
    heroBlock(copy, [
      { label: 'Get a Free Estimate', href: '/estimator', icon: 'calculator' },
      { label: 'View Case Studies', href: '/case-studies', style: 'outline', icon: 'folder' },
    ]),
    { type: 'cardGrid', anchor: slug, title: copy.listTitle, subtitle: copy.listSubtitle, ...list },
    ...more,
    ctaBlock({ title: ctaTitle, text: copy.ctaText }, [
      { label: 'Contact Us', href: '/contact', icon: 'arrow' },
      { label: 'Get a Free Estimate', href: '/estimator', style: 'outline', icon: 'calculator' },
      { label: 'See Our Case Studies', href: '/case-studies', style: 'ghost' },
    ]),
  ]);
}
