// Copy of the /about page.
import {
  Award,
  BrainCircuit,
  Cloud,
  Code,
  Database,
  Globe,
  Handshake,
  Headset,
  Lightbulb,
  ShieldCheck,
  Smartphone,
  Star,
  Target,
  Users,
  Workflow,
  type SiteIcon,
} from '@/components/icons';
import type { Stat } from '@/components/site/sections';
import { FIGURES, FOUNDED_YEAR, HEADQUARTERS, TEAM_STATEMENT } from './facts';
import type { IconItem } from './services';

export type Leader = { name: string; role: string; description: string; expertise: readonly string[] };
export type Achievement = { figure: string; title: string; description: string; icon: SiteIcon };

export const ABOUT_PAGE = {
  eyebrow: 'About Us',
  title: `Engineering Digital Success Since ${FOUNDED_YEAR}`,
  subtitle: `We are a software and AI engineering company headquartered in ${HEADQUARTERS}, helping startups and enterprises in ${FIGURES.countries} countries turn ambitious ideas into reliable products.`,
  metaTitle: 'About Us: Our Story, Team and Values',
  metaDescription: `Founded in ${FOUNDED_YEAR} in ${HEADQUARTERS}. ${FIGURES.projects} projects delivered in ${FIGURES.countries} countries by ${TEAM_STATEMENT}. Meet our leaders and values.`,
} as const;

/** public-site.md section 2 "/about". */
export const ABOUT_STATS: readonly Stat[] = [
  { value: FIGURES.founded, label: 'Founded' },
  { value: FIGURES.projects, label: 'Projects Delivered' },
  { value: FIGURES.team, label: 'Team Members' },
  { value: FIGURES.countries, label: 'Countries Served' },
];

export const MISSION = {
  title: 'Our Mission',
  paragraphs: [
    `We started in ${FOUNDED_YEAR} with a simple belief: great software should be within reach of every ambitious business, not only of companies with a hundred-person engineering department. Our mission is to give our clients a senior, accountable technology partner that turns ideas into products people rely on every day.`,
    `Today our team of ${TEAM_STATEMENT}, works with clients in ${FIGURES.countries} countries. We combine proven engineering practices with the latest in AI to deliver software that is secure, maintainable and built to grow with the business behind it.`,
  ],
  capabilitiesTitle: 'What We Do',
} as const;

/** Eight service capabilities. */
export const CAPABILITIES: readonly IconItem[] = [
  { title: 'Custom Software Development', icon: Code, description: 'Tailor-made platforms built around your processes.' },
  { title: 'AI & Machine Learning', icon: BrainCircuit, description: 'Assistants, predictions and automation on your data.' },
  { title: 'Web Applications', icon: Globe, description: 'Fast, accessible web apps, portals and SaaS products.' },
  { title: 'Mobile Apps', icon: Smartphone, description: 'Native and cross-platform iOS and Android apps.' },
  { title: 'Cloud & DevOps', icon: Cloud, description: `Scalable infrastructure, CI/CD and ${FIGURES.uptime} uptime.` },
  { title: 'Data Engineering', icon: Database, description: 'Pipelines, warehouses and dashboards you can trust.' },
  { title: 'Cybersecurity', icon: ShieldCheck, description: 'Audits, secure architecture and compliance readiness.' },
  { title: 'Process Automation', icon: Workflow, description: 'Workflows that remove repetitive manual work.' },
];

export const VALUES: readonly IconItem[] = [
  { title: 'Excellence', icon: Award, description: 'We hold every line of code to a high standard, with reviews, automated tests and honest estimates.' },
  { title: 'Innovation', icon: Lightbulb, description: 'We bring new technology, from AI to modern cloud platforms, only where it creates real value.' },
  { title: 'Integrity', icon: Target, description: 'Transparent pricing, candid advice and no surprises: we say what we will do, then do it.' },
  { title: 'Collaboration', icon: Handshake, description: 'We work as an extension of your team, sharing progress every week and decisions every day.' },
];

export const LEADERS: readonly Leader[] = [
  {
    name: 'Alex Morgan',
    role: 'Chief Executive Officer & Founder',
    description: `Founded the company in ${FOUNDED_YEAR} after fifteen years leading product engineering teams. Alex makes sure every engagement starts with the client’s business goals.`,
    expertise: ['Strategy', 'Product Management', 'Client Partnerships'],
  },
  {
    name: 'Priya Raman',
    role: 'Chief Technology Officer',
    description:
      'Priya sets our engineering standards and architecture practices, drawing on experience building high-traffic platforms for fintech and healthcare.',
    expertise: ['Cloud Architecture', 'Distributed Systems', 'Security'],
  },
  {
    name: 'Daniel Okafor',
    role: 'Head of AI & Data',
    description:
      'Daniel leads our AI practice, turning machine learning research into production systems for document processing, forecasting and conversational AI.',
    expertise: ['Machine Learning', 'LLMs & RAG', 'Data Engineering'],
  },
  {
    name: 'Sofia Lindqvist',
    role: 'VP of Delivery',
    description: 'Sofia runs our delivery teams and processes, keeping projects on time, on budget and transparent from the first sprint to launch.',
    expertise: ['Agile Delivery', 'Team Leadership', 'Quality Assurance'],
  },
];

export const ACHIEVEMENTS: readonly Achievement[] = [
  { figure: FIGURES.rating, title: 'Average Client Rating', icon: Star, description: 'The average score clients give us in our end-of-project reviews.' },
  { figure: FIGURES.retention, title: 'Client Retention', icon: Users, description: 'Clients who continue with us after their first project.' },
  { figure: FIGURES.uptime, title: 'Platform Uptime', icon: Cloud, description: 'Across the production systems we build and operate.' },
  { figure: '24/7', title: 'Production Support', icon: Headset, description: 'Monitoring and on-call engineers for the systems we run.' },
];

export const ABOUT_CTA = {
  title: 'Let’s Build Something Great Together',
  text: `Tell us about your project and get a reply within ${FIGURES.reply}, or get an instant estimate with our project estimator.`,
} as const;
