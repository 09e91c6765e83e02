// /solutions and /solutions/kyc-verification as blocks, from the copy in ../solutions.ts.
import { iconName } from '@/features/blocks/icons';
import { KYC_COMPLIANCE, KYC_FEATURES, KYC_INTEGRATION, KYC_PAGE, KYC_STEPS, KYC_TIMELINE, SOLUTIONS, SOLUTIONS_PAGE, type Phase } from '../solutions';
import { ctaBlock, heroBlock, iconCards, overviewPage, sitePage } from './builders';
import type { SeedPage } from './types';

const steps = (phases: readonly Phase[]) => phases.map((step) => ({ title: step.title, text: step.description, duration: step.period ?? '' }));

export function solutionsPage(): SeedPage {
  return overviewPage({
    slug: 'solutions',
    title: 'Solutions',
    copy: SOLUTIONS_PAGE,
    list: {
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
    more: [
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
    ],
    ctaTitle: 'Not Sure Which Solution Fits?',
  });
}

const KYC_CONTACT = '/contact?subject=KYC%20Verification';

export function kycPage(): SeedPage {
  return sitePage({ slug: 'solutions/kyc-verification', title: 'KYC Verification', metaTitle: KYC_PAGE.metaTitle, metaDescription: KYC_PAGE.metaDescription }, [
    heroBlock(
      KYC_PAGE,
      [
        { label: 'Request a Demo', href: KYC_CONTACT, icon: 'arrow' },
        { label: 'Get an Estimate', href: '/estimator', style: 'outline', icon: 'calculator' },
      ],
      KYC_PAGE.stats,
    ),
    {
      type: 'cardGrid',
      anchor: 'features',
      eyebrow: 'Features',
      title: 'Everything You Need to Know Your Customer',
      subtitle: 'One integrated flow covering identity, liveness, screening and review.',
      cards: iconCards(KYC_FEATURES),
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
      cards: iconCards(KYC_INTEGRATION),
    },
    {
      type: 'process',
      anchor: 'timeline',
      eyebrow: 'Implementation',
      title: 'Implementation Timeline',
      subtitle: KYC_PAGE.timelineSubtitle,
      steps: steps(KYC_TIMELINE),
    },
    ctaBlock(
      {
        title: 'Start Verifying Customers in Weeks',
        text: 'Book a walkthrough with our identity verification team, or get an estimate for integrating KYC into your product.',
      },
      [
        { label: 'Talk to Our Team', href: KYC_CONTACT, icon: 'arrow' },
        { label: 'Get an Estimate', href: '/estimator', style: 'outline', icon: 'calculator' },
      ],
    ),
  ]);
}
