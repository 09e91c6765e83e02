// Copy of the /partners page, which the Partnership Guide PDF (features/partnership-guide) tells
// too. Plain data: icons are names (the seed page maps them to the block library's), so that
// the PDF can import this module without React.
import type { Stat } from '@/components/site/sections';
import { NO_PARTNERS } from '@/features/partners/labels';
import { PARTNERSHIP_GUIDE_LINKS } from '@/features/partnership-guide/links';
import { FIGURES } from './facts';
import { DELIVERY } from './pricing';

export type PartnerIconName = 'badge-dollar' | 'cpu' | 'globe' | 'graduation-cap' | 'handshake' | 'headphones' | 'layers' | 'megaphone' | 'network' | 'rocket';

export type PartnershipType = {
  /** The value of the contact form's `partnership` query parameter. */
  slug: 'technology' | 'channel' | 'solution' | 'strategic';
  icon: PartnerIconName;
  title: string;
  description: string;
  benefits: readonly string[];
  cta: string;
};

export type PartnerBenefit = { icon: PartnerIconName; title: string; description: string };

export const partnersPage = {
  metadata: {
    title: 'Partners',
    description:
      'Partner with Axion Labs: technology, channel, solution and strategic alliance programs for companies that want to deliver software and AI solutions together.',
  },
  hero: {
    eyebrow: 'Partner Program',
    title: 'Grow Together With Axion Labs',
    subtitle:
      'We team up with technology vendors, resellers, consultancies and investors to deliver better software and AI solutions. Join a partner network that creates value for you and your clients.',
    primary: { label: 'Explore Partnerships', href: '#partnership-types' },
    secondary: { label: 'Contact Our Partner Team', href: '/contact' },
  },
  stats: [
    { value: FIGURES.activePartners, label: 'Active partners' },
    { value: FIGURES.partnerCountries, label: 'Countries with partners' },
    { value: FIGURES.partnerGrowth, label: 'Partner revenue growth' },
    { value: FIGURES.partnerSatisfaction, label: 'Partner satisfaction' },
  ] satisfies Stat[],
  types: {
    title: 'Partnership Types',
    subtitle: 'Choose the program that matches your business. Every partnership starts with a conversation.',
  },
  trusted: {
    title: 'Trusted Partners',
    subtitle: 'A selection of the companies we work with to deliver outstanding results for our clients.',
    loading: 'Loading partners',
    empty: NO_PARTNERS,
  },
  benefits: {
    title: 'Partner Benefits',
    subtitle: 'What you get from working with Axion Labs.',
  },
  process: {
    title: 'How to Become a Partner',
    subtitle: 'A simple, transparent process from first conversation to first joint project.',
  },
  cta: {
    title: 'Ready to Partner With Us?',
    text: `Tell us about your company and the partnership you have in mind. Our partner team replies within ${FIGURES.reply}.`,
    primary: { label: 'Become a Partner', href: '/contact' },
    guide: PARTNERSHIP_GUIDE_LINKS.download,
  },
} as const;

/** The Partnership Guide PDF: its own words; the programs, benefits and process are the page's. */
export const partnershipGuide = {
  title: 'Partnership Guide',
  intro:
    'This guide explains how companies partner with us: the four partnership programs, what each partner gets, and how we go from a first conversation to a first joint project.',
  contactTitle: 'Start a Conversation',
} as const;

export const partnershipTypes: readonly PartnershipType[] = [
  {
    slug: 'technology',
    icon: 'cpu',
    title: 'Technology Partners',
    description: 'Cloud, AI and software platform vendors whose products we integrate and recommend in the solutions we build for clients.',
    benefits: ['Joint solution development', 'Technical integration support', 'Co-marketing opportunities', 'Early access to client requirements'],
    cta: 'Become a Technology Partner',
  },
  {
    slug: 'channel',
    icon: 'network',
    title: 'Channel Partners',
    description: 'Resellers, agencies and IT service providers who offer our development services and KYC solution to their own customers.',
    benefits: ['Competitive referral commissions', 'Sales and pre-sales support', 'White-label delivery options', 'Dedicated partner manager'],
    cta: 'Become a Channel Partner',
  },
  {
    slug: 'solution',
    icon: 'layers',
    title: 'Solution Partners',
    description: 'Consultancies and specialist firms that combine their domain expertise with our engineering team to deliver complete solutions.',
    benefits: ['Shared delivery on joint projects', `Access to our team of ${FIGURES.team} people`, 'Joint proposals and pitches', 'Shared case studies'],
    cta: 'Become a Solution Partner',
  },
  {
    slug: 'strategic',
    icon: 'handshake',
    title: 'Strategic Alliances',
    description: 'Long-term alliances with venture studios, investors and enterprises to build new products and enter new markets together.',
    benefits: ['Preferred engineering capacity', 'Executive sponsorship', 'Joint go-to-market planning', 'Flexible commercial models'],
    cta: 'Become a Strategic Partner',
  },
];

export function partnershipHref(slug: PartnershipType['slug']) {
  return `/contact?partnership=${slug}`;
}

export const partnerBenefits: readonly PartnerBenefit[] = [
  {
    icon: 'badge-dollar',
    title: 'Revenue Growth',
    description: 'Earn commissions and win larger deals by offering a complete software and AI delivery capability.',
  },
  {
    icon: 'globe',
    title: 'Global Reach',
    description: `Work with clients in ${FIGURES.countries} countries through a team that delivers across time zones.`,
  },
  {
    icon: 'rocket',
    title: 'Faster Delivery',
    description: `Start projects in ${DELIVERY.staffStartWeeks.min}-${DELIVERY.staffStartWeeks.max} weeks with senior engineers ready to join your client engagements.`,
  },
  {
    icon: 'megaphone',
    title: 'Co-Marketing',
    description: 'Joint case studies, webinars and content that put your brand in front of our audience.',
  },
  {
    icon: 'graduation-cap',
    title: 'Training & Enablement',
    description: 'Technical and sales training so your team can position and scope our services with confidence.',
  },
  {
    icon: 'headphones',
    title: 'Dedicated Support',
    description: 'A named partner manager and priority engineering support for every joint opportunity.',
  },
];

export const partnerProcess: readonly { title: string; description: string }[] = [
  {
    title: 'Initial Conversation',
    description: `Tell us about your business and goals. We schedule a ${FIGURES.consultation} call to explore the fit.`,
  },
  {
    title: 'Partnership Proposal',
    description: 'We propose a program, responsibilities and commercial terms tailored to your business.',
  },
  {
    title: 'Agreement & Onboarding',
    description: 'We sign the partner agreement, introduce your partner manager and run enablement sessions.',
  },
  {
    title: 'Launch & Grow',
    description: 'We start with a first joint opportunity and review results together every quarter.',
  },
];
