import Link from 'next/link';
import { Island } from '@/components/island';
import { cardClasses, Container, PageHero } from '@/components/site/sections';
import { formTokenForThisRender } from '@/features/contact/page-form-token';
import { isFormOpenForDisplay } from '@/features/forms/availability';
import { FORM_SLUGS } from '@/features/forms/catalogue';
import { FormClosedNotice } from '@/features/forms/form-closed-notice';
import { ApplicationForm } from './application-form';
import { applicationErrorFromCode, type ApplicationResponse } from './application-options';
import { applyCopy } from './labels';

type Props = {
  position: string;
  jobId?: string;
  returnTo: string;
  searchParams: Record<string, string | string[] | undefined>;
};

/** The application page for one job, or for an open application ("Send Resume"). */
export async function ApplicationPage({ position, jobId, returnTo, searchParams }: Props) {
  const [open, formToken] = await Promise.all([isFormOpenForDisplay(FORM_SLUGS.jobApplication), formTokenForThisRender()]);
  // ?error= holds a code from our own redirect; a code we did not send (or any text) shows nothing.
  const outcome: ApplicationResponse | undefined = searchParams.sent === '1' ? { status: 'success' } : applicationErrorFromCode(searchParams.error);
  return (
    <>
      <PageHero eyebrow="Careers" title={jobId ? `Apply: ${position}` : 'Send Us Your Resume'} subtitle={applyCopy.form} />
      <Container className="pb-20">
        <section aria-labelledby="application-heading" className={`${cardClasses} mx-auto max-w-3xl sm:p-8`}>
          <h2 id="application-heading" className="text-2xl font-bold text-white">
            Your Application
          </h2>
          <p className="mb-6 mt-2 text-sm text-slate-400">
            Position: <span className="text-slate-200">{position}</span> ·{' '}
            <Link href="/careers#positions" className="text-brand-300 underline hover:text-white">
              See all open positions
            </Link>
          </p>
          {open ? (
            <>
              <ApplicationForm jobId={jobId} returnTo={returnTo} formToken={formToken} outcome={outcome} />
              <Island name="application-form" />
            </>
          ) : (
            <FormClosedNotice>
              <p>Please check back later; our open positions stay listed on the careers page.</p>
            </FormClosedNotice>
          )}
        </section>
      </Container>
    </>
  );
}
