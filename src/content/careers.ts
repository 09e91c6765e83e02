// Copy of the /careers page (the job pages' own words are in features/jobs/labels.ts). Icons are lucide components: server-rendered only.
import { Award, GraduationCap, HeartPulse, Laptop, Lightbulb, Plane, ShieldCheck, Users, Wallet, type SiteIcon } from '@/components/icons';
import type { Stat } from '@/components/site/sections';
import { NO_OPEN_POSITIONS } from '@/features/jobs/labels';
import { FIGURES } from './facts';

export type IconCard = { icon: SiteIcon; title: string; description: string };

export const careersPage = {
  metadata: {
    title: 'Careers',
    description: `Join Axion Labs: a remote-first team of ${FIGURES.team} engineers, designers and delivery people building software and AI products for clients in ${FIGURES.countries} countries.`,
  },
  hero: {
    eyebrow: 'We’re Hiring',
    title: 'Build the Future of Software With Us',
    subtitle:
      'Join a senior, remote-first team that ships real products for startups and enterprises. Work on AI, web and mobile projects that matter, with the people and time to do it well.',
    primary: { label: 'View Open Positions', href: '#positions' },
    secondary: { label: 'Learn About Us', href: '/about' },
  },
  stats: [
    { value: FIGURES.team, label: 'Team members' },
    { value: FIGURES.countries, label: 'Client countries' },
    { value: FIGURES.employeeRating, label: 'Employee rating' },
    { value: FIGURES.employeeRetention, label: 'Employee retention' },
  ] satisfies Stat[],
  perks: {
    title: 'Why Work With Us',
    subtitle: 'We look after our people so they can do the best work of their careers.',
    items: [
      {
        icon: Laptop,
        title: 'Remote-First',
        description: 'Work from anywhere with flexible hours. We collaborate asynchronously and meet in person once a year.',
      },
      {
        icon: Wallet,
        title: 'Competitive Pay',
        description: 'Salaries benchmarked to the market, reviewed every year, with performance bonuses tied to project success.',
      },
      {
        icon: HeartPulse,
        title: 'Health & Wellness',
        description: 'Health, dental and vision coverage for full-time employees, plus a monthly wellness allowance.',
      },
      {
        icon: GraduationCap,
        title: 'Learning Budget',
        description: `${FIGURES.learningBudget} a year for courses, certifications, books and conferences, and paid time to use it.`,
      },
      {
        icon: Plane,
        title: 'Generous Time Off',
        description: `${FIGURES.paidDaysOff} of paid time off plus public holidays, and we expect you to take them.`,
      },
      {
        icon: Users,
        title: 'Senior Mentors',
        description: 'Work alongside experienced engineers and architects, with regular code reviews and a clear growth path.',
      },
    ] satisfies IconCard[],
  },
  values: {
    title: 'Our Core Values',
    subtitle: 'The principles behind how we work with clients and with each other.',
    items: [
      {
        icon: Award,
        title: 'Excellence',
        description: 'We hold our work to a high standard: clean code, thorough testing and software that lasts.',
      },
      {
        icon: Lightbulb,
        title: 'Innovation',
        description: 'We stay curious, adopt new technology when it truly helps, and look for better ways to solve problems.',
      },
      {
        icon: ShieldCheck,
        title: 'Integrity',
        description: 'We are honest about estimates, risks and trade-offs, with our clients and with each other.',
      },
      {
        icon: Users,
        title: 'Collaboration',
        description: 'We succeed as one team: we share knowledge, ask for help early and celebrate wins together.',
      },
    ] satisfies IconCard[],
  },
  positions: {
    title: 'Open Positions',
    subtitle: 'Find the role that fits you. All positions are open to applicants from the regions listed.',
    loading: 'Loading open positions',
    empty: NO_OPEN_POSITIONS,
  },
  openApplication: {
    title: "Don't See Your Role?",
    text: 'We are always glad to meet talented engineers, designers and consultants. Send us your resume and tell us how you would like to contribute, and we will be in touch when a matching role opens.',
    contact: { label: 'Contact Us', href: '/contact' },
    resume: { label: 'Send Resume' },
  },
} as const;
