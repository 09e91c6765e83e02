// Copy of the /partners page. Icons are lucide components: server-rendered only.
import { BadgeDollarSign, Cpu, Globe2, GraduationCap, Handshake, Headphones, Layers, Megaphone, Network, Rocket, type LucideIcon } from 'lucide-react';
import type { Stat } from '@/components/site/sections';
import type { PARTNERSHIP_TYPES } from '@/server/db/enums';

export type PartnershipType = {
  /** The value of the contact form's `partnership` query parameter. */
  slug: 'technology' | 'channel' | 'solution' | 'strategic';
  icon: LucideIcon;
  title: string;
  description: string;
  benefits: readonly string[];
  cta: string;
};

export type PartnerBenefit = { icon: LucideIcon; title: string; description: string };

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
    { value: '25+', label: 'Active partners' },
    { value: '15', label: 'Countries' },
    { value: '200%', label: 'Partner revenue growth' },
    { value: '4.8/5', label: 'Partner satisfaction' },
  ] satisfies Stat[],
  types: {
    title: 'Partnership Types',
    subtitle: 'Choose the program that matches your business. Every partnership starts with a conversation.',
  },
  trusted: {
    title: 'Trusted Partners',
    subtitle: 'Companies we work with to deliver outstanding results for our clients.',
    loading: 'Loading partners',
    empty: 'No partners to display at the moment.',
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
    text: 'Tell us about your company and the partnership you have in mind. Our partner team replies within 24 hours.',
    primary: { label: 'Become a Partner', href: '/contact' },
    guide: { label: 'Request the Partnership Guide', href: '/contact?partnership=guide' },
  },
} as const;

export const partnershipTypes: readonly PartnershipType[] = [
  {
    slug: 'technology',
    icon: Cpu,
    title: 'Technology Partners',
    description:
      'Cloud, AI and software platform vendors whose products we integrate and recommend in the solutions we build for clients.',
    benefits: ['Joint solution development', 'Technical integration support', 'Co-marketing opportunities', 'Early access to client requirements'],
    cta: 'Become a Technology Partner',
  },
  {
    slug: 'channel',
    icon: Network,
    title: 'Channel Partners',
    description:
      'Resellers, agencies and IT service providers who offer our development services and KYC solution to their own customers.',
    benefits: ['Competitive referral commissions', 'Sales and pre-sales support', 'White-label delivery options', 'Dedicated partner manager'],
    cta: 'Become a Channel Partner',
  },
  {
    slug: 'solution',
    icon: Layers,
    title: 'Solution Partners',
    description:
      'Consultancies and specialist firms that combine their domain expertise with our engineering team to deliver complete solutions.',
    benefits: ['Shared delivery on joint projects', 'Access to 50+ engineers and designers', 'Joint proposals and pitches', 'Shared case studies'],
    cta: 'Become a Solution Partner',
  },
  {
    slug: 'strategic',
    icon: Handshake,
    title: 'Strategic Alliances',
    description:
      'Long-term alliances with venture studios, investors and enterprises to build new products and enter new markets together.',
    benefits: ['Preferred engineering capacity', 'Executive sponsorship', 'Joint go-to-market planning', 'Flexible commercial models'],
    cta: 'Become a Strategic Partner',
  },
];

export function partnershipHref(slug: PartnershipType['slug']) {
  return `/contact?partnership=${slug}`;
}

export const partnerBenefits: readonly PartnerBenefit[] = [
  {
    icon: BadgeDollarSign,
    title: 'Revenue Growth',
    description: 'Earn commissions and win larger deals by offering a complete software and AI delivery capability.',
  },
  {
    icon: Globe2,
    title: 'Global Reach',
    description: 'Work with clients in 25+ countries through a team that delivers across time zones.',
  },
  {
    icon: Rocket,
    title: 'Faster Delivery',
    description: 'Start projects in one to two weeks with senior engineers ready to join your client engagements.',
  },
  {
    icon: Megaphone,
    title: 'Co-Marketing',
    description: 'Joint case studies, webinars and content that put your brand in front of our audience.',
  },
  {
    icon: GraduationCap,
    title: 'Training & Enablement',
    description: 'Technical and sales training so your team can position and scope our services with confidence.',
  },
  {
    icon: Headphones,
    title: 'Dedicated Support',
    description: 'A named partner manager and priority engineering support for every joint opportunity.',
  },
];

export const partnerProcess: readonly { title: string; description: string }[] = [
  {
    title: 'Initial Conversation',
    description: 'Tell us about your business and goals. We schedule a 30-minute call to explore the fit.',
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

/** How the stored partnership types are labelled on partner cards. */
export const PARTNERSHIP_TYPE_LABELS: Record<(typeof PARTNERSHIP_TYPES)[number], string> = {
  technology: 'Technology Partner',
  strategic: 'Strategic Alliance',
  integration: 'Integration Partner',
  consulting: 'Consulting Partner',
  reseller: 'Reseller Partner',
};
