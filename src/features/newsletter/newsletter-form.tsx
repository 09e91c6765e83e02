import { Island } from '@/components/island';
import { isFormOpenForDisplay } from '@/features/forms/availability';
import { FORM_SLUGS } from '@/features/forms/catalogue';
import { FormClosedNotice } from '@/features/forms/form-closed-notice';
import { NewsletterSignupForm } from './newsletter-signup-form';

/** The footer's newsletter sign-up, or the notice that it is closed (forms manager). */
export async function NewsletterForm() {
  if (await isFormOpenForDisplay(FORM_SLUGS.newsletter)) {
    return (
      <>
        <NewsletterSignupForm />
        <Island name="form-post" />
      </>
    );
  }
  return <FormClosedNotice compact />;
}
