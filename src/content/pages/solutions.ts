// /solutions and /solutions/kyc-verification as blocks, from the copy in ../solutions.ts.
import { iconName } from '@/features/blocks/icons';
import { KYC_COMPLIANCE, KYC_FEATURES, KYC_INTEGRATION, KYC_PAGE, KYC_STEPS, KYC_TIMELINE, SOLUTIONS, SOLUTIONS_PAGE, type Phase } from '../solutions';
import type { SeedPage } from './types';

const steps = (phases: readonly Phase[]) => phases.map((step) => ({ title: step.title, text: step.description, duration: step.period ?? '' }));

export function solutionsPage(): SeedPage {
  return {
    slug: 'solutions',
    title: 'Solutions',
    metaTitle: SOLUTIONS_PAGE.metaTitle,
    metaDescription: SOLUTIONS_PAGE.metaDescription,
    builtIn: true,
    blocks: [
      {
        type: 'hero',
        badge: SOLUTIONS_PAGE.eyebrow,
        title: SOLUTIONS_PAGE.title,
        text: SOLUTIONS_PAGE.subtitle,
        buttons: [
          { label: 'Get a Free Estimate', href: '/estimator', icon: 'calculator' },
          { label: 'View Case Studies', href: '/case-studies', style: 'outline', icon: 'folder' },
        ],
      },
      {
        type: 'cardGrid',
        anchor: 'solutions',
        title: SOLUTIONS_PAGE.listTitle,
        subtitle: SOLUTIONS_PAGE.listSubtitle,
        featuresTitle: 'Key Features',
        tagsTitle: 'Technologies',
        cards: SOLUTIONS.map((solution) => ({
          icon: iconName(solution.icon),
          title: solution.title,
          text: solution.description,
          features: [...solution.features],
          tags: [...solution.technologies],
        })),
      },
      {
        type: 'cardGrid',
        anchor: 'featured-solution',
        eyebrow: 'Featured Solution',
        title: SOLUTIONS_PAGE.featuredTitle,
        background: 'tinted',
        linkStyle: 'button',
        cards: [
          {
            icon: 'ScanFace',
            title: KYC_PAGE.title,
            text: KYC_PAGE.subtitle,
            href: '/solutions/kyc-verification',
            linkLabel: 'Explore KYC Verification',
          },
        ],
      },
      {
        type: 'cta',
        title: 'Not Sure Which Solution Fits?',
        text: SOLUTIONS_PAGE.ctaText,
        buttons: [
          { label: 'Contact Us', href: '/contact', icon: 'arrow' },
          { label: 'Get a Free Estimate', href: '/estimator', style: 'outline', icon: 'calculator' },
          { label: 'See Our Case Studies', href: '/case-studies', style: 'ghost' },
        ],
      },
    ],
  };
}

const KYC_CONTACT = '/contact?subject=KYC%20Verification';

export function kycPage(): SeedPage {
  return {
    slug: 'solutions/kyc-verification',
    title: 'KYC Verification',
    metaTitle: KYC_PAGE.metaTitle,
    metaDescription: KYC_PAGE.metaDescription,
    builtIn: true,
    blocks: [
      {
        type: 'hero',
        badge: KYC_PAGE.eyebrow,
        title: KYC_PAGE.title,
        text: KYC_PAGE.subtitle,
        buttons: [
          { label: 'Request a Demo', href: KYC_CONTACT, icon: 'arrow' },
          { label: 'Get an Estimate', href: '/estimator', style: 'outline', icon: 'calculator' },
        ],
        stats: KYC_PAGE.stats.map((stat) => ({ ...stat })),
      },
      {
        type: 'cardGrid',
        anchor: 'features',
        eyebrow: 'Features',
        title: 'Everything You Need to Know Your Customer',
        subtitle: 'One integrated flow covering identity, liveness, screening and review.',
        cards: KYC_FEATURES.map((feature) => ({ icon: iconName(feature.icon), title: feature.title, text: feature.description })),
      },
      {
        type: 'process',
        anchor: 'how-it-works',
        eyebrow: 'How It Works',
        title: 'Verified in Four Simple Steps',
        background: 'tinted',
        steps: steps(KYC_STEPS),
      },
      {
        type: 'cardGrid',
        anchor: 'compliance',
        eyebrow: 'Compliance',
        title: 'Compliance Built In',
        subtitle: 'Designed with compliance teams to satisfy regulators and auditors from day one.',
        cards: [{ icon: 'ShieldCheck', features: [...KYC_COMPLIANCE] }],
      },
      {
        type: 'cardGrid',
        anchor: 'integration',
        eyebrow: 'Integration',
        title: 'Integrates With Your Stack',
        subtitle: 'Choose the integration path that suits your product and team.',
        background: 'tinted',
        columns: '4',
        cards: KYC_INTEGRATION.map((item) => ({ icon: iconName(item.icon), title: item.title, text: item.description })),
      },
      {
        type: 'process',
        anchor: 'timeline',
        eyebrow: 'Implementation',
        title: 'Implementation Timeline',
        subtitle: KYC_PAGE.timelineSubtitle,
        steps: steps(KYC_TIMELINE),
      },
      {
        type: 'cta',
        title: 'Start Verifying Customers in Weeks',
        text: 'Book a walkthrough with our identity verification team, or get an estimate for integrating KYC into your product.',
        buttons: [
          { label: 'Talk to Our Team', href: KYC_CONTACT, icon: 'arrow' },
          { label: 'Get an Estimate', href: '/estimator', style: 'outline', icon: 'calculator' },
        ],
      },
    ],
  };
}
