// Copy of the /services overview and of the four service pages (/services/{slug}).
// Figures: public-site.md section 9 "Pricing" (overview) and admin.md section 9 (service pages).
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
  type LucideIcon,
} from 'lucide-react';
import type { Stat } from '@/components/site/sections';
import type { Phase } from './solutions';

export type CoreService = {
  title: string;
  icon: LucideIcon;
  description: string;
  pricing: string;
  timeline: string;
  features: readonly string[];
  link: { href: string; label: string };
};

export type IconItem = { title: string; description: string; icon: LucideIcon };

export const SERVICES_PAGE = {
  eyebrow: 'Services',
  title: 'Software Development Services',
  subtitle:
    'Clear pricing, realistic timelines and a senior team that owns the outcome. Choose a fixed-scope project, extend your team by the hour or start with expert advice.',
  metaTitle: 'Software Development Services & Pricing',
  metaDescription:
    'Custom development from $3,000, staff augmentation from $15/hour, consulting and process automation, with transparent pricing and a four-step process.',
} as const;

/** public-site.md section 9 "Pricing". */
export const CORE_SERVICES: readonly CoreService[] = [
  {
    title: 'Custom Software Development',
    icon: Code,
    description:
      'Web platforms, mobile apps and internal tools built from the ground up around your workflows, delivered in fixed-scope milestones you sign off.',
    pricing: 'From $3,000',
    timeline: '8-16 weeks',
    features: ['Product discovery and UX design', 'Full-stack web and mobile development', 'Automated testing and CI/CD', 'Launch support and 30-day warranty'],
    link: { href: '/estimator', label: 'Estimate Your Project' },
  },
  {
    title: 'Staff Augmentation',
    icon: Users,
    description:
      'Vetted engineers who join your stand-ups, use your tools and follow your processes, so you add capacity without a long hiring cycle.',
    pricing: '$15-30/hour',
    timeline: 'Start in 1-2 weeks',
    features: ['Pre-vetted developers, QA and DevOps engineers', 'Flexible monthly contracts', 'Overlap with your working hours', 'Free replacement guarantee'],
    link: { href: '/services/staff-augmentation', label: 'See Staff Augmentation' },
  },
  {
    title: 'Technical Consulting',
    icon: Lightbulb,
    description:
      'Architecture reviews, technology selection and delivery audits from principal engineers who have shipped 200+ projects.',
    pricing: '$40-60/hour',
    timeline: '2-4 weeks',
    features: ['Architecture and code reviews', 'Cloud cost and performance audits', 'AI readiness assessments', 'Actionable roadmap with estimates'],
    link: { href: '/contact?subject=Technical%20Consulting', label: 'Request Consulting' },
  },
  {
    title: 'Process Automation',
    icon: Workflow,
    description:
      'Replace repetitive manual work with reliable automation: document processing, approvals, data entry and reporting, connected to the systems you already use.',
    pricing: 'From $5,000',
    timeline: '6-12 weeks',
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
  { title: 'Experienced Engineers', icon: Award, description: 'A team of 20+ engineers led by seniors who review every change before it ships.' },
  { title: 'Transparent Pricing', icon: Layers, description: 'Fixed-price milestones or clear hourly rates, with no hidden fees or surprise invoices.' },
  { title: 'Fast Response', icon: Clock, description: 'A free 30-minute consultation and a reply to every enquiry within 24 hours.' },
  { title: 'Reliable Delivery', icon: Gauge, description: '200+ projects delivered and 99.9% uptime on the platforms we operate.' },
  { title: 'Security by Default', icon: Lock, description: 'Secure coding, code reviews and NDAs as standard; you own all the code and IP.' },
  { title: 'Long-Term Partnership', icon: Handshake, description: '95% of our clients keep working with us after their first project.' },
];

// --- Service pages ----------------------------------------------------------------------------

export const SERVICE_SLUGS = ['ai-automation', 'web-development', 'mobile-development', 'staff-augmentation'] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

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
  /** The figure the card on /services shows. */
  startingPrice: string;
  icon: LucideIcon;
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
  startingPrice: 'From $1.6k',
  icon: BrainCircuit,
  metaTitle: 'AI Automation: Chatbots, RAG & Document AI',
  metaDescription:
    'AI chatbots from $1.6k, RAG knowledge assistants, document AI and data pipelines: production-ready automation that cuts manual work and fits your systems.',
  eyebrow: 'AI Automation',
  title: 'AI Automation That Pays for Itself',
  subtitle:
    'We build AI assistants, document processing and data pipelines that plug into your existing tools, answer from your own data and free your team for the work that matters.',
  stats: [
    { value: '60%', label: 'Less manual processing' },
    { value: '24/7', label: 'Automated customer support' },
    { value: '4-8 weeks', label: 'Typical time to production' },
    { value: '200+', label: 'Projects delivered' },
  ],
  offerings: {
    title: 'What We Automate',
    subtitle: 'Focused AI solutions with measurable outcomes, built on your data and secured for production.',
    items: [
      { title: 'AI Chatbots', icon: Bot, description: 'Customer and employee assistants on your website, WhatsApp, Slack or Teams that resolve common questions and hand over to a human when needed.' },
      { title: 'RAG Knowledge Assistants', icon: MessagesSquare, description: 'Assistants that answer from your manuals, policies and tickets with citations, so answers stay accurate and traceable.' },
      { title: 'Document AI', icon: FileSearch, description: 'Extract, classify and validate data from invoices, contracts and forms, then push it straight into your ERP or CRM.' },
      { title: 'Data Pipelines', icon: Database, description: 'Automated ingestion, cleaning and enrichment of data from your systems, ready for reporting and machine learning.' },
    ],
  },
  pricing: {
    title: 'AI Automation Pricing',
    subtitle: 'Typical project ranges. Your final price depends on integrations, data volume and the accuracy you need.',
    tiers: [
      {
        id: 'chatbots',
        name: 'AI Chatbots',
        price: '$1.6k-$5k',
        unit: 'per project',
        description: 'A branded assistant for support or sales, trained on your FAQ and content.',
        features: ['Website or messaging channel', 'Human handover', 'Conversation analytics'],
      },
      {
        id: 'rag',
        name: 'RAG Knowledge Assistants',
        price: '$2.4k-$7k',
        unit: 'per project',
        description: 'Answers grounded in your documents, with sources cited in every reply.',
        features: ['Document ingestion and indexing', 'Access control per user', 'Answer quality evaluation'],
        highlighted: true,
      },
      {
        id: 'document-ai',
        name: 'Document AI',
        price: '$2k-$6k',
        unit: 'per project',
        description: 'Automatic extraction and validation of data from your business documents.',
        features: ['Invoices, contracts and forms', 'Human review queue', 'ERP and CRM export'],
      },
      {
        id: 'data-pipelines',
        name: 'Data Pipelines',
        price: '$3k-$10k',
        unit: 'per project',
        description: 'Reliable pipelines that feed your dashboards and AI models with clean data.',
        features: ['Batch and streaming sources', 'Data quality checks', 'Monitoring and alerts'],
      },
    ],
    note: 'Every project starts with a free 30-minute consultation and a written, fixed quote.',
  },
  process: {
    title: 'How We Deliver AI',
    subtitle: 'From idea to a measurable result in weeks, not quarters.',
    steps: [
      { title: 'Use-Case Assessment', description: 'We pick the workflow with the best return, review your data and define how success will be measured.' },
      { title: 'Prototype', description: 'A working prototype on your own data within two weeks, so you can judge the quality before committing further.' },
      { title: 'Production Build', description: 'Integrations, guardrails, access control and evaluation suites that make the solution safe to put in front of users.' },
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
  startingPrice: '$5k-$12k',
  icon: Globe,
  metaTitle: 'Web Development: Web Apps, Portals & SaaS',
  metaDescription:
    'Custom web applications, customer portals, SaaS platforms and e-commerce built with React and Next.js. Typical web projects cost $5k-$12k.',
  eyebrow: 'Web Development',
  title: 'Web Applications Built to Perform',
  subtitle:
    'Custom web applications, portals and SaaS products that load fast, rank well and scale with your business, built by senior engineers with React, Next.js and Node.js.',
  stats: [
    { value: '< 1s', label: 'Target page load time' },
    { value: '99.9%', label: 'Uptime on managed platforms' },
    { value: 'WCAG 2.1', label: 'Accessibility standard' },
    { value: '4.9/5', label: 'Average client rating' },
  ],
  offerings: {
    title: 'What We Build',
    subtitle: 'From a focused MVP to a platform serving thousands of users every day.',
    items: [
      { title: 'Web Applications', icon: Code, description: 'Bespoke business applications that automate your workflows and replace spreadsheets and disconnected tools.' },
      { title: 'SaaS Platforms', icon: Layers, description: 'Multi-tenant products with subscriptions, role-based access, analytics and an admin back office.' },
      { title: 'Customer Portals & Dashboards', icon: LayoutDashboard, description: 'Secure self-service portals and real-time dashboards connected to your existing systems.' },
      { title: 'E-commerce', icon: ShoppingCart, description: 'Headless storefronts and marketplaces with fast checkout, payments and inventory integrations.' },
    ],
  },
  pricing: {
    title: 'Web Development Pricing',
    subtitle: 'Most web projects fall within one range; the estimator gives you a detailed figure for your scope in minutes.',
    tiers: [
      {
        id: 'web-application',
        name: 'Web Application Project',
        price: '$5k-$12k',
        unit: 'per project',
        description: 'A production-ready web application, from design to launch.',
        features: [
          'UX/UI design and clickable prototype',
          'Responsive front end and secure API',
          'Admin panel and user management',
          'Automated tests and CI/CD',
          'Launch, monitoring and 30-day warranty',
        ],
      },
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
  startingPrice: '$8k-$15k',
  icon: Smartphone,
  metaTitle: 'Mobile App Development Services: iOS & Android',
  metaDescription:
    'Native and cross-platform iOS and Android apps with React Native, Flutter, Swift and Kotlin. Typical projects cost $8k-$15k, from design to store release.',
  eyebrow: 'Mobile Development',
  title: 'Mobile Apps Your Users Will Love',
  subtitle:
    'iOS and Android apps, native or cross-platform, designed for real-world use: offline-ready, secure, fast and published to both app stores.',
  stats: [
    { value: '2', label: 'Platforms from one codebase' },
    { value: '4.9/5', label: 'Average client rating' },
    { value: '95%', label: 'Client retention' },
    { value: '8+', label: 'Years building apps' },
  ],
  offerings: {
    title: 'What We Build',
    subtitle: 'Consumer apps, business tools and companion apps for your existing platform.',
    items: [
      { title: 'Cross-Platform Apps', icon: Smartphone, description: 'One React Native or Flutter codebase for iOS and Android, cutting cost and time to market.' },
      { title: 'Native Apps', icon: Rocket, description: 'Swift and Kotlin apps for demanding use cases: heavy graphics, Bluetooth devices or advanced camera features.' },
      { title: 'Offline-First & Sync', icon: RefreshCw, description: 'Apps that keep working without a connection and sync reliably when the network returns.' },
      { title: 'Secure Mobile Backends', icon: Lock, description: 'APIs, authentication, push notifications and in-app payments built for mobile traffic.' },
    ],
  },
  pricing: {
    title: 'Mobile Development Pricing',
    subtitle: 'Most mobile projects fall within one range; use the estimator for a detailed figure for your app.',
    tiers: [
      {
        id: 'mobile-app',
        name: 'Mobile App Project',
        price: '$8k-$15k',
        unit: 'per project',
        description: 'An iOS and Android app, from design to store release.',
        features: [
          'UX/UI design for iOS and Android',
          'Cross-platform or native development',
          'Backend API, authentication and push notifications',
          'Device testing and crash reporting',
          'App Store and Google Play submission',
        ],
      },
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
  summary: 'Vetted engineers who join your team in 48 hours, by the hour or as a dedicated team.',
  startingPrice: 'From $40/hour',
  icon: Users,
  metaTitle: 'Staff Augmentation: Developers in 48 Hours',
  metaDescription:
    'Extend your team with vetted developers from $40-80 per hour: junior to lead engineers placed in 48 hours, teams from 3 months, projects of 2-12 weeks.',
  eyebrow: 'Staff Augmentation',
  title: 'Scale Your Team With Vetted Engineers',
  subtitle:
    'Add experienced developers, QA and DevOps engineers to your team in days, not months. They work in your tools, join your rituals and scale up or down as your roadmap changes.',
  stats: [
    { value: '48 hours', label: 'To your first candidate profiles' },
    { value: '20+', label: 'Senior engineers' },
    { value: '95%', label: 'Client retention' },
    { value: '25+', label: 'Countries served' },
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
      {
        id: 'junior',
        name: 'Junior Developer',
        price: '$40-80',
        unit: 'per hour',
        description: '1-3 years of experience, working under the guidance of your senior staff.',
        features: ['Feature development and bug fixing', 'Test writing and maintenance', 'Code reviewed by seniors'],
      },
      {
        id: 'mid-level',
        name: 'Mid-level Developer',
        price: '$45-90',
        unit: 'per hour',
        description: '3-5 years of experience, delivering features independently.',
        features: ['Independent feature ownership', 'API and integration work', 'Participates in planning'],
      },
      {
        id: 'senior',
        name: 'Senior Developer',
        price: '$50-95',
        unit: 'per hour',
        description: '5+ years of experience, owning complex features and mentoring others.',
        features: ['Complex features and refactoring', 'Technical design and reviews', 'Mentoring your developers'],
        highlighted: true,
      },
      {
        id: 'lead',
        name: 'Tech Lead',
        price: '$55-100',
        unit: 'per hour',
        description: '8+ years of experience, leading architecture and delivery.',
        features: ['Architecture and technical strategy', 'Team leadership and hiring support', 'Delivery and quality ownership'],
      },
    ],
    note: 'No recruitment fees. Replace an engineer at no cost if the fit is not right.',
  },
  engagements: {
    title: 'Engagement Models',
    subtitle: 'Choose the model that fits your roadmap; switch between them as your needs change.',
    items: [
      {
        title: 'Dedicated Team',
        figure: 'Minimum 3 months',
        description: 'A full-time team working only on your product, managed by you or by one of our tech leads.',
      },
      {
        title: 'Project Engagement',
        figure: '2-12 weeks',
        description: 'Engineers for a defined piece of work: a feature, a migration, an audit or a launch crunch.',
      },
      {
        title: 'Fast Placement',
        figure: '48 hours',
        description: 'Matched candidate profiles in 48 hours, ready to interview and start as soon as you choose.',
      },
    ],
  },
  process: {
    title: 'How Placement Works',
    subtitle: 'From your first call to a productive engineer in days.',
    steps: [
      { title: 'Share Your Needs', description: 'Tell us about the role, stack, seniority and time-zone overlap you need.' },
      { title: 'Meet Candidates', description: 'Within 48 hours you receive matched, pre-vetted profiles to interview.' },
      { title: 'Onboard', description: 'Your chosen engineers join your tools and stand-ups, usually within 1-2 weeks.' },
      { title: 'Scale Flexibly', description: 'Add or release engineers with simple monthly terms and a dedicated account manager.' },
    ],
  },
  technologies: ['React', 'Next.js', 'Node.js', 'Python', 'Java', 'React Native', 'Flutter', 'AWS', 'Kubernetes', 'PyTorch'],
  cta: {
    title: 'Need Engineers Fast?',
    text: 'Tell us who you are looking for and receive matched candidate profiles within 48 hours.',
  },
};

export const SERVICE_PAGES: Readonly<Record<ServiceSlug, ServicePage>> = {
  'ai-automation': AI_AUTOMATION,
  'web-development': WEB_DEVELOPMENT,
  'mobile-development': MOBILE_DEVELOPMENT,
  'staff-augmentation': STAFF_AUGMENTATION,
};

export function getServicePage(slug: string): ServicePage | undefined {
  return (SERVICE_SLUGS as readonly string[]).includes(slug) ? SERVICE_PAGES[slug as ServiceSlug] : undefined;
}
