// /careers as blocks, from the copy in ../careers.ts.
import { sendResumeHref } from '@/features/jobs/labels';
import { careersPage as copy } from '../careers';
import { iconCards, linkedHeroBlock, pageRecord, sitePage } from './builders';
import type { SeedPage } from './types';

export function careersPage(): SeedPage {
  return sitePage(pageRecord('careers', copy.metadata), [
    linkedHeroBlock(copy, 'arrowDown'),
    { type: 'cardGrid', anchor: 'perks', title: copy.perks.title, subtitle: copy.perks.subtitle, cards: iconCards(copy.perks.items) },
    { type: 'cardGrid', anchor: 'values', title: copy.values.title, subtitle: copy.values.subtitle, columns: '4', cards: iconCards(copy.values.items) },
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
  ]);
}
