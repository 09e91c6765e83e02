// Copy of the /solutions page and of the identity (KYC) verification solution page.
import {
  BadgeCheck,
  BrainCircuit,
  Building2,
  Database,
  FileSearch,
  Fingerprint,
  Globe,
  Languages,
  ScanFace,
  ShieldCheck,
  Smartphone,
  Workflow,
  type SiteIcon,
} from '@/components/icons';
import { FIGURES, inWords, KYC_GO_LIVE_WEEKS } from './facts';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export type Solution = {
  id: string;
  title: string;
  icon: SiteIcon;
  description: string;
  features: readonly string[];
  technologies: readonly string[];
};

export const SOLUTIONS_PAGE = {
  eyebrow: 'Solutions',
  title: 'Technology Solutions That Drive Growth',
  subtitle:
    'From AI and machine learning to secure enterprise platforms, we design, build and run the software that lets startups and enterprises move faster with less risk.',
  metaTitle: 'Solutions: AI, Web, Mobile, Data & Security',
  metaDescription: `AI and machine learning, web and mobile apps, enterprise systems, data engineering and cybersecurity, built by a senior team with ${FIGURES.projects} projects delivered.`,
  listTitle: 'Our Solutions',
  listSubtitle: 'Six practices, one accountable team: pick the capability you need or combine them into a complete product.',
  featuredTitle: `Identity Verification, Ready in ${capitalised(inWords(KYC_GO_LIVE_WEEKS))} Weeks`,
  ctaText: `Tell us about your goals and we will recommend the right approach, with a reply within ${FIGURES.reply} and a free ${FIGURES.consultation} consultation.`,
} as const;

export const SOLUTIONS: readonly Solution[] = [
  {
    id: 'ai-ml',
    title: 'AI & Machine Learning',
    icon: BrainCircuit,
    description:
      'Put your data to work with production-grade AI: assistants that answer from your own documents, models that forecast demand and automation that removes manual review.',
    features: [
      'LLM assistants and retrieval-augmented generation (RAG)',
      'Predictive analytics and forecasting models',
      'Computer vision and document understanding',
      'MLOps: monitoring, evaluation and retraining pipelines',
    ],
    technologies: ['Python', 'PyTorch', 'OpenAI', 'LangChain', 'Hugging Face', 'AWS SageMaker'],
  },
  {
    id: 'web',
    title: 'Web Applications',
    icon: Globe,
    description:
      'Fast, accessible and search-friendly web platforms, from customer portals and SaaS products to marketplaces that handle thousands of concurrent users.',
    features: [
      'SaaS platforms and customer portals',
      'Server-rendered, SEO-friendly front ends',
      'Secure APIs and third-party integrations',
      'Accessibility (WCAG 2.1 AA) and Core Web Vitals tuning',
    ],
    technologies: ['React', 'Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', 'Tailwind CSS'],
  },
  {
    id: 'mobile',
    title: 'Mobile Applications',
    icon: Smartphone,
    description: 'Native and cross-platform apps for iOS and Android that users keep on their home screen: offline-ready, secure and published to both stores.',
    features: [
      'Cross-platform apps from one codebase',
      'Native iOS and Android development',
      'Offline sync, push notifications and in-app payments',
      'App Store and Google Play release management',
    ],
    technologies: ['React Native', 'Flutter', 'Swift', 'Kotlin', 'Firebase', 'Expo'],
  },
  {
    id: 'enterprise',
    title: 'Enterprise Software',
    icon: Building2,
    description:
      'Modernise legacy systems and connect the tools your teams rely on, with the audit trails, permissions and uptime that large organisations require.',
    features: [
      'Legacy modernisation and cloud migration',
      'ERP, CRM and internal tool integrations',
      'Role-based access, SSO and audit logging',
      `High-availability architecture with ${FIGURES.uptime} uptime`,
    ],
    technologies: ['Java', '.NET', 'Kubernetes', 'AWS', 'Azure', 'Kafka'],
  },
  {
    id: 'data-engineering',
    title: 'Data Engineering',
    icon: Database,
    description: 'Reliable pipelines and warehouses that turn scattered data into trusted dashboards and the clean datasets your AI initiatives depend on.',
    features: ['Batch and real-time data pipelines', 'Cloud data warehouses and lakehouses', 'Data quality checks and lineage', 'Self-service BI dashboards'],
    technologies: ['Apache Spark', 'Airflow', 'dbt', 'Snowflake', 'BigQuery', 'Power BI'],
  },
  {
    id: 'cybersecurity',
    title: 'Cybersecurity',
    icon: ShieldCheck,
    description:
      'Security built in from the first commit: threat modelling, secure code reviews and compliance readiness that protects your customers and your reputation.',
    features: [
      'Security audits and penetration testing',
      'Identity, access management and zero trust',
      'SOC 2, GDPR and HIPAA readiness',
      'Secure SDLC and dependency scanning',
    ],
    technologies: ['OWASP', 'Auth0', 'HashiCorp Vault', 'Cloudflare', 'Snyk', 'AWS Security Hub'],
  },
];

// --- Identity (KYC) verification ---------------------------------------------------------------

export type KycFeature = { title: string; description: string; icon: SiteIcon };
/** A step of a process, or a phase of a timeline with its period ("Weeks 1-2"). */
export type Phase = { period?: string; title: string; description: string };

export const KYC_PAGE = {
  eyebrow: 'Identity Verification',
  title: 'KYC Verification Solution',
  subtitle: `Verify customers in seconds, stop fraud before it reaches your books and stay audit-ready in every market you serve. A complete identity verification flow, integrated into your product in ${FIGURES.kycGoLiveInWords}.`,
  metaTitle: 'KYC & Identity Verification Solution',
  metaDescription: `Document verification, biometric liveness checks and AML screening in your product in ${FIGURES.kycGoLiveInWords}. GDPR, AML and SOC 2 aligned KYC verification.`,
  stats: [
    { value: '< 30s', label: 'Automated checks per applicant' },
    { value: '190+', label: 'Countries’ ID documents' },
    { value: '99%', label: 'Document recognition accuracy' },
    { value: FIGURES.kycGoLive, label: 'From kickoff to go-live' },
  ],
  timelineSubtitle: `From kickoff to go-live in ${FIGURES.kycGoLiveInWords}, with a clear deliverable at the end of every phase.`,
} as const;

export const KYC_FEATURES: readonly KycFeature[] = [
  {
    title: 'Document Verification',
    icon: FileSearch,
    description:
      'Passports, ID cards and driving licences are read with OCR, their security features checked and their data cross-validated against the machine-readable zone.',
  },
  {
    title: 'Biometric Liveness Detection',
    icon: ScanFace,
    description:
      'A short selfie video proves a real person is present and matches the photo on the document, defeating printed photos, masks and replayed videos.',
  },
  {
    title: 'AML & Sanctions Screening',
    icon: ShieldCheck,
    description:
      'Every customer is screened against global sanctions, PEP and adverse-media lists, with ongoing monitoring that alerts your team when a status changes.',
  },
  {
    title: 'Fraud Risk Scoring',
    icon: Fingerprint,
    description:
      'Device, behaviour and document signals are combined into one risk score, so low-risk customers pass instantly and only edge cases reach a reviewer.',
  },
  {
    title: 'Case Management',
    icon: Workflow,
    description:
      'A review dashboard with audit trails, reviewer notes and configurable approval rules gives your compliance team full control over every decision.',
  },
  {
    title: 'Localised User Flow',
    icon: Languages,
    description:
      'A mobile-first capture flow in 30+ languages, with guidance that helps customers take a usable photo the first time and keeps completion rates high.',
  },
];

export const KYC_STEPS: readonly Phase[] = [
  { title: 'Capture the Document', description: 'The customer photographs their ID in your web or mobile app; image quality is checked in real time.' },
  { title: 'Prove Liveness', description: 'A guided selfie confirms a live person and matches the face to the document photo.' },
  { title: 'Screen and Score', description: 'Data is checked against sanctions and PEP lists and combined into a single fraud risk score.' },
  { title: 'Decide and Record', description: 'Clear cases are approved automatically; the rest go to your reviewers, with every step logged for audits.' },
];

export const KYC_COMPLIANCE = [
  'AML/KYC regulations (FATF recommendations, EU AMLD, US Bank Secrecy Act)',
  'GDPR and CCPA: data minimisation, consent and configurable retention',
  'SOC 2 Type II and ISO 27001 aligned security controls',
  'eIDAS-compatible identity assurance levels',
  'Encrypted data at rest and in transit, with regional data residency',
  'Complete, tamper-evident audit trail for regulators',
] as const;

export const KYC_INTEGRATION = [
  { title: 'REST API & Webhooks', description: 'Start verifications and receive results in your backend with signed webhooks.', icon: Workflow },
  { title: 'Web & Mobile SDKs', description: 'Drop-in components for React, iOS and Android that match your brand.', icon: Smartphone },
  { title: 'Hosted Verification Flow', description: 'A secure hosted page you can link to from any email or app with no front-end work.', icon: Globe },
  { title: 'Core System Connectors', description: 'Results flow into your CRM, core banking or onboarding systems automatically.', icon: BadgeCheck },
] as const;

/** admin.md section 9: weeks 1-2, 3-6, 7-8 and 9 (KYC_GO_LIVE_WEEKS, which the other pages quote). */
export const KYC_TIMELINE: readonly Phase[] = [
  {
    period: 'Weeks 1-2',
    title: 'Discovery & Compliance Mapping',
    description: 'We map your onboarding journeys, jurisdictions and risk appetite, and agree the verification rules with your compliance team.',
  },
  {
    period: 'Weeks 3-6',
    title: 'Integration & Development',
    description: 'We integrate document, liveness and screening checks into your product, build the review dashboard and connect your systems.',
  },
  {
    period: 'Weeks 7-8',
    title: 'Testing & Security Review',
    description: 'End-to-end testing with real document samples, penetration testing and tuning of the risk thresholds before launch.',
  },
  {
    period: `Week ${KYC_GO_LIVE_WEEKS}`,
    title: 'Launch & Handover',
    description: 'A staged go-live with monitoring, training for your reviewers and full documentation, followed by ongoing support.',
  },
];
