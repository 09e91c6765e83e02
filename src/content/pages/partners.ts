// /partners as blocks, from the copy in ../partners.ts.
import type { IconName } from '@/features/blocks/icon-names';
import { partnerBenefits, partnerProcess, partnershipHref, partnershipTypes, partnersPage as copy, type PartnerIconName } from '../partners';
import { ctaBlock, linkedHeroBlock, pageRecord, sitePage } from './builders';
import type { SeedPage } from './types';

const ICON: Record<PartnerIconName, IconName> = {
  'badge-dollar': 'BadgeDollarSign',
  cpu: 'Cpu',
  globe: 'Globe',
  'graduation-cap': 'GraduationCap',
  handshake: 'Handshake',
  headphones: 'Headphones',
  layers: 'Layers',
  megaphone: 'Megaphone',
  network: 'Network',
  rocket: 'Rocket',
};

export function partnersPage(): SeedPage {
  return sitePage(pageRecord('partners', copy.metadata), [
    linkedHeroBlock(copy, 'arrowDown'),
    {
      type: 'cardGrid',
      anchor: 'partnership-types',
      title: copy.types.title,
      subtitle: copy.types.subtitle,
      columns: '2',
      cards: partnershipTypes.map((type) => ({
        icon: ICON[type.icon],
        title: type.title,
        text: type.description,
        features: [...type.benefits],
        href: partnershipHref(type.slug),
        linkLabel: type.cta,
      })),
    },
    { type: 'partnersGrid', anchor: 'trusted-partners', title: copy.trusted.title, subtitle: copy.trusted.subtitle, emptyText: copy.trusted.empty },
    {
      type: 'cardGrid',
      anchor: 'benefits',
      title: copy.benefits.title,
      subtitle: copy.benefits.subtitle,
      cards: partnerBenefits.map((benefit) => ({ icon: ICON[benefit.icon], title: benefit.title, text: benefit.description })),
    },
    {
      type: 'process',
      anchor: 'process',
      title: copy.process.title,
      subtitle: copy.process.subtitle,
      steps: partnerProcess.map((step) => ({ title: step.title, text: step.description })),
    },
    ctaBlock(copy.cta, [{ ...copy.cta.primary }, { label: copy.cta.guide.label, action: 'partnershipGuide', style: 'outline' }]),
  ]);
}
