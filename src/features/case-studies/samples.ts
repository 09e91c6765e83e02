// The six sample case studies the case studies list shows while the database holds no active one
// (public-site.md, /case-studies: a fixed fallback, not records staff edit). They have no detail page:
// their button opens the contact form with the study as the subject.

export type SampleResult = { metric: string; description: string };

export type SampleCaseStudy = {
  title: string;
  client: string;
  industry: string;
  description: string;
  challenge: string;
  solution: string;
  technologies: readonly string[];
  results: readonly SampleResult[];
  timeline: string;
  featured: boolean;
};

/** Featured ones first. */
export const sampleCaseStudies: readonly SampleCaseStudy[] = [
  {
    title: 'Patient Engagement Platform for a Regional Clinic Network',
    client: 'Summit Care Clinics',
    industry: 'Healthcare',
    description: 'A HIPAA-compliant patient portal and mobile app with online booking, secure messaging and automated reminders for 14 clinics.',
    challenge:
      'Appointments were booked by phone, front-desk staff were overloaded and one in five patients missed their visit. Patient records and messages were spread across three disconnected systems.',
    solution:
      'We built a web portal and iOS/Android app connected to the clinics’ EHR through HL7 FHIR, with self-service booking, encrypted messaging, intake forms and SMS reminders. An operations dashboard shows capacity and no-shows per clinic in real time.',
    technologies: ['React', 'React Native', 'Node.js', 'HL7 FHIR', 'PostgreSQL', 'AWS'],
    results: [
      { metric: '45%', description: 'fewer missed appointments' },
      { metric: '60%', description: 'of bookings made online within six months' },
      { metric: '3,200', description: 'staff hours saved per year at the front desk' },
    ],
    timeline: '9 months',
    featured: true,
  },
  {
    title: 'Headless Commerce Replatforming for a Fashion Retailer',
    client: 'Marlowe Apparel',
    industry: 'E-commerce',
    description: 'A fast, headless storefront with AI product recommendations that replaced a slow, hard-to-change monolithic shop.',
    challenge:
      'Pages took more than six seconds to load on mobile, conversion was falling and every seasonal campaign required weeks of developer work on an ageing monolith.',
    solution:
      'We moved the storefront to a headless architecture with a Next.js front end, a composable commerce backend and a CMS the marketing team controls. A recommendation engine personalises product listings from browsing and purchase history.',
    technologies: ['Next.js', 'TypeScript', 'Shopify Hydrogen', 'Contentful', 'Python', 'Vercel'],
    results: [
      { metric: '2.1x', description: 'faster mobile page loads' },
      { metric: '32%', description: 'increase in conversion rate' },
      { metric: '18%', description: 'higher average order value' },
    ],
    timeline: '6 months',
    featured: true,
  },
  {
    title: 'Predictive Maintenance for an Industrial Equipment Maker',
    client: 'Ironridge Manufacturing',
    industry: 'Manufacturing',
    description: 'An IoT and machine-learning platform that predicts machine failures days before they happen across three production plants.',
    challenge:
      'Unplanned downtime on critical production lines cost hundreds of thousands of dollars per incident, and maintenance followed fixed schedules regardless of machine condition.',
    solution:
      'We connected 400+ machines through edge gateways, streamed sensor data into a time-series platform and trained anomaly-detection models that alert engineers with the likely cause and recommended action.',
    technologies: ['Python', 'TensorFlow', 'Apache Kafka', 'TimescaleDB', 'Azure IoT Hub', 'React'],
    results: [
      { metric: '38%', description: 'less unplanned downtime' },
      { metric: '$2.4M', description: 'saved in the first year' },
      { metric: '4 days', description: 'average warning before a failure' },
    ],
    timeline: '10 months',
    featured: false,
  },
  {
    title: 'Adaptive Learning Platform for an Online Education Provider',
    client: 'BrightPath Academy',
    industry: 'Education',
    description: 'A learning platform that adapts lessons and practice to each student, with analytics for teachers and parents.',
    challenge: 'Course completion was below 30%, and teachers had no way to see which students were falling behind until exam results arrived.',
    solution:
      'We built an adaptive learning engine that adjusts difficulty from each answer, an AI tutor that explains mistakes, and dashboards that flag at-risk students early so teachers can step in.',
    technologies: ['Next.js', 'Node.js', 'Python', 'OpenAI API', 'PostgreSQL', 'Redis'],
    results: [
      { metric: '2.3x', description: 'higher course completion rate' },
      { metric: '120,000', description: 'active learners in the first year' },
      { metric: '27%', description: 'improvement in average test scores' },
    ],
    timeline: '8 months',
    featured: false,
  },
  {
    title: 'Property Management Automation for a Real Estate Investor',
    client: 'Cedar Gate Properties',
    industry: 'Real Estate',
    description: 'A tenant and maintenance platform that automates leasing, rent collection and repairs across 2,500 rental units.',
    challenge:
      'Leases, rent payments and maintenance requests were handled by email and spreadsheets, so vacancies stayed open longer and repair requests were lost.',
    solution:
      'We delivered a tenant app and a property-manager portal with online applications, digital leases, automated rent collection and a maintenance workflow that dispatches vendors and tracks every job to completion.',
    technologies: ['React', 'React Native', 'Node.js', 'Stripe', 'PostgreSQL', 'Google Cloud'],
    results: [
      { metric: '50%', description: 'faster maintenance resolution' },
      { metric: '97%', description: 'of rent collected on time' },
      { metric: '12 days', description: 'shorter average vacancy period' },
    ],
    timeline: '7 months',
    featured: false,
  },
  {
    title: 'Real-Time Fraud Detection for a Payments Company',
    client: 'Velocita Payments',
    industry: 'Financial Services',
    description: 'A streaming fraud-detection service that scores every card transaction in milliseconds without adding friction for genuine customers.',
    challenge:
      'A rules-based fraud system missed new attack patterns while blocking too many legitimate payments, driving chargebacks and customer complaints.',
    solution:
      'We built a real-time scoring service that combines gradient-boosted models with graph features about devices and merchants. Analysts review flagged payments in a case-management tool, and their decisions feed back into model training.',
    technologies: ['Python', 'XGBoost', 'Apache Flink', 'Go', 'PostgreSQL', 'Kubernetes'],
    results: [
      { metric: '64%', description: 'reduction in fraud losses' },
      { metric: '40%', description: 'fewer legitimate payments declined' },
      { metric: '<50 ms', description: 'scoring time per transaction' },
    ],
    timeline: '11 months',
    featured: false,
  },
];

/** Where the button of a sample study leads: the contact form, with the study as the subject. */
export function sampleStudyHref(title: string) {
  return `/contact?subject=${encodeURIComponent('Case study: ' + title)}`;
}
