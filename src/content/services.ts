// Copy of the /services overview and of the four service pages (/services/{slug}). Every price and
// delivery time comes from pricing.ts, every company figure from facts.ts (docs/decisions/050).
import {
  Award,
  Bot,
  BrainCircuit,
  Clock,
  Code,
  Database,
  FileSearch,
  Gauge,
  Globe,
  Handshake,
  Layers,
  LayoutDashboard,
  Lightbulb,
  Lock,
  MessagesSquare,
  RefreshCw,
  Rocket,
  ShoppingCart,
  Smartphone,
  Users,
  Workflow,
  type SiteIcon,
} from '@/components/icons';
import type { Stat } from '@/components/site/sections';
import { FIGURES, inWords, TEAM_STATEMENT, weeksInWords, weeksRange } from './facts';
import {
  consultingPriceLabel,
  customSoftwarePriceLabel,
  DELIVERY,
  deliveryLabel,
  fromLabel,
  hourlyLabel,
  priceTier,
  serviceRange,
  servicePriceLabel,
  SERVICE_PRICING,
  staffStartLabel,
  tierLabel,
  unitLabel,
  type PricedService,
  type TierId,
} from './pricing';
import type { Phase } from './solutions';

export type CoreService = {
  title: string;
  icon: SiteIcon;
  description: string;
  pricing: string;
  timeline: string;
  features: readonly string[];
  link: { href: string; label: string };
};

export type IconItem = { title: string; description: string; icon: SiteIcon };

export const SERVICES_PAGE = {
  eyebrow: 'Services',
  title: 'Software Development Services',
  subtitle:
    'Clear pricing, realistic timelines and a senior team that owns the outcome. Choose a fixed-scope project, extend your team by the hour or start with expert advice.',
  metaTitle: 'Software Development Services & Pricing',
  ctaText: `Get an instant estimate for your project, or tell us what you need and hear back within ${FIGURES.reply}.`,
  metaDescription: `Custom development ${customSoftwarePriceLabel.toLowerCase()}, staff augmentation ${fromLabel('staff-augmentation').toLowerCase()}, consulting and AI process automation, with transparent pricing and a four-step process.`,
} as const;

/** The four ways to work with us (public-site.md section 2), priced as the service pages price them. */
export const CORE_SERVICES: readonly CoreService[] = [
  {
    title: 'Custom Software Development',
    icon: Code,
    description:
      'Web platforms, mobile apps and internal tools built from the ground up around your workflows, delivered in fixed-scope milestones you sign off.',
    pricing: customSoftwarePriceLabel,
    timeline: deliveryLabel(DELIVERY.projectWeeks),
    features: [
      'Product discovery and UX design',
      'Full-stack web and mobile development',
      'Automated testing and CI/CD',
      `Launch support and ${FIGURES.warranty} warranty`,
    ],
    link: { href: '/estimator', label: 'Estimate Your Project' },
  },
  {
    title: 'Staff Augmentation',
    icon: Users,
    description: 'Vetted engineers who join your stand-ups, use your tools and follow your processes, so you add capacity without a long hiring cycle.',
    pricing: servicePriceLabel('staff-augmentation'),
    timeline: staffStartLabel,
    features: ['Pre-vetted developers, QA and DevOps engineers', 'Flexible monthly contracts', 'Overlap with your working hours', 'Free replacement guarantee'],
    link: { href: '/services/staff-augmentation', label: 'See Staff Augmentation' },
  },
  {
    title: 'Technical Consulting',
    icon: Lightbulb,
    description: `Architecture reviews, technology selection and delivery audits from our tech leads, who have shipped ${FIGURES.projects} projects.`,
    pricing: consultingPriceLabel,
    timeline: deliveryLabel(DELIVERY.consultingWeeks),
    features: ['Architecture and code reviews', 'Cloud cost and performance audits', 'AI readiness assessments', 'Actionable roadmap with estimates'],
    link: { href: '/contact?subject=Technical%20Consulting', label: 'Request Consulting' },
  },
  {
    title: 'Process Automation',
    icon: Workflow,
    description:
      'Replace repetitive manual work with reliable automation: document processing, approvals, data entry and reporting, connected to the systems you already use.',
    pricing: servicePriceLabel('ai-automation'),
    timeline: deliveryLabel(DELIVERY.aiAutomationWeeks),
    features: ['Workflow and process mapping', 'AI document processing', 'ERP, CRM and API integrations', 'ROI tracking dashboards'],
    link: { href: '/services/ai-automation', label: 'Explore AI Automation' },
  },
];

export const DELIVERY_PROCESS: readonly Phase[] = [
  {
    title: 'Discovery & Planning',
    description: 'Workshops with your stakeholders to define goals, users and scope, ending in a prioritised backlog, a fixed estimate and a delivery plan.',
  },
  {
    title: 'Design & Architecture',
    description: 'User flows, clickable prototypes and a technical architecture designed for security, performance and the scale you expect.',
  },
  {
    title: 'Development & Testing',
    description: 'Two-week sprints with a demo at the end of each, automated tests on every change and continuous deployment to a staging environment.',
  },
  {
    title: 'Deployment & Support',
    description: 'A monitored production launch, documentation and knowledge transfer, then support and maintenance plans that keep the product healthy.',
  },
];

export const ADVANTAGES: readonly IconItem[] = [
  { title: 'Experienced Engineers', icon: Award, description: `Our team: ${TEAM_STATEMENT}. A senior engineer reviews every change before it ships.` },
  { title: 'Transparent Pricing', icon: Layers, description: 'Fixed-price milestones or clear hourly rates, with no hidden fees or surprise invoices.' },
  { title: 'Fast Response', icon: Clock, description: `A free ${FIGURES.consultation} consultation and a reply to every enquiry within ${FIGURES.reply}.` },
  { title: 'Reliable Delivery', icon: Gauge, description: `${FIGURES.projects} projects delivered and ${FIGURES.uptime} uptime on the platforms we operate.` },
  { title: 'Security by Default', icon: Lock, description: 'Secure coding, code reviews and NDAs as standard; you own all the code and IP.' },
  { title: 'Long-Term Partnership', icon: Handshake, description: `${FIGURES.retention} of our clients keep working with us after their first project.` },
];

// --- Service pages ----------------------------------------------------------------------------

export const SERVICE_SLUGS = ['ai-automation', 'web-development', 'mobile-development', 'staff-augmentation'] as const satisfies readonly PricedService[];
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** A price card of a service page: name and figure from pricing.ts, the words from here. */
function tier<S extends PricedService>(
  service: S,
  id: TierId<S>,
  copy: { description: string; features: readonly string[]; highlighted?: boolean },
): PricingTier {
  const { unit } = SERVICE_PRICING[service];
  const { name, price } = priceTier(service, id);
  return { id, name, price: tierLabel(price, unit), unit: unitLabel(unit), ...copy };
}

export type PricingTier = {
  id: string;
  name: string;
  price: string;
  /** Shown after the price: "per project", "per hour"... */
  unit: string;
  description: string;
  features: readonly string[];
  highlighted?: boolean;
};

export type ServicePage = {
  slug: ServiceSlug;
  /** The service's name, as in the menu. */
  name: string;
  /** One sentence for the service card on /services. */
  summary: string;
  /** The figure the cards on / and /services show: the tiers' range (servicePriceLabel). */
  price: string;
  icon: SiteIcon;
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  stats: readonly Stat[];
  offerings: { title: string; subtitle: string; items: readonly IconItem[] };
  pricing: { title: string; subtitle: string; tiers: readonly PricingTier[]; note: string; factors?: readonly string[] };
  engagements?: { title: string; subtitle: string; items: readonly { title: string; figure: string; description: string }[] };
  process: { title: string; subtitle: string; steps: readonly Phase[] };
  technologies: readonly string[];
  cta: { title: string; text: string };
};

const AI_AUTOMATION: ServicePage = {
  slug: 'ai-automation',
  name: 'AI Automation',
  summary: 'Chatbots, knowledge assistants, document AI and data pipelines that take repetitive work off your team.',
  price: servicePriceLabel('ai-automation'),
  icon: BrainCircuit,
  metaTitle: 'AI Automation: Chatbots, RAG & Document AI',
  metaDescription: `AI chatbots, RAG knowledge assistants, document AI and data pipelines for ${tierLabel(serviceRange('ai-automation'), 'project')} per project: production-ready automation that fits your systems.`,
  eyebrow: 'AI Automation',
  title: 'AI Automation That Pays for Itself',
  subtitle:
    'We build AI assistants, document processing and data pipelines that plug into your existing tools, answer from your own data and free your team for the work that matters.',
  stats: [
    { value: FIGURES.aiManualWork, label: 'Less manual processing' },
    { value: '24/7', label: 'Automated customer support' },
    { value: deliveryLabel(DELIVERY.aiAutomationWeeks), label: 'Typical time to production' },
    { value: FIGURES.projects, label: 'Projects delivered' },
  ],
  offerings: {
    title: 'What We Automate',
    subtitle: 'Focused AI solutions with measurable outcomes, built on your data and secured for production.',
    items: [
      {
        title: 'AI Chatbots',
        icon: Bot,
        description:
          'Customer and employee assistants on your website, WhatsApp, Slack or Teams that resolve common questions and hand over to a human when needed.',
      },
      {
        title: 'RAG Knowledge Assistants',
        icon: MessagesSquare,
        description: 'Assistants that answer from your manuals, policies and tickets with citations, so answers stay accurate and traceable.',
      },
      {
        title: 'Document AI',
        icon: FileSearch,
        description: 'Extract, classify and validate data from invoices, contracts and forms, then push it straight into your ERP or CRM.',
      },
      {
        title: 'Data Pipelines',
        icon: Database,
        description: 'Automated ingestion, cleaning and enrichment of data from your systems, ready for reporting and machine learning.',
      },
    ],
  },
  pricing: {
    title: 'AI Automation Pricing',
    subtitle: 'Typical project ranges. Your final price depends on integrations, data volume and the accuracy you need.',
    tiers: [
      tier('ai-automation', 'chatbots', {
        description: 'A branded assistant for support or sales, trained on your FAQ and content.',
        features: ['Website or messaging channel', 'Human handover', 'Conversation analytics'],
      }),
      tier('ai-automation', 'rag', {
        description: 'Answers grounded in your documents, with sources cited in every reply.',
        features: ['Document ingestion and indexing', 'Access control per user', 'Answer quality evaluation'],
        highlighted: true,
      }),
      tier('ai-automation', 'document-ai', {
        description: 'Automatic extraction and validation of data from your business documents.',
        features: ['Invoices, contracts and forms', 'Human review queue', 'ERP and CRM export'],
      }),
      tier('ai-automation', 'data-pipelines', {
        description: 'Reliable pipelines that feed your dashboards and AI models with clean data.',
        features: ['Batch and streaming sources', 'Data quality checks', 'Monitoring and alerts'],
      }),
    ],
    note: `Every project starts with a free ${FIGURES.consultation} consultation and a written, fixed quote.`,
  },
  process: {
    title: 'How We Deliver AI',
    subtitle: 'From idea to a measurable result in weeks, not quarters.',
    steps: [
      { title: 'Use-Case Assessment', description: 'We pick the workflow with the best return, review your data and define how success will be measured.' },
      {
        title: 'Prototype',
        description: `A working prototype on your own data within ${inWords(DELIVERY.aiPrototypeWeeks)} weeks, so you can judge the quality before committing further.`,
      },
      {
        title: 'Production Build',
        description: 'Integrations, guardrails, access control and evaluation suites that make the solution safe to put in front of users.',
      },
      { title: 'Launch & Optimise', description: 'Monitored rollout, cost and quality dashboards, and continuous improvement based on real usage.' },
    ],
  },
  technologies: ['OpenAI', 'Anthropic Claude', 'LangChain', 'LlamaIndex', 'Python', 'pgvector', 'Pinecone', 'Azure AI', 'AWS Textract', 'Airflow'],
  cta: {
    title: 'Ready to Automate?',
    text: 'Tell us which process costs your team the most time, and we will show you what AI can realistically take off their plate.',
  },
};

const WEB_DEVELOPMENT: ServicePage = {
  slug: 'web-development',
  name: 'Web Development',
  summary: 'Fast, secure web applications, portals and SaaS platforms built with modern frameworks.',
  price: servicePriceLabel('web-development'),
  icon: Globe,
  metaTitle: 'Web Development: Web Apps, Portals & SaaS',
  metaDescription: `Custom web applications, customer portals, SaaS platforms and e-commerce built with React and Next.js. Typical web projects cost ${servicePriceLabel('web-development')}.`,
  eyebrow: 'Web Development',
  title: 'Web Applications Built to Perform',
  subtitle:
    'Custom web applications, portals and SaaS products that load fast, rank well and scale with your business, built by senior engineers with React, Next.js and Node.js.',
  stats: [
    { value: '< 1s', label: 'Target page load time' },
    { value: FIGURES.uptime, label: 'Uptime on managed platforms' },
    { value: 'WCAG 2.1', label: 'Accessibility standard' },
    { value: FIGURES.rating, label: 'Average client rating' },
  ],
  offerings: {
    title: 'What We Build',
    subtitle: 'From a focused MVP to a platform serving thousands of users every day.',
    items: [
      {
        title: 'Web Applications',
        icon: Code,
        description: 'Bespoke business applications that automate your workflows and replace spreadsheets and disconnected tools.',
      },
      {
        title: 'SaaS Platforms',
        icon: Layers,
        description: 'Multi-tenant products with subscriptions, role-based access, analytics and an admin back office.',
      },
      {
        title: 'Customer Portals & Dashboards',
        icon: LayoutDashboard,
        description: 'Secure self-service portals and real-time dashboards connected to your existing systems.',
      },
      {
        title: 'E-commerce',
        icon: ShoppingCart,
        description: 'Headless storefronts and marketplaces with fast checkout, payments and inventory integrations.',
      },
    ],
  },
  pricing: {
    title: 'Web Development Pricing',
    subtitle: 'Most web projects fall within one range; the estimator gives you a detailed figure for your scope in minutes.',
    tiers: [
      tier('web-development', 'web-application', {
        description: `A production-ready web application, from design to launch, in ${weeksInWords(DELIVERY.projectWeeks)}.`,
        features: [
          'UX/UI design and clickable prototype',
          'Responsive front end and secure API',
          'Admin panel and user management',
          'Automated tests and CI/CD',
          `Launch, monitoring and ${FIGURES.warranty} warranty`,
        ],
      }),
    ],
    factors: [
      'Number of user roles and screens',
      'Third-party integrations (payments, CRM, ERP)',
      'Design level: template-based or fully custom',
      'Performance and scale requirements',
      'Content migration from an existing site',
    ],
    note: 'Larger platforms are delivered in phases, each with its own fixed quote.',
  },
  process: {
    title: 'How We Build for the Web',
    subtitle: 'Short sprints, working software every two weeks and no surprises at launch.',
    steps: [
      { title: 'Scope & Plan', description: 'We turn your goals into user stories, a sitemap and a fixed-price plan with clear milestones.' },
      { title: 'Design', description: 'Wireframes and a clickable prototype you can test with real users before any code is written.' },
      { title: 'Build & Test', description: 'Sprint demos every two weeks, automated tests and a staging site you can try at any time.' },
      { title: 'Launch & Grow', description: 'Production launch with monitoring and analytics, then ongoing improvements based on real usage.' },
    ],
  },
  technologies: ['React', 'Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', 'Tailwind CSS', 'GraphQL', 'AWS', 'Vercel', 'Docker'],
  cta: {
    title: 'Let’s Build Your Web Application',
    text: 'Share your idea and get a detailed estimate, or talk it through with one of our engineers first.',
  },
};

const MOBILE_DEVELOPMENT: ServicePage = {
  slug: 'mobile-development',
  name: 'Mobile Development',
  summary: 'Native and cross-platform iOS and Android apps that users love and stores approve.',
  price: servicePriceLabel('mobile-development'),
  icon: Smartphone,
  metaTitle: 'Mobile App Development Services: iOS & Android',
  metaDescription: `Native and cross-platform iOS and Android apps with React Native, Flutter, Swift and Kotlin. Typical projects cost ${servicePriceLabel('mobile-development')}, from design to store release.`,
  eyebrow: 'Mobile Development',
  title: 'Mobile Apps Your Users Will Love',
  subtitle: 'iOS and Android apps, native or cross-platform, designed for real-world use: offline-ready, secure, fast and published to both app stores.',
  stats: [
    { value: '2', label: 'Platforms from one codebase' },
    { value: FIGURES.rating, label: 'Average client rating' },
    { value: FIGURES.retention, label: 'Client retention' },
    { value: FIGURES.years, label: 'Years building apps' },
  ],
  offerings: {
    title: 'What We Build',
    subtitle: 'Consumer apps, business tools and companion apps for your existing platform.',
    items: [
      {
        title: 'Cross-Platform Apps',
        icon: Smartphone,
        description: 'One React Native or Flutter codebase for iOS and Android, cutting cost and time to market.',
      },
      {
        title: 'Native Apps',
        icon: Rocket,
        description: 'Swift and Kotlin apps for demanding use cases: heavy graphics, Bluetooth devices or advanced camera features.',
      },
      {
        title: 'Offline-First & Sync',
        icon: RefreshCw,
        description: 'Apps that keep working without a connection and sync reliably when the network returns.',
      },
      { title: 'Secure Mobile Backends', icon: Lock, description: 'APIs, authentication, push notifications and in-app payments built for mobile traffic.' },
    ],
  },
  pricing: {
    title: 'Mobile Development Pricing',
    subtitle: 'Most mobile projects fall within one range; use the estimator for a detailed figure for your app.',
    tiers: [
      tier('mobile-development', 'mobile-app', {
        description: `An iOS and Android app, from design to store release, in ${weeksInWords(DELIVERY.projectWeeks)}.`,
        features: [
          'UX/UI design for iOS and Android',
          'Cross-platform or native development',
          'Backend API, authentication and push notifications',
          'Device testing and crash reporting',
          'App Store and Google Play submission',
        ],
      }),
    ],
    factors: [
      'Cross-platform or fully native apps',
      'Offline mode and data synchronisation',
      'Hardware features: camera, GPS, Bluetooth',
      'Payments, subscriptions and integrations',
      'Companion web admin panel',
    ],
    note: 'Post-launch maintenance plans keep your app compatible with every new OS release.',
  },
  process: {
    title: 'How We Build Mobile Apps',
    subtitle: 'A proven path from concept to a five-star app.',
    steps: [
      { title: 'Product Strategy', description: 'We define the core user journeys, platform choice and a release plan that gets an MVP to users quickly.' },
      { title: 'UX & Prototyping', description: 'Platform-native designs and an interactive prototype you can hold in your hand.' },
      { title: 'Development & QA', description: 'Sprint demos on real devices, automated tests and beta builds through TestFlight and Play Console.' },
      { title: 'Store Release & Growth', description: 'Store submission, analytics, crash monitoring and feature updates driven by user feedback.' },
    ],
  },
  technologies: ['React Native', 'Flutter', 'Swift', 'Kotlin', 'Expo', 'Firebase', 'GraphQL', 'Node.js', 'App Center', 'Sentry'],
  cta: {
    title: 'Let’s Build Your App',
    text: 'Get a detailed estimate for your iOS and Android app, or talk through your idea with our mobile team.',
  },
};

const STAFF_AUGMENTATION: ServicePage = {
  slug: 'staff-augmentation',
  name: 'Staff Augmentation',
  summary: `Vetted engineers who join your team in ${weeksRange(DELIVERY.staffStartWeeks)}, by the hour or as a dedicated team.`,
  price: servicePriceLabel('staff-augmentation'),
  icon: Users,
  metaTitle: `Staff Augmentation: Engineers ${fromLabel('staff-augmentation')}`,
  metaDescription: `Extend your team with vetted developers at ${hourlyLabel(serviceRange('staff-augmentation'))}, junior to tech lead: profiles in ${DELIVERY.candidateProfilesHours} hours, teams from ${DELIVERY.dedicatedTeamMinMonths} months, projects of ${weeksRange(DELIVERY.projectEngagementWeeks)}.`,
  eyebrow: 'Staff Augmentation',
  title: 'Scale Your Team With Vetted Engineers',
  subtitle:
    'Add experienced developers, QA and DevOps engineers to your team in days, not months. They work in your tools, join your rituals and scale up or down as your roadmap changes.',
  stats: [
    { value: `${DELIVERY.candidateProfilesHours} hours`, label: 'To your first candidate profiles' },
    { value: FIGURES.seniorEngineers, label: 'Senior engineers' },
    { value: FIGURES.retention, label: 'Client retention' },
    { value: FIGURES.countries, label: 'Countries served' },
  ],
  offerings: {
    title: 'Roles We Provide',
    subtitle: 'Every engineer passes technical interviews, a live coding exercise and English communication checks.',
    items: [
      { title: 'Full-Stack Developers', icon: Code, description: 'React, Next.js, Node.js, Python and Java engineers who can own features end to end.' },
      { title: 'Mobile Developers', icon: Smartphone, description: 'React Native, Flutter, Swift and Kotlin specialists for consumer and enterprise apps.' },
      { title: 'AI & Data Engineers', icon: BrainCircuit, description: 'Engineers experienced with LLMs, RAG, machine learning and data pipelines.' },
      { title: 'QA & DevOps Engineers', icon: Workflow, description: 'Test automation, CI/CD, cloud infrastructure and monitoring specialists.' },
    ],
  },
  pricing: {
    title: 'Hourly Rates',
    subtitle: 'Transparent rates by seniority. The range within each tier depends on the technology stack and engagement length.',
    tiers: [
      tier('staff-augmentation', 'junior', {
        description: '1-3 years of experience, working under the guidance of your senior staff.',
        features: ['Feature development and bug fixing', 'Test writing and maintenance', 'Code reviewed by seniors'],
      }),
      tier('staff-augmentation', 'mid-level', {
        description: '3-5 years of experience, delivering features independently.',
        features: ['Independent feature ownership', 'API and integration work', 'Participates in planning'],
      }),
      tier('staff-augmentation', 'senior', {
        description: '5+ years of experience, owning complex features and mentoring others.',
        features: ['Complex features and refactoring', 'Technical design and reviews', 'Mentoring your developers'],
        highlighted: true,
      }),
      tier('staff-augmentation', 'lead', {
        description: '8+ years of experience, leading architecture and delivery. Also the rate of our technical consulting.',
        features: ['Architecture and technical strategy', 'Team leadership and hiring support', 'Delivery and quality ownership'],
      }),
    ],
    note: 'No recruitment fees. Replace an engineer at no cost if the fit is not right.',
  },
  engagements: {
    title: 'Engagement Models',
    subtitle: 'Choose the model that fits your roadmap; switch between them as your needs change.',
    items: [
      {
        title: 'Dedicated Team',
        figure: `Minimum ${DELIVERY.dedicatedTeamMinMonths} months`,
        description: 'A full-time team working only on your product, managed by you or by one of our tech leads.',
      },
      {
        title: 'Project Engagement',
        figure: weeksRange(DELIVERY.projectEngagementWeeks),
        description: 'Engineers for a defined piece of work: a feature, a migration, an audit or a launch crunch.',
      },
      {
        title: 'Fast Placement',
        figure: `${DELIVERY.candidateProfilesHours} hours`,
        description: `Matched candidate profiles in ${DELIVERY.candidateProfilesHours} hours, ready to interview; your engineers start within ${weeksRange(DELIVERY.staffStartWeeks)}.`,
      },
    ],
  },
  process: {
    title: 'How Placement Works',
    subtitle: 'From your first call to a productive engineer in days.',
    steps: [
      { title: 'Share Your Needs', description: 'Tell us about the role, stack, seniority and time-zone overlap you need.' },
      { title: 'Meet Candidates', description: `Within ${DELIVERY.candidateProfilesHours} hours you receive matched, pre-vetted profiles to interview.` },
      { title: 'Onboard', description: `Your chosen engineers join your tools and stand-ups, usually within ${weeksRange(DELIVERY.staffStartWeeks)}.` },
      { title: 'Scale Flexibly', description: 'Add or release engineers with simple monthly terms and a dedicated account manager.' },
    ],
  },
  technologies: ['React', 'Next.js', 'Node.js', 'Python', 'Java', 'React Native', 'Flutter', 'AWS', 'Kubernetes', 'PyTorch'],
  cta: {
    title: 'Need Engineers Fast?',
    text: `Tell us who you are looking for and receive matched candidate profiles within ${DELIVERY.candidateProfilesHours} hours.`,
  },
};

export const SERVICE_PAGES: Readonly<Record<ServiceSlug, ServicePage>> = {
  'ai-automation': AI_AUTOMATION,
  'web-development': WEB_DEVELOPMENT,
  'mobile-development': MOBILE_DEVELOPMENT,
  'staff-augmentation': STAFF_AUGMENTATION,
};

/** The service pages as menu links, in menu order: the header's Services submenu, the footer's Services column. */
export const SERVICE_LINKS: readonly { name: string; href: string }[] = SERVICE_SLUGS.map((slug) => ({
  name: SERVICE_PAGES[slug].name,
  href: `/services/${slug}`,
}));

export function getServicePage(slug: string): ServicePage | undefined {
  return (SERVICE_SLUGS as readonly string[]).includes(slug) ? SERVICE_PAGES[slug as ServiceSlug] : undefined;
}
