// Copy of the home page (public-site.md section 2, "Home (/)"): eleven sections in order.
// Hero slides go to a client component, so their icons are names; the other sections are
// server-rendered and carry lucide icon components. Figures come from facts.ts and pricing.ts.
import {
  Blocks,
  BrainCircuit,
  Cloud,
  Code2,
  Cpu,
  Database,
  Globe,
  Handshake,
  Lightbulb,
  Palette,
  ShieldCheck,
  Smartphone,
  Target,
  Users,
  Workflow,
  type SiteIcon,
} from '@/components/icons';
import { FACTS, FIGURES, FOUNDED_YEAR, HEADQUARTERS, KYC_RESULTS, TEAM_STATEMENT, weeksInWords } from './facts';
import { consultingPriceLabel, customSoftwarePriceLabel, DELIVERY, deliveryLabel, serviceRange, servicePriceLabel, staffStartLabel, usd } from './pricing';

export const HOME_META = {
  title: 'Axion Labs — Software & AI Engineering',
  description: `Custom software, AI automation, web and mobile apps and staff augmentation from ${FIGURES.seniorEngineers} senior engineers. ${FIGURES.projects} projects since ${FOUNDED_YEAR}. Free estimate.`,
} as const;

// ---------------------------------------------------------------------------------------------
// 1. Hero carousel

export type HeroIconName = 'code' | 'brain' | 'shield' | 'users';
export type HeroStat = { number: string; suffix: string; label: string };
export type HeroAction = { label: string; href: string };
export type HeroSlide = {
  id: string;
  icon: HeroIconName;
  badge: string;
  /** Three words; the page's h1 while the slide is shown. */
  title: string;
  subtitle: string;
  primary: HeroAction;
  secondary: HeroAction;
  stats: readonly [HeroStat, HeroStat, HeroStat];
};

export const HERO_LABEL = 'Highlights';

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: 'custom-software',
    icon: 'code',
    badge: `Software & AI engineering since ${FOUNDED_YEAR}`,
    title: 'Software That Scales',
    subtitle:
      'We design, build and run custom web, mobile and cloud software for startups and enterprises: senior engineers, clear estimates and a product that keeps up with your growth.',
    primary: { label: 'Get a Free Estimate', href: '/estimator' },
    secondary: { label: 'View Case Studies', href: '/case-studies' },
    stats: [
      { number: String(FACTS.projectsDelivered), suffix: '+', label: 'Projects delivered' },
      { number: String(FACTS.seniorEngineers), suffix: '+', label: 'Senior engineers' },
      { number: String(FACTS.uptimePercent), suffix: '%', label: 'Uptime' },
    ],
  },
  {
    id: 'ai-automation',
    icon: 'brain',
    badge: 'AI automation',
    title: 'Automate With AI',
    subtitle:
      'AI assistants, document processing and workflow automation that remove repetitive work, built on your own data and deployed securely in your cloud.',
    primary: { label: 'Explore AI Automation', href: '/services/ai-automation' },
    secondary: { label: 'Discuss Your Use Case', href: '/contact' },
    stats: [
      { number: String(FACTS.aiManualWorkReductionPercent), suffix: '%', label: 'Less manual work' },
      { number: String(FACTS.averageRoiPercent), suffix: '%', label: 'Average ROI' },
      { number: '24/7', suffix: '', label: 'Automated operations' },
    ],
  },
  {
    id: 'kyc-verification',
    icon: 'shield',
    badge: 'Identity (KYC) verification',
    title: 'Verify Identities Instantly',
    subtitle:
      'Document scanning, liveness detection and sanctions screening in one onboarding flow, so genuine customers are approved in minutes and fraud is stopped at the door.',
    primary: { label: 'Explore KYC Verification', href: '/solutions/kyc-verification' },
    secondary: { label: 'Talk to an Expert', href: '/contact' },
    stats: [
      { number: String(KYC_RESULTS.onboardingMinutes), suffix: ' min', label: 'Average onboarding' },
      { number: String(KYC_RESULTS.autoVerifiedPercent), suffix: '%', label: 'Verified automatically' },
      { number: String(KYC_RESULTS.fraudReductionPercent), suffix: '%', label: 'Less fraud' },
    ],
  },
  {
    id: 'staff-augmentation',
    icon: 'users',
    badge: 'Staff augmentation',
    title: 'Scale Your Team',
    subtitle: `Add vetted senior engineers to your team in ${weeksInWords(DELIVERY.staffStartWeeks)}. They join your rituals, your tools and your codebase, and you scale up or down as your roadmap changes.`,
    primary: { label: 'Hire Engineers', href: '/services/staff-augmentation' },
    secondary: { label: 'Get a Free Estimate', href: '/estimator' },
    stats: [
      { number: `${DELIVERY.staffStartWeeks.min}-${DELIVERY.staffStartWeeks.max}`, suffix: ' weeks', label: 'To start' },
      { number: usd(serviceRange('staff-augmentation').min), suffix: '/hr', label: 'Rates from' },
      { number: String(FACTS.clientRetentionPercent), suffix: '%', label: 'Client retention' },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// 2. About

export type CoreValue = { title: string; description: string; icon: SiteIcon };

export const ABOUT = {
  eyebrow: 'About Us',
  title: 'Engineering Partners, Not Just Vendors',
  subtitle: 'A senior software and AI team that treats your product as if it were our own.',
  storyTitle: 'Our Story',
  story: [
    `Axion Labs started in ${FOUNDED_YEAR} in ${HEADQUARTERS}, with a simple idea: businesses deserve engineering partners who explain their decisions, estimate honestly and stay accountable after launch.`,
    `Since then our team has grown to ${TEAM_STATEMENT}, and has delivered ${FIGURES.projects} projects for startups and enterprises in ${FIGURES.countries} countries, from first prototypes to platforms that serve millions of requests a day.`,
  ],
  whyTitle: 'Why Choose Us',
  why: [
    'A senior engineer leads every project and reviews every change',
    'Transparent, itemised estimates before any work starts',
    'Weekly demos and direct access to the people writing the code',
    'Security, testing and documentation built in from day one',
    `A free ${FIGURES.consultation} consultation and a reply within ${FIGURES.reply}`,
  ],
  valuesTitle: 'Our Core Values',
  values: [
    {
      title: 'Engineering Excellence',
      description: 'Clean architecture, automated tests and code reviews on every change, so your software stays fast to extend.',
      icon: Target,
    },
    {
      title: 'Radical Transparency',
      description: 'Honest estimates, visible progress and early warnings. You always know where your budget and timeline stand.',
      icon: Lightbulb,
    },
    {
      title: 'Long-Term Partnership',
      description: `We measure success by the results you get after launch, which is why ${FIGURES.retention} of our clients keep working with us.`,
      icon: Handshake,
    },
  ] satisfies CoreValue[],
  link: { label: 'Learn More About Us', href: '/about' },
} as const;

// ---------------------------------------------------------------------------------------------
// 3. Services

export type ServiceCard = {
  title: string;
  description: string;
  icon: SiteIcon;
  features: readonly string[];
  pricing: string;
  timeline: string;
  popular: boolean;
};

export const SERVICES = {
  eyebrow: 'What We Do',
  title: 'Our Services',
  subtitle: 'End-to-end engineering, from the first workshop to production support.',
  consultation: {
    title: 'Not Sure Where to Start?',
    text: `Book a free ${FIGURES.consultation} consultation with a senior engineer. We will review your idea, suggest an approach and outline a realistic budget, with no obligation.`,
  },
} as const;

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    title: 'Custom Software Development',
    description: 'Tailor-made platforms and internal tools designed around your processes instead of forcing you into off-the-shelf limits.',
    icon: Code2,
    features: ['Product discovery and architecture', 'Scalable cloud-native back ends', 'Legacy system modernisation'],
    pricing: customSoftwarePriceLabel,
    timeline: deliveryLabel(DELIVERY.projectWeeks),
    popular: false,
  },
  {
    title: 'AI Automation',
    description: 'LLM assistants, document processing and intelligent workflows that cut manual work and speed up decisions.',
    icon: BrainCircuit,
    features: ['AI assistants on your own data', 'Document and email processing', 'Predictive analytics'],
    pricing: servicePriceLabel('ai-automation'),
    timeline: deliveryLabel(DELIVERY.aiAutomationWeeks),
    popular: true,
  },
  {
    title: 'Web Development',
    description: 'Fast, accessible web applications and customer portals built with modern frameworks and measured on real performance.',
    icon: Globe,
    features: ['Next.js and React applications', 'E-commerce and customer portals', 'SEO and Core Web Vitals tuning'],
    pricing: servicePriceLabel('web-development'),
    timeline: deliveryLabel(DELIVERY.projectWeeks),
    popular: false,
  },
  {
    title: 'Mobile Development',
    description: 'Native-quality iOS and Android apps from one codebase, with offline support, push notifications and app store launch.',
    icon: Smartphone,
    features: ['React Native and Flutter apps', 'Offline-first data sync', 'App Store and Google Play release'],
    pricing: servicePriceLabel('mobile-development'),
    timeline: deliveryLabel(DELIVERY.projectWeeks),
    popular: false,
  },
  {
    title: 'Staff Augmentation',
    description: 'Vetted engineers, junior to tech lead, who join your team, your tools and your sprints, scaling up or down as your roadmap changes.',
    icon: Users,
    features: ['Full-stack, mobile, AI and DevOps engineers', 'Overlap with US and EU hours', 'Replacement guarantee'],
    pricing: servicePriceLabel('staff-augmentation'),
    timeline: staffStartLabel,
    popular: false,
  },
  {
    title: 'Technical Consulting',
    description: `Architecture reviews, technology choices and delivery audits from tech leads who have shipped ${FIGURES.projects} projects.`,
    icon: Lightbulb,
    features: ['Architecture and code audits', 'Cloud cost optimisation', 'Technology roadmaps'],
    pricing: consultingPriceLabel,
    timeline: deliveryLabel(DELIVERY.consultingWeeks),
    popular: false,
  },
];

// ---------------------------------------------------------------------------------------------
// 4. Stats

export const STATS = {
  eyebrow: 'By the Numbers',
  title: 'Results You Can Measure',
  items: [
    { value: FIGURES.projects, label: 'Projects delivered' },
    { value: FIGURES.seniorEngineers, label: 'Senior engineers' },
    { value: FIGURES.uptime, label: 'Uptime on the platforms we run' },
    { value: FIGURES.years, label: 'Years in business' },
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// 5. Capabilities

export type Capability = { title: string; description: string; icon: SiteIcon };

export const CAPABILITIES = {
  eyebrow: 'Capabilities',
  title: 'Everything You Need to Ship',
  subtitle: 'Nine disciplines under one roof, so one accountable team takes your product from idea to production.',
} as const;

export const CAPABILITY_ITEMS: readonly Capability[] = [
  {
    title: 'AI & Machine Learning',
    description: 'LLM applications, retrieval-augmented search, computer vision and forecasting models in production.',
    icon: BrainCircuit,
  },
  { title: 'Web Applications', description: 'Fast, accessible single-page apps, portals and dashboards built with React and Next.js.', icon: Globe },
  { title: 'Mobile Apps', description: 'Cross-platform iOS and Android apps with native performance and offline support.', icon: Smartphone },
  { title: 'Cloud & DevOps', description: 'Infrastructure as code, CI/CD pipelines, Kubernetes and 24/7 monitoring on AWS, Azure and GCP.', icon: Cloud },
  { title: 'Data Engineering', description: 'Pipelines, warehouses and real-time analytics that turn scattered data into reliable reporting.', icon: Database },
  { title: 'Cybersecurity', description: 'Secure-by-design architecture, penetration testing support and SOC 2, HIPAA and GDPR readiness.', icon: ShieldCheck },
  { title: 'Process Automation', description: 'Workflow automation and integrations that remove copy-and-paste work between your systems.', icon: Workflow },
  { title: 'APIs & Integrations', description: 'Robust REST and GraphQL APIs and integrations with CRMs, ERPs, payment providers and more.', icon: Blocks },
  { title: 'UI/UX Design', description: 'Research-led product design, prototypes and design systems that users understand at first glance.', icon: Palette },
];

// ---------------------------------------------------------------------------------------------
// 6. Technology stack

export type TechGroup = { title: string; icon: SiteIcon; technologies: readonly string[] };

export const TECH_STACK = {
  eyebrow: 'Technology',
  title: 'Our Technology Stack',
  subtitle: 'Proven, well-supported tools chosen for your product, not for our convenience.',
} as const;

export const TECH_GROUPS: readonly TechGroup[] = [
  { title: 'Frontend', icon: Globe, technologies: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS', 'Vue.js', 'React Native', 'Flutter'] },
  { title: 'Backend', icon: Cpu, technologies: ['Node.js', 'Python', 'Go', 'Java', '.NET', 'PostgreSQL', 'MongoDB', 'Redis'] },
  { title: 'AI & Data', icon: BrainCircuit, technologies: ['OpenAI', 'LangChain', 'PyTorch', 'TensorFlow', 'pgvector', 'Apache Spark', 'dbt'] },
  { title: 'Cloud & DevOps', icon: Cloud, technologies: ['AWS', 'Microsoft Azure', 'Google Cloud', 'Docker', 'Kubernetes', 'Terraform', 'GitHub Actions'] },
];

// ---------------------------------------------------------------------------------------------
// 7. SaaS products

export type SaasProduct = {
  name: string;
  tagline: string;
  description: string;
  features: readonly string[];
  url: string;
  icon: SiteIcon;
};

export const SAAS = {
  eyebrow: 'Our Products',
  title: 'SaaS Products Built by Our Team',
  subtitle: 'We run our own AI products in production, and bring the same experience to yours.',
} as const;

export const SAAS_PRODUCTS: readonly SaasProduct[] = [
  {
    name: 'Invoxa',
    tagline: 'AI invoicing platform',
    description:
      'Invoxa drafts invoices from time entries and contracts, sends them on schedule, chases late payments and reconciles bank feeds, so finance teams get paid faster with less effort.',
    features: ['AI-drafted invoices with one-click approval', 'Automated payment reminders', 'Bank-feed reconciliation'],
    url: 'https://www.invoxa.app',
    icon: Workflow,
  },
  {
    name: 'Teamlytic',
    tagline: 'AI team-management tool',
    description:
      'Teamlytic turns stand-ups, tickets and calendars into a clear picture of who is working on what, flags overloaded people early and writes the weekly status report for you.',
    features: ['AI-written weekly status reports', 'Workload and capacity insights', 'Integrations with Jira, Slack and GitHub'],
    url: 'https://www.teamlytic.app',
    icon: Users,
  },
];

// ---------------------------------------------------------------------------------------------
// 8. Case studies (the studies themselves come from the database)

export const CASE_STUDIES = {
  eyebrow: 'Case Studies',
  title: 'Success Stories',
  subtitle: 'Real projects, measurable results: a selection of the work we are proud of.',
  empty: 'New case studies are on their way.',
  emptyLink: 'Browse our work on the Case Studies page',
  allLink: 'View All Case Studies',
} as const;

// ---------------------------------------------------------------------------------------------
// 9. Testimonials

export type Testimonial = {
  quote: string;
  author: string;
  role: string;
  company: string;
  /** Initials shown in the avatar circle. */
  avatar: string;
  rating: 1 | 2 | 3 | 4 | 5;
  project: string;
};

export const TESTIMONIALS = {
  eyebrow: 'Testimonials',
  title: 'What Our Clients Say',
  subtitle: 'Founders, CTOs and operations leaders on working with Axion Labs.',
  summary: [
    { value: FIGURES.satisfaction, label: 'Client satisfaction' },
    { value: FIGURES.rating, label: 'Average rating' },
    { value: FIGURES.retention, label: 'Client retention' },
    { value: FIGURES.onTime, label: 'On-time delivery' },
  ],
} as const;

export const TESTIMONIAL_ITEMS: readonly Testimonial[] = [
  {
    quote:
      'Axion Labs replaced our spreadsheet billing with an AI invoicing platform in eight months. Invoicing now takes a fraction of the time and our clients pay weeks earlier.',
    author: 'Sarah Mitchell',
    role: 'Managing Partner',
    company: 'Ledgerwise Accounting',
    avatar: 'SM',
    rating: 5,
    project: 'AI invoicing platform',
  },
  {
    quote:
      'Their KYC flow took our onboarding from three days to a few minutes without compromising compliance. The team understood banking regulation better than some of our own staff.',
    author: 'Kwame Asante',
    role: 'Chief Technology Officer',
    company: 'Northvale Bank',
    avatar: 'KA',
    rating: 5,
    project: 'Identity verification',
  },
  {
    quote:
      'Our engineers now find procedures in seconds instead of digging through five systems. Axion Labs delivered a private AI platform that our security team actually approved.',
    author: 'Elena Kowalski',
    role: 'VP of Operations',
    company: 'Helixon Industries',
    avatar: 'EK',
    rating: 5,
    project: 'Enterprise AI platform',
  },
  {
    quote: 'The sales automation they built gave every rep back a day and a half each week. Qualified meetings tripled in the first quarter after launch.',
    author: 'Marcus Chen',
    role: 'Head of Revenue',
    company: 'Trailpoint Software',
    avatar: 'MC',
    rating: 5,
    project: 'Sales automation',
  },
  {
    quote:
      'They treated patient privacy as seriously as we do. The app passed our HIPAA assessment with no critical findings and attendance went up within weeks.',
    author: 'Dr. Leila Haddad',
    role: 'Clinical Director',
    company: 'Calmwater Health',
    avatar: 'LH',
    rating: 5,
    project: 'Teletherapy mobile app',
  },
  {
    quote: 'Our new property search is faster than the national portals, and agents love the AI-drafted listings. Buyer leads more than doubled.',
    author: "James O'Connell",
    role: 'Chief Executive Officer',
    company: 'Keystone Realty Group',
    avatar: 'JO',
    rating: 5,
    project: 'Real estate platform',
  },
  {
    quote:
      'We added four senior engineers from Axion Labs in under two weeks. They were productive in our codebase from the first sprint and feel like part of our own team.',
    author: 'Laura Fischer',
    role: 'Engineering Manager',
    company: 'Oakhaven Logistics',
    avatar: 'LF',
    rating: 5,
    project: 'Staff augmentation',
  },
  {
    quote: 'The architecture review paid for itself in a month: they found the bottlenecks behind our outages and cut our cloud bill by a third.',
    author: 'Tomás Alvarez',
    role: 'Co-founder & CTO',
    company: 'Pennant Pay',
    avatar: 'TA',
    rating: 5,
    project: 'Technical consulting',
  },
  {
    quote:
      'From the first estimate to launch day, we always knew where the project stood. Our e-commerce platform launched on time and handled Black Friday without a hiccup.',
    author: 'Hannah Brooks',
    role: 'Director of E-commerce',
    company: 'Alder & Finch Outfitters',
    avatar: 'HB',
    rating: 5,
    project: 'E-commerce platform',
  },
];

// ---------------------------------------------------------------------------------------------
// 10. FAQ

export const FAQ_CATEGORIES = ['General', 'Process & Pricing', 'Technical', 'Support'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export type FaqItem = { question: string; answer: string; category: FaqCategory };

export const FAQ = {
  eyebrow: 'FAQ',
  title: 'Frequently Asked Questions',
  subtitle: 'Straight answers to the questions we hear most often.',
  categoriesTitle: 'Categories',
  moreTitle: 'Still Have Questions?',
  moreText: `Talk to us directly: we reply within ${FIGURES.reply}, and the first consultation is free.`,
} as const;

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    category: 'General',
    question: 'What kinds of companies do you work with?',
    answer: `We work with funded startups building their first product and with established companies modernising or extending their systems, across finance, healthcare, real estate, logistics, retail and SaaS. Clients in ${FIGURES.countries} countries have trusted us with ${FIGURES.projects} projects.`,
  },
  {
    category: 'General',
    question: 'Where is your team based, and how do you handle time zones?',
    answer: `We are headquartered in ${HEADQUARTERS}, USA, with engineers working remotely across several time zones. Every project has at least four hours of daily overlap with your working hours, and your project manager is available for calls during that window.`,
  },
  {
    category: 'General',
    question: 'Who owns the code and intellectual property?',
    answer:
      'You do. All source code, designs and documentation we create for you are transferred to you in full, and we are happy to sign your NDA before any detailed discussion.',
  },
  {
    category: 'Process & Pricing',
    question: 'How much does a custom software project cost?',
    answer: `Typical projects cost ${servicePriceLabel('web-development')} for a web application, ${servicePriceLabel('mobile-development')} for a mobile app and ${servicePriceLabel('ai-automation')} for an AI automation; larger platforms are quoted in phases after a free discovery call. Our online estimator gives you an itemised range for your scope in a few minutes, and every proposal lists hours per role so you can see exactly what you pay for.`,
  },
  {
    category: 'Process & Pricing',
    question: 'How long does a typical project take?',
    answer: `Simple projects usually take ${weeksInWords(FACTS.simpleProjectWeeks)}, and enterprise platforms ${weeksInWords(FACTS.enterpriseProjectMonths, 'months')}. We plan in phases, so you get a working first release early and add features as you learn from real users.`,
  },
  {
    category: 'Process & Pricing',
    question: 'What does your development process look like?',
    answer:
      'Four steps: discovery and planning, design and architecture, development and testing, then deployment and support. We work in two-week sprints with a demo at the end of each, so you see progress every fortnight.',
  },
  {
    category: 'Process & Pricing',
    question: 'Do you offer fixed-price or hourly engagements?',
    answer: `Both. Well-defined projects can be fixed-price; evolving products usually work best on a monthly team or hourly basis. Staff augmentation costs ${servicePriceLabel('staff-augmentation')} depending on seniority, and technical consulting ${consultingPriceLabel}.`,
  },
  {
    category: 'Technical',
    question: 'Which technologies do you use?',
    answer:
      'We choose the stack that fits your product and team: typically React, Next.js and React Native on the front end; Node.js, Python or Go on the back end; PostgreSQL for data; and AWS, Azure or Google Cloud with Docker and Kubernetes for infrastructure.',
  },
  {
    category: 'Technical',
    question: 'Can you work with our existing codebase and systems?',
    answer:
      'Yes. Many engagements start with a short code and architecture audit. We then extend, refactor or gradually modernise your existing system, integrating with the tools you already use rather than starting from scratch.',
  },
  {
    category: 'Support',
    question: 'What support do you provide after launch?',
    answer: `Every project includes a ${FIGURES.warranty} warranty. After that we offer basic, standard and premium support plans, up to 24/7 monitoring with a dedicated manager, and we keep the platforms we run at ${FIGURES.uptime} uptime.`,
  },
];

export const FAQ_LINKS = {
  contact: { label: 'Contact Us', href: '/contact' },
  booking: 'Book a Free Call',
  about: { label: 'Learn About Us', href: '/about' },
} as const;

// ---------------------------------------------------------------------------------------------
// 11. Final call to action

export const FINAL_CTA = {
  title: 'Ready to Build Something Great?',
  text: `Tell us about your project and get a clear plan, a realistic budget and a senior team ready to start. We reply within ${FIGURES.reply}.`,
  contact: { label: 'Start Your Project', href: '/contact' },
  quote: {
    title: 'Get Quote',
    text: 'Answer a few questions about your project and get an itemised estimate in minutes.',
    link: { label: 'Get a Quote', href: '/estimator' },
  },
} as const;
