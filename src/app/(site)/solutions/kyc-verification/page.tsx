import { ArrowRight, Calculator, ShieldCheck } from 'lucide-react';
import { CheckList, CtaBanner, PageHero, Section, StatGrid, cardClasses } from '@/components/site/sections';
import { IconBadge, IconCardGrid } from '@/components/site/marketing/icon-card';
import { ProcessSteps } from '@/components/site/marketing/process-steps';
import { ButtonLink } from '@/components/ui/button';
import { KYC_COMPLIANCE, KYC_FEATURES, KYC_INTEGRATION, KYC_PAGE, KYC_STEPS, KYC_TIMELINE } from '@/content/solutions';
import { pageMetadata } from '@/features/seo/metadata';

export const metadata = pageMetadata({ title: KYC_PAGE.metaTitle, description: KYC_PAGE.metaDescription, path: '/solutions/kyc-verification' });

const CONTACT_HREF = '/contact?subject=KYC%20Verification';

export default function KycVerificationPage() {
  return (
    <>
      <PageHero
        eyebrow={KYC_PAGE.eyebrow}
        title={KYC_PAGE.title}
        subtitle={KYC_PAGE.subtitle}
        actions={
          <>
            <ButtonLink href={CONTACT_HREF} size="lg">
              Request a Demo <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
            <ButtonLink href="/estimator" variant="outline" size="lg">
              <Calculator aria-hidden className="size-4" /> Get an Estimate
            </ButtonLink>
          </>
        }
      >
        <StatGrid stats={KYC_PAGE.stats} className="mx-auto mt-16 max-w-5xl text-left" />
      </PageHero>

      <Section id="features" eyebrow="Features" title="Everything You Need to Know Your Customer" subtitle="One integrated flow covering identity, liveness, screening and review.">
        <IconCardGrid items={KYC_FEATURES} />
      </Section>

      <Section id="how-it-works" eyebrow="How It Works" title="Verified in Four Simple Steps" className="bg-white/[0.02]">
        <ProcessSteps steps={KYC_STEPS} label="How verification works" />
      </Section>

      <Section id="compliance" eyebrow="Compliance" title="Compliance Built In" subtitle="Designed with compliance teams to satisfy regulators and auditors from day one.">
        <div className={`${cardClasses} mx-auto flex max-w-4xl flex-col gap-6 sm:flex-row`}>
          <IconBadge icon={ShieldCheck} />
          <CheckList items={KYC_COMPLIANCE} className="grid flex-1 gap-3 sm:grid-cols-2 sm:space-y-0" />
        </div>
      </Section>

      <Section id="integration" eyebrow="Integration" title="Integrates With Your Stack" subtitle="Choose the integration path that suits your product and team." className="bg-white/[0.02]">
        <IconCardGrid items={KYC_INTEGRATION} columns={4} />
      </Section>

      <Section id="timeline" eyebrow="Implementation" title="Implementation Timeline" subtitle={KYC_PAGE.timelineSubtitle}>
        <ProcessSteps steps={KYC_TIMELINE} label="Implementation phases" />
      </Section>

      <CtaBanner
        title="Start Verifying Customers in Weeks"
        text="Book a walkthrough with our identity verification team, or get an estimate for integrating KYC into your product."
        actions={
          <>
            <ButtonLink href={CONTACT_HREF} size="lg">
              Talk to Our Team <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
            <ButtonLink href="/estimator" variant="outline" size="lg">
              <Calculator aria-hidden className="size-4" /> Get an Estimate
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
