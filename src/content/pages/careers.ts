// /careers as blocks, from the copy in ../careers.ts.
import { iconName } from '@/features/blocks/icons';
import { sendResumeHref } from '@/features/jobs/labels';
import { careersPage as copy } from '../careers';
import type { SeedPage } from './types';

const cards = (items: typeof copy.perks.items | typeof copy.values.items) =>
  items.map((item) => ({ icon: iconName(item.icon), title: item.title, text: item.description }));

export function careersPage(): SeedPage {
  return {
    slug: 'careers',
    title: copy.metadata.title,
    metaTitle: copy.metadata.title,
    metaDescription: copy.metadata.description,
    builtIn: true,
    blocks: [
      {
        type: 'hero',
        badge: copy.hero.eyebrow,
        title: copy.hero.title,
        text: copy.hero.subtitle,
        buttons: [
          { label: copy.hero.primary.label, href: copy.hero.primary.href, icon: 'arrowDown' },
          { label: copy.hero.secondary.label, href: copy.hero.secondary.href, style: 'outline' },
        ],
        stats: copy.stats.map((stat) => ({ ...stat })),
      },
      { type: 'cardGrid', anchor: 'perks', title: copy.perks.title, subtitle: copy.perks.subtitle, cards: cards(copy.perks.items) },
      { type: 'cardGrid', anchor: 'values', title: copy.values.title, subtitle: copy.values.subtitle, columns: '4', cards: cards(copy.values.items) },
      {
        type: 'openPositions',
        anchor: 'positions',
        title: copy.positions.title,
        subtitle: copy.positions.subtitle,
        emptyText: copy.positions.empty,
        afterTitle: copy.openApplication.title,
        afterText: copy.openApplication.text,
        afterButtons: [
          { label: copy.openApplication.contact.label, href: copy.openApplication.contact.href, style: 'outline', icon: 'mail' },
          { label: copy.openApplication.resume.label, href: sendResumeHref, icon: 'send' },
        ],
      },
    ],
  };
}
