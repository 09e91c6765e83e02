// Demo content a fresh database is seeded with: menu, settings, site sections, estimator data, jobs, partners, case studies, pages and the built-in forms.
import { HOME_META } from '@/content/home';
import { BUSINESS_HOURS } from '@/content/contact';
import { FIGURES, FOUNDED_YEAR, inWords, KYC_RESULTS, TEAM_STATEMENT } from '@/content/facts';
import { DELIVERY, ESTIMATE_VALIDITY_DAYS, ESTIMATOR_ROLE_RATES } from '@/content/pricing';
import { SERVICE_LINKS } from '@/content/services';
import { BUDGETS, PROJECT_TYPES, TIMELINES } from '@/features/contact/options';
import { FORM_SLUGS } from '@/features/forms/catalogue';
import { DEFAULT_RETENTION_DAYS } from '@/features/settings/admin-schema';
import type { ESTIMATE_ROLES } from '@/server/db/enums';
import type {
  caseStudies as caseStudiesTable,
  estimatorSettings as estimatorSettingsTable,
  FooterContent,
  forms as formsTable,
  HeaderContent,
  jobs as jobsTable,
  LogoContent,
  navigationItems as navigationItemsTable,
  PageSection,
  pages as pagesTable,
  partners as partnersTable,
  projectFeatures as projectFeaturesTable,
  projectTypes as projectTypesTable,
  rateCards as rateCardsTable,
  siteSettings as siteSettingsTable,
  websiteSections as websiteSectionsTable,
} from '@/server/db/schema';

export type NavigationItemInsert = typeof navigationItemsTable.$inferInsert;
export type SiteSettingType = 'text' | 'email' | 'url' | 'boolean' | 'textarea';
export type SiteSettingInsert = typeof siteSettingsTable.$inferInsert & { type: SiteSettingType };
export type WebsiteSectionInsert = typeof websiteSectionsTable.$inferInsert;
export type ProjectTypeInsert = typeof projectTypesTable.$inferInsert;
export type ProjectFeatureInsert = typeof projectFeaturesTable.$inferInsert;
export type RateCardInsert = typeof rateCardsTable.$inferInsert;
export type EstimatorSettingsInsert = typeof estimatorSettingsTable.$inferInsert;
export type JobInsert = typeof jobsTable.$inferInsert;
export type PartnerInsert = typeof partnersTable.$inferInsert;
export type CaseStudyInsert = typeof caseStudiesTable.$inferInsert;
export type PageInsert = typeof pagesTable.$inferInsert;
export type FormInsert = typeof formsTable.$inferInsert;

type EstimateRole = (typeof ESTIMATE_ROLES)[number];

/** Role names checked against ESTIMATE_ROLES at compile time. */
const roles = (...names: [EstimateRole, ...EstimateRole[]]): EstimateRole[] => names;

// ---------------------------------------------------------------------------------------------
// Company

export const COMPANY = {
  name: 'Axion Labs',
  email: 'hello@axionlabs.dev',
  phone: '+1 (307) 555-0142',
  address: '30 N Gould St, Ste R, Sheridan, WY 82801, USA',
  bookingUrl: 'https://cal.com/axionlabs/consultation',
  chatUrl: 'https://wa.me/13075550142',
  social: {
    linkedin: 'https://www.linkedin.com/company/axionlabs',
    instagram: 'https://www.instagram.com/axionlabs',
    github: 'https://github.com/axionlabs',
  },
} as const;

const COMPANY_DESCRIPTION = `Axion Labs is a software and AI engineering agency that designs, builds and scales custom web, mobile and AI products. Since ${FOUNDED_YEAR} our team of ${TEAM_STATEMENT}, has delivered ${FIGURES.projects} projects for startups and enterprises in ${FIGURES.countries} countries.`;

// ---------------------------------------------------------------------------------------------
// Header menu

export const navigationItems: NavigationItemInsert[] = [
  {
    name: 'Solutions',
    href: '/solutions',
    submenu: [{ name: 'KYC Verification', href: '/solutions/kyc-verification' }],
    orderIndex: 0,
    isActive: true,
  },
  {
    name: 'Services',
    href: '/services',
    submenu: SERVICE_LINKS.map((link) => ({ ...link })),
    orderIndex: 10,
    isActive: true,
  },
  {
    name: 'Industries',
    href: '/industries',
    submenu: [{ name: 'FinTech', href: '/industries/fintech' }],
    orderIndex: 20,
    isActive: true,
  },
  { name: 'Case Studies', href: '/case-studies', submenu: [], orderIndex: 30, isActive: true },
  { name: 'Insights', href: '/insights', submenu: [], orderIndex: 35, isActive: true },
  { name: 'About', href: '/about', submenu: [], orderIndex: 40, isActive: true },
  { name: 'Careers', href: '/careers', submenu: [], orderIndex: 50, isActive: true },
  { name: 'Partners', href: '/partners', submenu: [], orderIndex: 60, isActive: true },
  { name: 'Contact', href: '/contact', submenu: [], orderIndex: 70, isActive: true },
];

// ---------------------------------------------------------------------------------------------
// Site settings

export const siteSettings: SiteSettingInsert[] = [
  {
    key: 'site_title',
    value: HOME_META.title,
    description: "The home page's title in browser tabs, search results and link previews.",
    type: 'text',
  },
  {
    key: 'site_description',
    value: HOME_META.description,
    description: "The home page's description in search results and link previews.",
    type: 'textarea',
  },
  {
    key: 'company_name',
    value: COMPANY.name,
    description: 'Company name shown in the header, footer and emails.',
    type: 'text',
  },
  {
    key: 'founding_year',
    value: String(FOUNDED_YEAR),
    description: "The year the company was founded (the home page's structured data).",
    type: 'text',
  },
  {
    key: 'contact_email',
    value: COMPANY.email,
    description: 'Public contact email; new leads are also notified to this address.',
    type: 'email',
  },
  {
    key: 'contact_phone',
    value: COMPANY.phone,
    description: 'Public phone number shown in the footer and on the contact page.',
    type: 'text',
  },
  {
    key: 'contact_address',
    value: COMPANY.address,
    description: 'Postal address shown in the footer and on the contact page.',
    type: 'textarea',
  },
  {
    key: 'booking_url',
    value: COMPANY.bookingUrl,
    description: `External calendar where visitors book a free ${FIGURES.consultation} consultation.`,
    type: 'url',
  },
  {
    key: 'chat_url',
    value: COMPANY.chatUrl,
    description: 'External chat link used by the "Chat with us" buttons.',
    type: 'url',
  },
  {
    key: 'social_linkedin',
    value: COMPANY.social.linkedin,
    description: 'LinkedIn company page (footer social links).',
    type: 'url',
  },
  {
    key: 'social_instagram',
    value: COMPANY.social.instagram,
    description: 'Instagram profile (footer social links).',
    type: 'url',
  },
  {
    key: 'social_github',
    value: COMPANY.social.github,
    description: 'GitHub organisation (footer social links).',
    type: 'url',
  },
  {
    key: 'signup_enabled',
    value: false,
    description: 'Allow new staff accounts to sign up. New accounts wait for a super admin to grant them a role.',
    type: 'boolean',
  },
];

// ---------------------------------------------------------------------------------------------
// Forms (the forms manager; what each public form asks, as the public site has it)

const contactFields = [
  { name: 'name', label: 'Full Name', type: 'text', required: true },
  { name: 'email', label: 'Email Address', type: 'email', required: true },
] as const;

export const forms: FormInsert[] = [
  {
    name: 'Contact Form',
    slug: FORM_SLUGS.contact,
    description: 'The project inquiry form of the contact page (also opened by the partnership and service buttons). Each entry is a lead of kind contact.',
    fields: [
      ...contactFields,
      { name: 'company', label: 'Company', type: 'text' },
      { name: 'phone', label: 'Phone', type: 'tel' },
      { name: 'projectType', label: 'Project Type', type: 'select', options: [...PROJECT_TYPES] },
      { name: 'budget', label: 'Budget Range', type: 'select', options: [...BUDGETS] },
      { name: 'timeline', label: 'Timeline', type: 'select', options: [...TIMELINES] },
      { name: 'message', label: 'Project Details', type: 'textarea', required: true },
      { name: 'consent', label: 'I agree to the processing of my details (Privacy Policy)', type: 'checkbox', required: true },
    ],
    settings: {
      successMessage: `Message Sent Successfully! We'll get back to you within ${FIGURES.reply}.`,
      notificationEmail: 'The contact_email site setting',
      confirmationEmail: true,
      spamProtection: 'Honeypot field and a 2-second minimum fill time',
      rateLimit: '5 per 10 minutes per IP address',
    },
  },
  {
    name: 'Project Estimator',
    slug: FORM_SLUGS.estimator,
    description: 'The contact step (step 6) of the project estimator. Each generated estimate is saved with a lead of kind estimate.',
    fields: [
      ...contactFields,
      { name: 'company', label: 'Company', type: 'text' },
      { name: 'phone', label: 'Phone', type: 'tel' },
      { name: 'description', label: 'Project Description', type: 'textarea' },
    ],
    settings: {
      successMessage: 'Your project estimate has been created successfully.',
      notificationEmail: 'The contact_email site setting',
      confirmationEmail: 'On request (Email Estimate)',
      rateLimit: '10 per 10 minutes per IP address',
    },
  },
  {
    name: 'Job Application',
    slug: FORM_SLUGS.jobApplication,
    description:
      'The application form of every open position and of open applications (Send Resume). Each entry is a lead of kind job_application with its CV.',
    fields: [
      ...contactFields,
      { name: 'phone', label: 'Phone', type: 'tel' },
      { name: 'profileUrl', label: 'LinkedIn, GitHub or Portfolio URL', type: 'url' },
      { name: 'coverLetter', label: 'Cover Letter', type: 'textarea' },
      { name: 'cv', label: 'CV (PDF, DOC or DOCX, up to 10 MB)', type: 'file', required: true },
      { name: 'consent', label: 'I agree to the processing of my application and CV', type: 'checkbox', required: true },
    ],
    settings: {
      successMessage: `Application sent! Thank you. We will get back to you within ${FIGURES.applicationReply}.`,
      notificationEmail: 'The contact_email site setting (with the CV attached)',
      confirmationEmail: true,
      acceptedFiles: 'PDF, DOC, DOCX up to 10 MB',
      rateLimit: '5 per hour per IP address',
    },
  },
  {
    name: 'Newsletter Sign-up',
    slug: FORM_SLUGS.newsletter,
    description:
      'The sign-up form in the footer of every public page. Each entry is a newsletter subscriber (one per email address), pending until they open the link in the confirmation email.',
    fields: [{ name: 'email', label: 'Email address', type: 'email', required: true }],
    settings: {
      successMessage: 'Check your inbox to confirm your subscription.',
      confirmationEmail: true,
      rateLimit: '5 per 10 minutes per IP address',
    },
  },
  // A form built with the form builder, as staff would: an example to open, copy or place on a page.
  {
    name: 'AI Readiness Audit',
    slug: 'ai-readiness-audit',
    description: `A free ${FIGURES.consultation} review of where AI would pay off in a business. Place it on a page with the Form block.`,
    fields: [
      { id: 'f-name', type: 'text', name: 'name', label: 'Your name', required: true, maxLength: 120 },
      { id: 'f-email', type: 'email', name: 'email', label: 'Work email', required: true },
      { id: 'f-company', type: 'text', name: 'company', label: 'Company' },
      {
        id: 'f-size',
        type: 'select',
        name: 'company_size',
        label: 'Company size',
        required: true,
        options: ['1-10 people', '11-50 people', '51-200 people', 'More than 200 people'],
      },
      {
        id: 'f-areas',
        type: 'checkboxes',
        name: 'areas',
        label: 'Where would AI help most?',
        help: 'Tick any that apply.',
        options: ['Customer support', 'Document search', 'Forecasting', 'Back-office automation', 'Not sure yet'],
      },
      {
        id: 'f-other',
        type: 'textarea',
        name: 'not_sure',
        label: 'Tell us about your day-to-day work',
        help: 'We will suggest where to start.',
        maxLength: 2000,
        showWhen: { field: 'areas', equals: 'Not sure yet' },
      },
      { id: 'f-campaign', type: 'hidden', name: 'campaign', label: 'Campaign', value: 'ai-audit' },
      {
        id: 'f-consent',
        type: 'consent',
        name: 'consent',
        label: 'I agree to be contacted about my audit, as described in the Privacy Policy.',
        required: true,
      },
    ],
    settings: {
      submitLabel: 'Request my audit',
      successMessage: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: `Thank you! We will email you within ${FIGURES.reply} to book your audit.` }] }],
      },
      confirmation: {
        enabled: true,
        subject: 'Your AI readiness audit',
        body: `Thank you for your request. We will email you within ${FIGURES.reply} to find a time for your ${FIGURES.consultation} audit.`,
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Logo, header and footer

export const websiteSections: WebsiteSectionInsert[] = [
  {
    sectionType: 'logo',
    sectionName: 'Logo',
    content: { url: '', alt: COMPANY.name, text: COMPANY.name } satisfies LogoContent,
    isActive: true,
  },
  {
    sectionType: 'header',
    sectionName: 'Header',
    content: { showSearch: true, ctaText: 'Get Estimate', ctaLink: '/estimator' } satisfies HeaderContent,
    isActive: true,
  },
  {
    sectionType: 'footer',
    sectionName: 'Footer',
    // Blank contact fields: the footer shows the Contact Info settings (COMPANY's), so a change
    // there shows in the footer and on the contact page alike until staff give the footer its own.
    content: {
      companyDescription: COMPANY_DESCRIPTION,
      email: '',
      phone: '',
      address: '',
    } satisfies FooterContent,
    isActive: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Estimator: project types, features, rate cards, settings

export const projectTypes: ProjectTypeInsert[] = [
  {
    name: 'Web Application',
    description: 'A custom browser-based application such as a portal, dashboard or internal tool.',
    baseHours: 240,
    isActive: true,
  },
  {
    name: 'Mobile App',
    description: 'A native or cross-platform app for iOS and Android, including its backend API.',
    baseHours: 320,
    isActive: true,
  },
  {
    name: 'E-commerce Platform',
    description: 'An online store or marketplace with catalogue, cart, checkout and order management.',
    baseHours: 360,
    isActive: true,
  },
  {
    name: 'AI/ML Solution',
    description: 'LLM assistants, document AI, predictive models or automation built on your own data.',
    baseHours: 400,
    isActive: true,
  },
  {
    name: 'SaaS Platform',
    description: 'A multi-tenant subscription product with onboarding, billing and account management.',
    baseHours: 480,
    isActive: true,
  },
  {
    name: 'Enterprise Software',
    description: 'Business-critical systems with complex workflows, permissions, audit trails and integrations.',
    baseHours: 600,
    isActive: true,
  },
  {
    name: 'API & Integrations',
    description: 'A backend API or integration layer connecting your systems with third-party services.',
    baseHours: 160,
    isActive: true,
  },
  {
    name: 'MVP / Prototype',
    description: 'A focused first version to validate an idea with real users and investors quickly.',
    baseHours: 120,
    isActive: true,
  },
];

export const projectFeatures: ProjectFeatureInsert[] = [
  // Core
  {
    name: 'User Authentication',
    description: 'Sign-up, sign-in, password reset and email verification with secure session handling.',
    category: 'core',
    baseHours: 40,
    complexityMultiplier: 1,
    rolesRequired: roles('Frontend', 'Backend', 'Quality Assurance'),
    isActive: true,
  },
  {
    name: 'User Roles & Permissions',
    description: 'Role-based access control so each user type sees and does only what it is allowed to.',
    category: 'core',
    baseHours: 32,
    complexityMultiplier: 1.1,
    rolesRequired: roles('Frontend', 'Backend'),
    isActive: true,
  },
  {
    name: 'Admin Dashboard',
    description: 'A back office to manage users, content, orders and settings without touching code.',
    category: 'core',
    baseHours: 80,
    complexityMultiplier: 1.2,
    rolesRequired: roles('Design', 'Frontend', 'Backend'),
    isActive: true,
  },
  {
    name: 'Content Management',
    description: 'Editable pages, posts and media so your team can publish updates on its own.',
    category: 'core',
    baseHours: 64,
    complexityMultiplier: 1.1,
    rolesRequired: roles('Frontend', 'Backend'),
    isActive: true,
  },
  {
    name: 'Search & Filtering',
    description: 'Fast full-text search with filters, sorting and pagination across your data.',
    category: 'core',
    baseHours: 48,
    complexityMultiplier: 1.2,
    rolesRequired: roles('Frontend', 'Backend'),
    isActive: true,
  },
  {
    name: 'Email & Push Notifications',
    description: 'Transactional emails and mobile push notifications triggered by events in the app.',
    category: 'core',
    baseHours: 40,
    complexityMultiplier: 1.1,
    rolesRequired: roles('Backend', 'Mobile'),
    isActive: true,
  },
  {
    name: 'File Uploads & Media',
    description: 'Secure upload, storage and delivery of images, videos and documents.',
    category: 'core',
    baseHours: 32,
    complexityMultiplier: 1,
    rolesRequired: roles('Frontend', 'Backend', 'DevOps'),
    isActive: true,
  },

  // Advanced
  {
    name: 'Real-time Chat',
    description: 'One-to-one and group messaging with typing indicators, read receipts and attachments.',
    category: 'advanced',
    baseHours: 96,
    complexityMultiplier: 1.4,
    rolesRequired: roles('Frontend', 'Backend', 'Mobile', 'Quality Assurance'),
    isActive: true,
  },
  {
    name: 'AI Chatbot',
    description: 'An LLM-powered assistant that answers questions from your own documents and data.',
    category: 'advanced',
    baseHours: 120,
    complexityMultiplier: 1.5,
    rolesRequired: roles('Frontend', 'Backend', 'Quality Assurance'),
    isActive: true,
  },
  {
    name: 'Analytics Dashboard',
    description: 'Interactive charts and KPIs with date ranges, drill-downs and CSV export.',
    category: 'advanced',
    baseHours: 80,
    complexityMultiplier: 1.3,
    rolesRequired: roles('Design', 'Frontend', 'Backend'),
    isActive: true,
  },
  {
    name: 'Document AI & OCR',
    description: 'Automatic extraction of fields from invoices, IDs and contracts with human review.',
    category: 'advanced',
    baseHours: 112,
    complexityMultiplier: 1.5,
    rolesRequired: roles('Backend', 'Quality Assurance'),
    isActive: true,
  },
  {
    name: 'Recommendation Engine',
    description: 'Personalised product or content recommendations based on user behaviour.',
    category: 'advanced',
    baseHours: 128,
    complexityMultiplier: 1.6,
    rolesRequired: roles('Backend', 'DevOps'),
    isActive: true,
  },
  {
    name: 'Multi-tenant Architecture',
    description: 'Isolated workspaces per customer organisation with their own users, data and settings.',
    category: 'advanced',
    baseHours: 120,
    complexityMultiplier: 1.5,
    rolesRequired: roles('Backend', 'DevOps', 'Project Management'),
    isActive: true,
  },
  {
    name: 'Offline Mode & Sync',
    description: 'The mobile app keeps working without a connection and syncs changes when back online.',
    category: 'advanced',
    baseHours: 96,
    complexityMultiplier: 1.4,
    rolesRequired: roles('Mobile', 'Backend', 'Quality Assurance'),
    isActive: true,
  },

  // Integrations
  {
    name: 'Payment Processing',
    description: 'Card and wallet payments, subscriptions, refunds and invoices through a payment provider.',
    category: 'integration',
    baseHours: 64,
    complexityMultiplier: 1.3,
    rolesRequired: roles('Frontend', 'Backend', 'Quality Assurance'),
    isActive: true,
  },
  {
    name: 'Third-party API Integration',
    description: 'A robust connection to an external API with retries, logging and error handling.',
    category: 'integration',
    baseHours: 40,
    complexityMultiplier: 1.2,
    rolesRequired: roles('Backend', 'Quality Assurance'),
    isActive: true,
  },
  {
    name: 'CRM Integration',
    description: 'Two-way sync of contacts, deals and activities with your CRM.',
    category: 'integration',
    baseHours: 56,
    complexityMultiplier: 1.2,
    rolesRequired: roles('Backend', 'Project Management'),
    isActive: true,
  },
  {
    name: 'Single Sign-On (SSO)',
    description: 'Sign-in with corporate identity providers or social accounts via OAuth, OpenID Connect or SAML.',
    category: 'integration',
    baseHours: 24,
    complexityMultiplier: 1.2,
    rolesRequired: roles('Frontend', 'Backend'),
    isActive: true,
  },
  {
    name: 'Email Marketing Integration',
    description: 'Sync subscribers and customer events with your email marketing platform.',
    category: 'integration',
    baseHours: 24,
    complexityMultiplier: 1,
    rolesRequired: roles('Backend'),
    isActive: true,
  },
  {
    name: 'Maps & Geolocation',
    description: 'Interactive maps, address autocomplete, geofencing and distance-based search.',
    category: 'integration',
    baseHours: 40,
    complexityMultiplier: 1.1,
    rolesRequired: roles('Frontend', 'Mobile'),
    isActive: true,
  },
  {
    name: 'CI/CD & Cloud Deployment',
    description: 'Automated builds, tests and deployments to a monitored cloud environment.',
    category: 'integration',
    baseHours: 48,
    complexityMultiplier: 1.2,
    rolesRequired: roles('DevOps', 'Project Management'),
    isActive: true,
  },

  // Design
  {
    name: 'Custom UI Design',
    description: 'Bespoke screens designed in Figma from wireframes to high-fidelity, clickable prototypes.',
    category: 'design',
    baseHours: 120,
    complexityMultiplier: 1.3,
    rolesRequired: roles('Design', 'Frontend'),
    isActive: true,
  },
  {
    name: 'Design System',
    description: 'A reusable library of tokens and components that keeps every screen consistent.',
    category: 'design',
    baseHours: 96,
    complexityMultiplier: 1.4,
    rolesRequired: roles('Design', 'Frontend'),
    isActive: true,
  },
  {
    name: 'Animations & Micro-interactions',
    description: 'Purposeful motion and transitions that make the product feel polished and responsive.',
    category: 'design',
    baseHours: 40,
    complexityMultiplier: 1.2,
    rolesRequired: roles('Design', 'Frontend'),
    isActive: true,
  },
  {
    name: 'Responsive Layouts',
    description: 'Layouts tested and tuned for phones, tablets and large desktop screens.',
    category: 'design',
    baseHours: 48,
    complexityMultiplier: 1.1,
    rolesRequired: roles('Design', 'Frontend', 'Quality Assurance'),
    isActive: true,
  },
  {
    name: 'Accessibility (WCAG 2.1 AA)',
    description: 'Keyboard navigation, screen-reader support and contrast checked against WCAG 2.1 AA.',
    category: 'design',
    baseHours: 40,
    complexityMultiplier: 1.2,
    rolesRequired: roles('Design', 'Frontend', 'Quality Assurance'),
    isActive: true,
  },
  {
    name: 'Branding & Visual Identity',
    description: 'Logo, colour palette, typography and brand guidelines for a new product.',
    category: 'design',
    baseHours: 64,
    complexityMultiplier: 1.1,
    rolesRequired: roles('Design', 'Project Management'),
    isActive: true,
  },
];

/** One rate card per estimate role, in ESTIMATE_ROLES order, at the rates of content/pricing.ts. */
export const rateCards: RateCardInsert[] = (
  ['Design', 'Frontend', 'Backend', 'Mobile', 'Project Management', 'Quality Assurance', 'DevOps'] satisfies EstimateRole[]
).map((role) => ({ role, hourlyRate: ESTIMATOR_ROLE_RATES[role], isActive: true }));

export const estimatorSettings: EstimatorSettingsInsert = {
  id: 1,
  currency: 'USD',
  validityDays: ESTIMATE_VALIDITY_DAYS,
  designMultipliers: { basic: 1, standard: 1.3, premium: 1.8, custom: 2.5 },
  rushFeePercent: 25,
  flexibleDiscountPercent: 10,
  applyRushFee: false,
  applyFlexibleDiscount: false,
  qaSharePercent: 0,
  pmSharePercent: 0,
  defaultAssumptions: [
    'Development follows standard industry practices: version control, code review and automated tests.',
    'Required third-party services and APIs are available and documented, and access is provided on time.',
    // Each estimate adds where quality assurance and project management are (breakdown.ts).
  ],
  defaultExclusions: [
    'Third-party service, API and software license fees.',
    'Hosting and cloud infrastructure costs.',
    'Content creation: copywriting, photography, video and translations.',
    `Ongoing maintenance and support after the ${FIGURES.warranty} warranty period.`,
  ],
};

// ---------------------------------------------------------------------------------------------
// Careers

export const jobs: JobInsert[] = [
  {
    title: 'Senior Full-Stack Engineer (TypeScript)',
    department: 'Engineering',
    location: 'Remote (US time zones)',
    type: 'full-time',
    experienceLevel: 'Senior',
    description:
      "You will lead the delivery of client web platforms built with Next.js, Node.js and PostgreSQL, from architecture to production. You'll work directly with clients' product owners, mentor mid-level engineers and set the technical bar on your projects.",
    requirements: [
      '6+ years of professional software development, 3+ with TypeScript and React',
      'Production experience with Node.js, REST or GraphQL APIs and PostgreSQL',
      'Experience deploying and operating applications on a major cloud platform',
      'Comfortable leading technical discussions with non-technical stakeholders',
      'Fluent written and spoken English',
    ],
    benefits: [
      'Fully remote with a flexible schedule',
      'Health, dental and vision insurance',
      `${FIGURES.learningBudget} yearly learning and conference budget`,
      `${FIGURES.paidDaysOff} of paid time off plus US public holidays`,
    ],
    salaryRange: '$130,000 - $160,000',
    isActive: true,
  },
  {
    title: 'AI/ML Engineer (LLM Applications)',
    department: 'AI & Data',
    location: 'Remote (Europe)',
    type: 'full-time',
    experienceLevel: 'Mid-level',
    description:
      'You will design and ship LLM-powered features for our clients: retrieval-augmented assistants, document AI pipelines and workflow automation. You will own evaluation and monitoring so that the models we put in production stay accurate, fast and affordable.',
    requirements: [
      '3+ years of Python in production environments',
      'Hands-on experience building RAG systems with embeddings and vector databases',
      'Solid understanding of prompt design, evaluation and LLM cost optimisation',
      'Experience exposing models through APIs (FastAPI or similar)',
      'Able to overlap at least four hours with US Mountain Time',
    ],
    benefits: [
      'Fully remote within Europe',
      'Budget for GPUs, model APIs and experimentation',
      'Home-office stipend of $1,000',
      `${FIGURES.paidDaysOff} of paid time off`,
    ],
    salaryRange: '$95,000 - $120,000',
    isActive: true,
  },
  {
    title: 'React Native Developer',
    department: 'Engineering',
    location: 'Remote (US time zones)',
    type: 'contract',
    experienceLevel: '3+ years',
    description:
      'A six-month, extendable contract building a cross-platform mobile app for a healthcare client. You will work in a small team with a designer, a backend engineer and a QA engineer, shipping to both app stores.',
    requirements: [
      '3+ years building React Native apps that are live in the App Store and Google Play',
      'Experience with offline storage, push notifications and deep linking',
      'Familiarity with accessibility guidelines on iOS and Android',
      'Experience with automated testing (Jest, Detox or similar)',
    ],
    benefits: ['Six-month contract with a strong chance of extension', 'Flexible hours within US time zones', 'Weekly invoicing and on-time payment'],
    salaryRange: '$70 - $90 per hour',
    isActive: true,
  },
  {
    title: 'QA Automation Engineer',
    department: 'Quality Assurance',
    location: 'Sheridan, WY / Remote',
    type: 'part-time',
    experienceLevel: 'Mid-level',
    description:
      'You will build and maintain end-to-end and API test suites for several client projects, about 20 hours per week. You will work with developers to catch regressions early and keep releases predictable.',
    requirements: [
      '2+ years of test automation with Playwright, Cypress or Selenium',
      'Experience testing REST APIs and writing clear bug reports',
      'Working knowledge of CI pipelines',
      'Attention to detail and clear written communication',
    ],
    benefits: ['Flexible 20-hour week', 'Remote or hybrid from our Sheridan, WY office', 'Paid time off prorated to your hours'],
    salaryRange: null,
    isActive: true,
  },
  {
    title: 'Software Engineering Intern',
    department: 'Engineering',
    location: 'Remote (US time zones)',
    type: 'internship',
    experienceLevel: 'Entry level',
    description:
      'A paid, three-month summer internship working on real client projects alongside a senior mentor. Interns who perform well are considered for a junior engineering role.',
    requirements: [
      'Currently studying computer science or a related field, or a recent graduate',
      'Coursework or personal projects in JavaScript, TypeScript or Python',
      'Basic knowledge of Git',
      'Eagerness to learn and ask questions',
    ],
    benefits: ['Paid internship', 'One-to-one mentorship from a senior engineer', 'A path to a full-time junior role'],
    salaryRange: '$25 - $30 per hour',
    isActive: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Partners (fictional companies)

export const partners: PartnerInsert[] = [
  {
    name: 'Stratocore Cloud',
    logoUrl: null,
    websiteUrl: 'https://www.stratocorecloud.com',
    description:
      'A cloud infrastructure provider whose managed Kubernetes and database services host many of the platforms we build. As a certified partner we get early access to new regions and priority engineering support.',
    partnershipType: 'technology',
    industry: 'Cloud Infrastructure',
    isFeatured: true,
    isActive: true,
  },
  {
    name: 'Vectorly',
    logoUrl: null,
    websiteUrl: 'https://www.vectorly.io',
    description: 'A managed vector database and retrieval platform that powers the search layer of our AI assistants.',
    partnershipType: 'technology',
    industry: 'AI & Machine Learning',
    isFeatured: false,
    isActive: true,
  },
  {
    name: 'Paystream Labs',
    logoUrl: null,
    websiteUrl: 'https://www.paystreamlabs.com',
    description:
      'A payments and billing API for subscriptions and marketplaces. We are a certified integration partner and build custom checkout and billing flows on their platform.',
    partnershipType: 'integration',
    industry: 'FinTech',
    isFeatured: true,
    isActive: true,
  },
  {
    name: 'Meridian Growth Partners',
    logoUrl: null,
    websiteUrl: 'https://www.meridiangrowthpartners.com',
    description:
      'A venture studio that launches B2B startups. Axion Labs is their preferred engineering partner for turning validated ideas into production MVPs.',
    partnershipType: 'strategic',
    industry: 'Venture Capital',
    isFeatured: false,
    isActive: true,
  },
  {
    name: 'Kestrel Advisory',
    logoUrl: null,
    websiteUrl: 'https://www.kestreladvisory.com',
    description:
      'A digital transformation consultancy for mid-sized manufacturers and logistics companies. They lead strategy and change management while we design and build the software.',
    partnershipType: 'consulting',
    industry: 'Management Consulting',
    isFeatured: false,
    isActive: true,
  },
  {
    name: 'Cobaltline Systems',
    logoUrl: null,
    websiteUrl: 'https://www.cobaltlinesystems.com',
    description:
      'An IT solutions reseller serving healthcare and public-sector organisations across the Mountain West, offering our KYC verification solution to its customers.',
    partnershipType: 'reseller',
    industry: 'IT Services',
    isFeatured: false,
    isActive: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Case studies (the home page's six)

export const caseStudies: CaseStudyInsert[] = [
  {
    title: 'AI-Powered Invoicing for a Growing Accounting Firm',
    slug: 'ai-invoicing-automation',
    client: 'Ledgerwise Accounting',
    industry: 'Financial Services',
    imageUrl: null,
    description: 'We replaced a spreadsheet-driven billing process with an AI invoicing platform that drafts, sends and reconciles invoices automatically.',
    challenge:
      'Ledgerwise billed more than 400 clients every month from spreadsheets, and each invoice was typed, checked and chased by hand. Billing errors and late reminders meant cash arrived weeks later than it should have.',
    solution:
      'We built an invoicing platform that reads time entries and contracts, drafts invoices with an LLM and routes them for one-click approval. Automated reminders and bank-feed reconciliation close the loop without manual follow-up.',
    results: [
      '70% less time spent on invoicing',
      'Days sales outstanding down from 52 to 29 days',
      '99.2% of invoice lines generated without manual correction',
    ],
    technologies: ['Next.js', 'TypeScript', 'Node.js', 'Python', 'OpenAI API', 'PostgreSQL'],
    timeline: '8 months',
    isFeatured: true,
    isActive: true,
  },
  {
    title: 'Instant Identity Verification for a Digital Bank',
    slug: 'kyc-identity-verification',
    client: 'Northvale Bank',
    industry: 'FinTech',
    imageUrl: null,
    description:
      'A KYC verification flow with document scanning, liveness detection and automated risk checks that lets customers open an account in minutes. It became our KYC verification solution.',
    challenge: `New customers waited up to ${inWords(KYC_RESULTS.onboardingDaysBefore)} days for a compliance analyst to review their documents, and a third abandoned sign-up before approval. At the same time, synthetic-identity fraud was rising.`,
    solution:
      'We built a mobile-first verification flow that captures ID documents, checks liveness with a selfie video and screens applicants against sanctions and PEP lists. Only ambiguous cases reach a reviewer, in a queue with all evidence on one screen.',
    results: [
      `Onboarding time cut from ${KYC_RESULTS.onboardingDaysBefore} days to under ${KYC_RESULTS.onboardingMinutes} minutes`,
      `${FIGURES.kycAutoVerified} of applicants verified automatically without manual review`,
      `${FIGURES.kycFraudReduction} fewer fraudulent accounts opened in the first quarter`,
    ],
    technologies: ['React Native', 'Go', 'Python', 'TensorFlow', 'PostgreSQL', 'Kubernetes'],
    timeline: '9 months',
    isFeatured: true,
    isActive: true,
  },
  {
    title: 'Private AI Knowledge Platform for a Manufacturer',
    slug: 'enterprise-ai-knowledge-platform',
    client: 'Helixon Industries',
    industry: 'Manufacturing',
    imageUrl: null,
    description:
      'A secure, self-hosted AI platform that lets 1,800 employees ask questions of manuals, procedures and engineering documents in plain language.',
    challenge:
      "Helixon's technical knowledge was spread across 250,000 documents in five systems, and engineers spent hours searching for procedures. Company policy ruled out sending confidential data to public AI services.",
    solution:
      'We deployed a retrieval-augmented assistant on private infrastructure that indexes every document source with permission-aware search. Answers cite their sources, and an evaluation pipeline tracks accuracy on every release.',
    results: [
      '65% fewer internal support tickets',
      'Average time to find a procedure down from 15 minutes to 20 seconds',
      '1,800 employees onboarded in the first 6 weeks',
    ],
    technologies: ['Python', 'FastAPI', 'LangChain', 'pgvector', 'React', 'Kubernetes'],
    timeline: '11 months',
    isFeatured: false,
    isActive: true,
  },
  {
    title: 'Sales Automation for a B2B SaaS Company',
    slug: 'b2b-sales-automation',
    client: 'Trailpoint Software',
    industry: 'SaaS',
    imageUrl: null,
    description: 'AI-assisted lead scoring, enrichment and follow-up that gave the sales team its time back for real conversations.',
    challenge:
      "Trailpoint's sales reps spent almost a third of their week researching leads and updating the CRM by hand. Promising inbound leads waited days for a first reply while reps chased poor-fit accounts.",
    solution:
      'We built a pipeline that enriches every new lead, scores it against the ideal customer profile and drafts a personalised first email for the rep to approve. Meetings, notes and next steps sync to the CRM automatically.',
    results: ['3x more qualified meetings booked per rep', '12 hours saved per rep every week', '28% higher lead-to-opportunity conversion'],
    technologies: ['Node.js', 'TypeScript', 'OpenAI API', 'HubSpot API', 'PostgreSQL', 'AWS Lambda'],
    timeline: '6 months',
    isFeatured: false,
    isActive: true,
  },
  {
    title: 'Teletherapy and Mood-Tracking App for a Mental Health Provider',
    slug: 'mental-health-teletherapy-app',
    client: 'Calmwater Health',
    industry: 'Healthcare',
    imageUrl: null,
    description: 'A HIPAA-compliant mobile app that connects patients with licensed therapists through video sessions, secure messaging and daily check-ins.',
    challenge:
      'Calmwater ran therapy sessions on a generic video tool with no scheduling, reminders or progress tracking, and missed appointments were common. Any replacement had to meet HIPAA requirements from day one.',
    solution:
      'We designed and built iOS and Android apps with encrypted video sessions, therapist matching and mood journaling between sessions. A clinician portal shows each patient’s progress, and automated reminders reduce no-shows.',
    results: [
      '40% increase in session attendance',
      '35,000 monthly active users within the first year',
      'HIPAA security assessment passed with zero critical findings',
    ],
    technologies: ['React Native', 'Node.js', 'WebRTC', 'PostgreSQL', 'AWS'],
    timeline: '10 months',
    isFeatured: false,
    isActive: true,
  },
  {
    title: 'Property Search and Lead Platform for a Real Estate Brokerage',
    slug: 'real-estate-property-platform',
    client: 'Keystone Realty Group',
    industry: 'Real Estate',
    imageUrl: null,
    description: 'A fast, map-based property search with AI-written listing descriptions and a lead pipeline for agents.',
    challenge:
      "Keystone's listing site was slow and hard to search, so buyers went to national portals instead. Agents spent hours writing listings and lost leads that arrived by email.",
    solution:
      'We built a property platform with map search, saved searches and instant alerts, backed by a search index of all active listings. Agents get AI-drafted listing descriptions and every enquiry lands in a shared lead pipeline.',
    results: ['2.5x more qualified buyer leads', '50% less time to publish a new listing', 'Search results in under 1.5 seconds across 60,000+ listings'],
    technologies: ['Next.js', 'TypeScript', 'Elasticsearch', 'Mapbox', 'PostgreSQL', 'Python'],
    timeline: '7 months',
    isFeatured: false,
    isActive: true,
  },
];

// ---------------------------------------------------------------------------------------------
// CMS pages (legal pages, a landing page and a contact page; the articles are posts: src/content/posts.ts)

const h = (content: string): PageSection => ({ type: 'heading', content });
const p = (content: string): PageSection => ({ type: 'paragraph', content });
/** A block whose lines render as separate paragraphs. */
const lines = (...items: string[]): PageSection => ({ type: 'content', content: items.join('\n') });

const PUBLISHED_AT = new Date('2026-01-15T09:00:00Z');
const LAST_UPDATED = 'Last updated: January 15, 2026';

const privacySections: PageSection[] = [
  p(LAST_UPDATED),
  p(
    `This Privacy Policy explains how Axion Labs LLC, a Wyoming limited liability company ("Axion Labs", "we", "us"), collects, uses and protects personal information when you visit our website, contact us, request a project estimate, apply for a job or subscribe to our newsletter.`,
  ),
  h('1. Who we are'),
  p(
    `Axion Labs is a software and AI engineering agency located at ${COMPANY.address}. We are responsible for the personal information described in this policy. You can reach us about privacy at any time at ${COMPANY.email}.`,
  ),
  h('2. Information we collect'),
  p('We collect only the information you choose to give us and a small amount of technical data needed to run the website securely:'),
  lines(
    'Contact form: your name, email address and message, and optionally your company, phone number, project type, budget and timeline.',
    'Project estimator: the project details you select (project type, features, scale, design level and delivery preferences) together with your name, email address and, optionally, your company, phone number and project description.',
    'Job applications: your name, contact details, the position you apply for, your message and the CV or resume file you upload, including any information you include in it.',
    'Newsletter: your email address, the date you subscribed and the page you subscribed from.',
    'Technical data: when you submit a form we record the page you submitted it from, the referring page and any campaign (UTM) parameters in the link you followed. Our servers also keep short-lived logs of IP addresses and browser information to protect the site against abuse.',
    `Visit statistics: to learn which pages are useful, our own website counts visits without cookies and without any third party. For each page you view, and for a few actions (reaching a step of the estimator, generating an estimate, downloading its PDF, starting or sending the contact form, subscribing to the newsletter, following our booking or chat link), it records the page's address, the website that sent you there (its domain only), any campaign (UTM) parameters in the link, your device type (phone, tablet or computer) and your browser's name. To count a visitor once a day, it combines your IP address and browser information with a random value that is replaced every day and keeps only the result; your IP address and browser information themselves are not stored, and the result cannot be linked to you on another day. If you send us a form or an estimate, the pages you viewed in that visit are kept with your message, so that we know what you read. If your browser sends Do Not Track or Global Privacy Control, nothing is recorded.`,
  ),
  p(
    'Please do not send us confidential business information or sensitive personal information (such as health or financial details) through our forms. If your project requires it, we are happy to sign a non-disclosure agreement first.',
  ),
  h('3. How we use your information'),
  lines(
    'To answer your enquiry, prepare estimates and proposals, and follow up about a potential project.',
    'To email you the estimate you requested and confirmations of messages you sent us.',
    'To assess job applications and contact candidates about open positions.',
    'To send our newsletter, only if you subscribed. Every newsletter contains an unsubscribe link.',
    'To keep the website secure, prevent spam and fraud, and fix technical problems.',
    'To comply with our legal obligations and to establish, exercise or defend legal claims.',
  ),
  p(
    'We do not sell your personal information, and we do not share it for targeted or cross-context behavioural advertising. We do not make decisions about you based solely on automated processing.',
  ),
  h('4. Legal bases for visitors in the EEA, UK and Switzerland'),
  p(
    'Where the GDPR or a similar law applies, we process your information to take steps at your request before entering into a contract (enquiries and estimates), on the basis of our legitimate interests in running and securing our business (technical data and follow-up), on the basis of your consent (newsletter, and keeping a CV on file for future roles), and to comply with legal obligations. You may withdraw consent at any time without affecting processing carried out before.',
  ),
  h('5. How we share information'),
  p('We share personal information only with:'),
  lines(
    'Service providers that host our website, database and files, and deliver our emails, under contracts that require them to protect the data and use it only on our instructions.',
    'Professional advisers such as lawyers and accountants, where necessary.',
    'Authorities, when required by law or to protect our rights, our users or the public.',
    'A successor business, if Axion Labs is involved in a merger, acquisition or sale of assets, subject to this policy.',
  ),
  h('6. How long we keep information'),
  lines(
    'Enquiries and estimate requests: up to 3 years after our last contact with you, so that we can refer back to previous discussions.',
    'Job applications and CVs: 12 months after the position is filled, unless you ask us to keep your application on file for longer or to delete it sooner.',
    'Newsletter subscriptions: until you unsubscribe. We then keep only your email address on a suppression list so that we do not email you again.',
    'Server and security logs: up to 90 days.',
    `Visit statistics: each recorded page view and action for ${DEFAULT_RETENTION_DAYS} days; after that only daily totals remain, which say nothing about any one visitor.`,
  ),
  h('7. How we protect information'),
  p(
    'All traffic to our website is encrypted with TLS. Access to submitted information is limited to staff who need it, protected by individual accounts, and recorded in an audit log. CV files are stored privately and can only be opened by authorised staff through short-lived links. No method of transmission or storage is completely secure, but we work to protect your information and will notify you and the authorities of a breach where the law requires it.',
  ),
  h('8. Your rights and choices'),
  p(
    'Depending on where you live, including under the privacy laws of California and other US states and under the GDPR, you may have the right to know what personal information we hold about you, to receive a copy of it, to correct it, to delete it, to object to or restrict certain processing, and to withdraw consent. You can unsubscribe from the newsletter at any time using the link in any email.',
  ),
  p(
    `To exercise a right, email ${COMPANY.email}. We will confirm your request, may ask for information to verify your identity, and will reply within the time the law requires (normally 30 to 45 days). You may use an authorised agent, and we will not discriminate against you for exercising your rights. If we decline your request, you may appeal by replying to our decision, and you may also complain to your local data protection authority.`,
  ),
  h('9. International transfers'),
  p(
    'We are based in the United States and our service providers may process information in the United States and other countries. When we transfer personal information from the EEA, UK or Switzerland, we rely on appropriate safeguards such as the European Commission’s Standard Contractual Clauses.',
  ),
  h('10. Cookies'),
  p(
    'Our website uses only an essential session cookie for staff who sign in to our content management system. We do not use analytics or advertising cookies: our visit statistics (section 2) use no cookie and store nothing in your browser. See our Cookie Policy at /cookies for details.',
  ),
  h("11. Children's privacy"),
  p(
    'Our website and services are intended for businesses and are not directed to children under 16. We do not knowingly collect personal information from children. If you believe a child has given us information, please contact us and we will delete it.',
  ),
  h('12. Changes to this policy'),
  p(
    'We may update this policy from time to time. The "Last updated" date at the top shows when it last changed. If we make material changes, we will highlight them on this page before they take effect.',
  ),
  h('13. Contact us'),
  p(`Questions or requests about this policy: ${COMPANY.email}, ${COMPANY.phone}, or by post to Axion Labs LLC, ${COMPANY.address}.`),
];

const termsSections: PageSection[] = [
  p(LAST_UPDATED),
  p(
    `These Terms of Service govern your use of the Axion Labs website, including its project estimator, contact and application forms and newsletter. The website is operated by Axion Labs LLC, a Wyoming limited liability company, ${COMPANY.address}. By using the website you agree to these terms. If you do not agree, please do not use the website.`,
  ),
  h('1. Use of the website'),
  p('You may use the website for lawful purposes, to learn about our services and to contact us. You agree not to:'),
  lines(
    'Submit false, misleading or someone else’s information, or impersonate any person or organisation.',
    'Upload files that contain malware or content you do not have the right to share.',
    'Send spam, or use automated means to submit forms or scrape the website in a way that burdens it.',
    'Attempt to gain unauthorised access to the website, its content management system or its servers, or interfere with their security or operation.',
  ),
  h('2. Estimates are not offers'),
  p(
    `Figures produced by our online project estimator are indicative, based on the information you provide and our standard rates, and are valid for ${ESTIMATE_VALIDITY_DAYS} days. They are not a quote, offer or commitment to perform work. Any engagement is governed solely by a separate written agreement or statement of work signed by both parties, which takes precedence over anything on this website.`,
  ),
  h('3. Information you send us'),
  p(
    'When you submit a form, request an estimate or apply for a job, you confirm that the information is accurate and that you are entitled to share it. You allow us to use it to respond to you and as described in our Privacy Policy. Unless we have signed a non-disclosure agreement, please do not send confidential information through the website; submitting an idea does not create a confidential or fiduciary relationship.',
  ),
  h('4. Intellectual property'),
  p(
    'The website and its content, including text, graphics, logos, case studies and code, are owned by Axion Labs or its licensors and protected by copyright and trademark laws. You may view and print pages for your own information. You may not copy, modify, distribute or reuse them commercially without our written permission. Client names and results are presented with permission or in anonymised form.',
  ),
  h('5. Links to other websites'),
  p(
    'The website links to services operated by others, such as our booking calendar, chat provider and social media profiles. We are not responsible for their content or practices, and their own terms and privacy policies apply when you use them.',
  ),
  h('6. Disclaimer'),
  p(
    'The website and its content are provided "as is" and "as available" for general information. To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not warrant that the website will be uninterrupted, error-free or free of harmful components.',
  ),
  h('7. Limitation of liability'),
  p(
    'To the fullest extent permitted by law, Axion Labs and its members, employees and contractors will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising from your use of or inability to use the website. Our total liability for any claim relating to the website is limited to one hundred US dollars (US$100). Some jurisdictions do not allow these limitations, so they may not fully apply to you.',
  ),
  h('8. Indemnification'),
  p(
    'You agree to indemnify and hold Axion Labs harmless from claims, losses and expenses, including reasonable attorneys’ fees, arising from your misuse of the website or your breach of these terms.',
  ),
  h('9. Governing law and disputes'),
  p(
    'These terms are governed by the laws of the State of Wyoming, USA, without regard to its conflict-of-law rules. Any dispute arising from these terms or the website will be brought exclusively in the state or federal courts located in Sheridan County, Wyoming, and you consent to their jurisdiction. Nothing in these terms limits rights you have under mandatory consumer protection laws of your country of residence.',
  ),
  h('10. Changes and general terms'),
  p(
    'We may update these terms by posting a new version on this page; the "Last updated" date shows when they last changed, and continued use of the website means you accept the updated terms. If any provision is found unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver.',
  ),
  h('11. Contact'),
  p(`Questions about these terms: ${COMPANY.email} or ${COMPANY.phone}.`),
];

const cookieSections: PageSection[] = [
  p(LAST_UPDATED),
  p(
    'This Cookie Policy explains how Axion Labs LLC uses cookies and similar technologies on this website. In short: we use a single, essential cookie, and only for staff who sign in to manage the website.',
  ),
  h('1. What cookies are'),
  p(
    'Cookies are small text files that a website stores in your browser. They can be essential to make a site work, or used for purposes such as analytics and advertising. Similar technologies include local storage and tracking pixels.',
  ),
  h('2. Cookies we use'),
  p(
    'Strictly necessary session cookie: when a member of our staff signs in to the website’s administration area, we set a session cookie that keeps them signed in and protects their account. It is marked HttpOnly and Secure, cannot be read by scripts on the page, and is removed when they sign out or the session expires.',
  ),
  p(
    'Visitors who browse the website, use the project estimator, contact us, apply for a job or subscribe to the newsletter do not need to sign in, and we do not set this cookie for them.',
  ),
  h('3. Cookies we do not use'),
  p(
    'We do not use analytics, advertising, retargeting or social media tracking cookies, and we do not allow third parties to place such cookies through our website. We count visits ourselves without cookies or local storage, as our Privacy Policy describes. Because we use only strictly necessary cookies, we do not show a cookie consent banner.',
  ),
  h('4. Third-party websites'),
  p(
    'Some buttons take you to services operated by others, such as our booking calendar, chat provider or social media profiles. Those websites may set their own cookies under their own cookie and privacy policies once you visit them.',
  ),
  h('5. Managing cookies'),
  p(
    'You can block or delete cookies in your browser settings. Blocking cookies does not affect your ability to browse our website or submit forms; it only prevents staff from signing in to the administration area.',
  ),
  h('6. Changes to this policy'),
  p('If we ever start using other kinds of cookies, we will update this policy before doing so and, where the law requires it, ask for your consent first.'),
  h('7. Contact'),
  p(`Questions about cookies or privacy: ${COMPANY.email}. See also our Privacy Policy at /privacy.`),
];

/** The AI readiness assessment's turnaround, said twice on its page. */
const ASSESSMENT_DAYS = 'five business days';

const aiReadinessSections: PageSection[] = [
  h('Find out where AI will pay off in your business'),
  p(
    'Everyone is talking about AI, but few teams know which processes are worth automating first, what it will cost, or whether their data is ready. Our free AI Readiness Assessment gives you clear answers in about a week, with no obligation.',
  ),
  h('What we look at'),
  lines(
    'Processes: the repetitive, document-heavy or rules-based work where automation saves the most hours.',
    'Data: where your data lives, how clean and accessible it is, and what is missing.',
    'Systems: the tools you already use and how an AI solution would integrate with them.',
    'Risk and compliance: privacy, security and regulatory constraints that shape what is possible.',
    'Team: the skills you have in-house and the support you would need.',
  ),
  h('What you get'),
  lines(
    'A short written report with your three highest-value AI opportunities, ranked by impact and effort.',
    'A ballpark budget and timeline for each opportunity.',
    `A recommended first step, such as a prototype on your own data within ${inWords(DELIVERY.aiPrototypeWeeks)} weeks, with clear success criteria.`,
    'Honest advice: if AI is not the right answer for a problem, we will tell you.',
  ),
  h('How it works'),
  lines(
    `1. Book a free ${FIGURES.consultation} discovery call with one of our senior AI engineers.`,
    '2. Share a few examples of the processes and documents you would like to improve.',
    `3. Receive your written assessment within ${ASSESSMENT_DAYS} and walk through it with us.`,
  ),
  h('Who it is for'),
  p(
    `The assessment is designed for startups and established companies that want to use AI for customer support, document processing, sales and operations, and want a practical plan rather than a slide deck. Since ${FOUNDED_YEAR} we have delivered ${FIGURES.projects} projects, including AI assistants, document AI pipelines and sales automation.`,
  ),
  h('Book your assessment'),
  p(`Choose a time that suits you at ${COMPANY.bookingUrl}, or email us at ${COMPANY.email} and we will get back to you within ${FIGURES.reply}.`),
];

const consultationSections: PageSection[] = [
  h('Talk to a senior engineer, not a salesperson'),
  p(
    `In a free ${FIGURES.consultation} consultation we listen to your goals, ask the questions that matter and give you an honest view of the best way to build your product — whether or not you end up working with us.`,
  ),
  h('What we will cover'),
  lines(
    'Your goals, users and the problem you want to solve.',
    'The right approach and technology for your budget and timeline.',
    'Risks, unknowns and how to reduce them early.',
    'A realistic cost range and the next steps.',
  ),
  h('How to book'),
  p(
    `Pick a time that suits you on our booking calendar at ${COMPANY.bookingUrl}. You will receive a calendar invitation with a video link straight away. If you would like us to sign a non-disclosure agreement before the call, just mention it in your booking.`,
  ),
  h('Prefer to write or call?'),
  lines(`Email: ${COMPANY.email}`, `Phone: ${COMPANY.phone}`, `Chat: ${COMPANY.chatUrl}`, `Office: ${COMPANY.address}`),
  p(`We reply to every message within ${FIGURES.reply}.`),
  h('Business hours'),
  lines(...BUSINESS_HOURS.map((row) => `${row.days}: ${row.hours}`)),
];

export const pages: PageInsert[] = [
  {
    title: 'Privacy Policy',
    slug: 'privacy',
    templateType: 'basic',
    content: { sections: privacySections },
    metaTitle: 'Privacy Policy | Axion Labs',
    metaDescription:
      'How Axion Labs collects, uses and protects information from enquiries, estimates, job applications and newsletter sign-ups, and the rights you have.',
    isPublished: true,
    publishedAt: PUBLISHED_AT,
  },
  {
    title: 'Terms of Service',
    slug: 'terms',
    templateType: 'basic',
    content: { sections: termsSections },
    metaTitle: 'Terms of Service | Axion Labs',
    metaDescription:
      'The terms that govern your use of the Axion Labs website, its project estimator and forms, including disclaimers and Wyoming governing law.',
    isPublished: true,
    publishedAt: PUBLISHED_AT,
  },
  {
    title: 'Cookie Policy',
    slug: 'cookies',
    templateType: 'basic',
    content: { sections: cookieSections },
    metaTitle: 'Cookie Policy | Axion Labs',
    metaDescription: 'Axion Labs uses a single essential session cookie for staff sign-in and no analytics or advertising cookies. Learn more here.',
    isPublished: true,
    publishedAt: PUBLISHED_AT,
  },
  {
    title: 'Free AI Readiness Assessment',
    slug: 'ai-readiness-assessment',
    templateType: 'landing',
    content: { sections: aiReadinessSections },
    metaTitle: 'Free AI Readiness Assessment | Axion Labs',
    metaDescription: `Find your three highest-value AI opportunities with a budget and timeline for each. A free assessment from Axion Labs, delivered in ${ASSESSMENT_DAYS}.`,
    isPublished: true,
    publishedAt: PUBLISHED_AT,
  },
  {
    title: 'Book a Free Consultation',
    slug: 'book-a-consultation',
    templateType: 'contact',
    content: { sections: consultationSections },
    metaTitle: 'Book a Free Consultation | Axion Labs',
    metaDescription: `Book a free ${FIGURES.consultation} call with a senior Axion Labs engineer to discuss your goals, the right approach, risks and a realistic cost range.`,
    isPublished: true,
    publishedAt: PUBLISHED_AT,
  },
];
