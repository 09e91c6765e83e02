// Copy of the /industries page and of the industry pages (/industries/{slug}). The success
// stories are the sample case studies' and the KYC project's, with their own figures.
import {
  ArrowLeftRight,
  Banknote,
  Building,
  Factory,
  GraduationCap,
  HeartPulse,
  Landmark,
  LineChart,
  Scale,
  ShieldAlert,
  ShieldCheck,
  ShoppingBag,
  Smartphone,
  Wallet,
  Zap,
  type SiteIcon,
} from '@/components/icons';
import type { Stat } from '@/components/site/sections';
import { sampleStory } from './case-studies';
import { FIGURES, inWords, KYC_GO_LIVE_WEEKS, KYC_RESULTS } from './facts';
import type { IconItem } from './services';

export type Industry = {
  id: string;
  name: string;
  icon: SiteIcon;
  description: string;
  challenges: readonly string[];
  solutions: readonly string[];
  technologies: readonly string[];
  /** The success story told on the card. */
  caseStudy: string;
  /** A dedicated industry page, when there is one. */
  detailPage?: { href: string; label: string };
};

export const INDUSTRIES_PAGE = {
  eyebrow: 'Industries',
  title: 'Industry Expertise That Delivers Results',
  subtitle: `Regulations, legacy systems and customer expectations differ in every sector. Our teams bring domain knowledge from ${FIGURES.projects} projects so you spend less time explaining and more time shipping.`,
  metaTitle: 'Industries: Healthcare, Finance, Retail & More',
  metaDescription:
    'Software and AI for healthcare, financial services, e-commerce and retail, manufacturing, education and real estate, with real results from client projects.',
  listTitle: 'Industries We Serve',
  listSubtitle: 'The challenges we solve, the solutions we build and the results our clients see.',
  ctaText: `We have delivered ${FIGURES.projects} projects across many more sectors. Tell us about your business and we will show you how we can help.`,
} as const;

export const INDUSTRIES: readonly Industry[] = [
  {
    id: 'healthcare',
    name: 'Healthcare',
    icon: HeartPulse,
    description: 'Secure, compliant digital health products that improve patient outcomes and reduce administrative load on clinicians.',
    challenges: ['HIPAA and GDPR compliance for patient data', 'Fragmented records across EHR systems', 'Clinician time lost to paperwork'],
    solutions: ['Telemedicine and patient portals', 'HL7 FHIR integrations with EHR systems', 'AI-assisted clinical documentation'],
    technologies: ['FHIR', 'React', 'Node.js', 'AWS HealthLake', 'Python'],
    caseStudy: sampleStory('Summit Care Clinics'),
  },
  {
    id: 'financial-services',
    name: 'Financial Services',
    icon: Landmark,
    description: 'Banking, payments, lending and insurance platforms built for security, regulatory compliance and real-time performance.',
    challenges: ['KYC/AML regulation and audit requirements', 'Fraud and account takeover attempts', 'Legacy core systems slowing innovation'],
    solutions: ['Digital onboarding with identity verification', 'Real-time fraud detection with machine learning', 'API layers that modernise legacy cores'],
    technologies: ['Java', 'Kafka', 'PostgreSQL', 'Kubernetes', 'TensorFlow'],
    caseStudy: sampleStory('Velocita Payments'),
    detailPage: { href: '/industries/fintech', label: 'Explore FinTech Solutions' },
  },
  {
    id: 'ecommerce-retail',
    name: 'E-commerce & Retail',
    icon: ShoppingBag,
    description: 'Fast storefronts, marketplaces and omnichannel systems that turn browsers into loyal, repeat customers.',
    challenges: ['Slow sites losing mobile shoppers', 'Inventory out of sync across channels', 'Generic experiences with low conversion'],
    solutions: ['Headless commerce storefronts', 'Unified inventory and order management', 'AI product recommendations and search'],
    technologies: ['Next.js', 'Shopify', 'Stripe', 'Algolia', 'Node.js'],
    caseStudy: sampleStory('Marlowe Apparel'),
  },
  {
    id: 'manufacturing',
    name: 'Manufacturing',
    icon: Factory,
    description: 'Connected factories and supply chains with real-time visibility, predictive maintenance and less unplanned downtime.',
    challenges: ['Unplanned equipment downtime', 'Production data locked in machines and spreadsheets', 'Limited supply-chain visibility'],
    solutions: ['IoT monitoring and predictive maintenance', 'Manufacturing execution dashboards', 'Demand forecasting and planning tools'],
    technologies: ['Azure IoT', 'Python', 'TimescaleDB', 'Power BI', 'MQTT'],
    caseStudy: sampleStory('Ironridge Manufacturing'),
  },
  {
    id: 'education',
    name: 'Education',
    icon: GraduationCap,
    description: 'Engaging learning platforms for schools, universities and corporate training that scale to thousands of learners.',
    challenges: ['Low learner engagement online', 'Disconnected learning and student systems', 'Manual grading and reporting'],
    solutions: ['Custom LMS and virtual classrooms', 'Adaptive learning with AI tutoring', 'Automated assessment and analytics'],
    technologies: ['React', 'Django', 'WebRTC', 'OpenAI', 'PostgreSQL'],
    caseStudy: sampleStory('BrightPath Academy'),
  },
  {
    id: 'real-estate',
    name: 'Real Estate',
    icon: Building,
    description: 'Property platforms, CRMs and analytics that help agencies, developers and property managers close faster.',
    challenges: ['Listings spread across many portals', 'Slow, paper-heavy transactions', 'Little insight into pricing and demand'],
    solutions: ['Listing platforms with virtual tours', 'Digital leasing and e-signature workflows', 'Market analytics and price prediction'],
    technologies: ['Next.js', 'Mapbox', 'Python', 'DocuSign API', 'PostgreSQL'],
    caseStudy: sampleStory('Cedar Gate Properties'),
  },
];

// --- Industry pages ---------------------------------------------------------------------------

export type IndustryPage = {
  slug: string;
  name: string;
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  stats: readonly Stat[];
  /** Titles and lead paragraphs of the page's sections. */
  intros: { challenges: string; solutions: string; complianceTitle: string; compliance: string };
  challenges: readonly IconItem[];
  solutions: readonly IconItem[];
  compliance: readonly string[];
  technologies: readonly string[];
  successStory: { client: string; title: string; story: string; results: readonly Stat[] };
  cta: { title: string; text: string };
};

const FINTECH: IndustryPage = {
  slug: 'fintech',
  name: 'FinTech',
  metaTitle: 'FinTech Software Development',
  metaDescription:
    'FinTech software for banks, lenders and payment companies: KYC/AML compliance, real-time fraud detection, instant payments and secure mobile banking.',
  eyebrow: 'FinTech',
  title: 'FinTech Software Development',
  subtitle:
    'Secure, compliant and real-time financial products: digital banking, payments, lending and wealth platforms built by engineers who understand regulation as well as code.',
  stats: [
    { value: FIGURES.uptime, label: 'Uptime on payment platforms' },
    { value: '< 100ms', label: 'Fraud scoring latency' },
    { value: FIGURES.kycOnboarding, label: 'Average onboarding with our KYC flow' },
    { value: FIGURES.kycGoLive, label: 'From KYC kickoff to go-live' },
  ],
  intros: {
    challenges: 'The problems that hold financial products back, and that we solve every day.',
    solutions: 'Proven building blocks for banks, lenders, payment companies and insurers, tailored to your market.',
    complianceTitle: 'Built for Regulated Environments',
    compliance: 'Security and compliance are designed in from the first sprint, not bolted on before an audit.',
  },
  challenges: [
    {
      title: 'Regulatory Compliance',
      icon: Scale,
      description:
        'KYC, AML, PSD2, PCI DSS and data-protection rules that change often and differ by market, with regulators expecting a complete audit trail.',
    },
    {
      title: 'Fraud Prevention',
      icon: ShieldAlert,
      description:
        'Synthetic identities, account takeovers and payment fraud that grow more sophisticated every year and must be stopped without blocking good customers.',
    },
    {
      title: 'Real-Time Payments',
      icon: Zap,
      description: 'Customers expect instant transfers and balances; batch-era systems struggle with real-time rails, 24/7 availability and peak loads.',
    },
    {
      title: 'Legacy Core Systems',
      icon: Landmark,
      description: 'Decades-old core banking platforms make every new product slow and expensive to launch and integrate.',
    },
  ],
  solutions: [
    {
      title: 'Digital Onboarding & KYC',
      icon: ShieldCheck,
      description: 'Document checks, biometric liveness and AML screening that onboard customers in minutes, fully audited.',
    },
    {
      title: 'Fraud Detection',
      icon: LineChart,
      description: 'Machine-learning risk scoring on transactions and logins in under 100 ms, with rules your analysts can tune.',
    },
    {
      title: 'Payment Platforms',
      icon: ArrowLeftRight,
      description: 'Payment gateways, wallets and instant-payment integrations with idempotent, reconciled ledgers.',
    },
    {
      title: 'Digital Banking Apps',
      icon: Smartphone,
      description: 'Secure mobile and web banking with biometric login, card controls and real-time notifications.',
    },
    { title: 'Lending Platforms', icon: Banknote, description: 'Loan origination, automated credit decisioning and servicing with open-banking data.' },
    { title: 'Wealth & Investment Tools', icon: Wallet, description: 'Portfolio dashboards, robo-advisory features and reporting that investors understand.' },
  ],
  compliance: ['KYC/AML', 'PCI DSS', 'PSD2 & Open Banking', 'GDPR & CCPA', 'SOC 2 Type II', 'ISO 27001'],
  technologies: ['Java', 'Kotlin', 'Go', 'Kafka', 'PostgreSQL', 'Kubernetes', 'AWS', 'Stripe', 'Plaid', 'TensorFlow'],
  successStory: {
    client: 'Northvale Bank, a digital bank',
    title: `From ${inWords(KYC_RESULTS.onboardingDaysBefore)}-day onboarding to ${inWords(KYC_RESULTS.onboardingMinutes)} minutes`,
    story: `New customers waited up to ${inWords(KYC_RESULTS.onboardingDaysBefore)} days for a compliance analyst to review their documents, and synthetic-identity fraud was rising. We built a mobile-first verification flow with document checks, liveness detection and sanctions screening, and a review queue for the few ambiguous cases. That flow became our KYC solution, which we now integrate for other financial companies in ${inWords(KYC_GO_LIVE_WEEKS)} weeks.`,
    results: [
      { value: FIGURES.kycOnboarding, label: `Onboarding time, down from ${KYC_RESULTS.onboardingDaysBefore} days` },
      { value: FIGURES.kycAutoVerified, label: 'Applicants verified automatically' },
      { value: FIGURES.kycFraudReduction, label: 'Fewer fraudulent accounts' },
    ],
  },
  cta: {
    title: 'Build Your Next Financial Product With Us',
    text: 'Talk to our FinTech team about your compliance requirements and roadmap, or get an estimate for your project in minutes.',
  },
};

export const INDUSTRY_PAGES: Readonly<Record<string, IndustryPage>> = { fintech: FINTECH };
