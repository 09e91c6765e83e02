import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Field, Input, Label, Textarea } from '@/components/ui/field';
import { FormTokenField } from '@/features/contact/form-token-field';
import { APPLICATION_SENT, CV_ACCEPT, type ApplicationResponse } from './application-options';

/** `formToken`: the one-time token, or the page cache's slot for one (FormTokenField). */
type Props = { jobId?: string; returnTo: string; formToken: string; outcome?: ApplicationResponse };

/**
 * The job application form, drawn on the server. It posts multipart data (the CV) to
 * /api/applications: without JavaScript as a plain form whose answer is a redirect back here
 * (`outcome` is that answer), with JavaScript through application-form.island.ts (its checks,
 * then fetch and toasts).
 */
export function ApplicationForm({ jobId, returnTo, formToken, outcome }: Props) {
  return (
    <form
      action="/api/applications"
      method="post"
      encType="multipart/form-data"
      data-application-form=""
      aria-labelledby="application-heading"
      className="space-y-5"
    >
      <FormTokenField token={formToken} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {jobId && <input type="hidden" name="jobId" value={jobId} />}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="application-website">Website</label>
        <input id="application-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field tone="site" id="application-name" label="Full Name" required>
          {(control) => <Input tone="site" {...control} name="name" type="text" required maxLength={200} autoComplete="name" />}
        </Field>
        <Field tone="site" id="application-email" label="Email Address" required>
          {(control) => <Input tone="site" {...control} name="email" type="email" required maxLength={254} autoComplete="email" />}
        </Field>
        <Field tone="site" id="application-phone" label="Phone">
          {(control) => <Input tone="site" {...control} name="phone" type="tel" maxLength={50} autoComplete="tel" />}
        </Field>
        <Field tone="site" id="application-profile" label="LinkedIn, GitHub or Portfolio URL">
          {(control) => <Input tone="site" {...control} name="profileUrl" type="url" maxLength={500} autoComplete="url" placeholder="https://" />}
        </Field>
      </div>
      <Field tone="site" id="application-cover" label="Cover Letter">
        {(control) => (
          <Textarea tone="site" {...control} name="coverLetter" rows={6} maxLength={5000} placeholder="What would you like us to know about you?" />
        )}
      </Field>
      <div>
        <Label htmlFor="application-cv" required>
          CV (PDF, DOC or DOCX, up to 10 MB)
        </Label>
        <input
          id="application-cv"
          name="cv"
          type="file"
          required
          accept={CV_ACCEPT}
          className="mt-1.5 block w-full text-sm text-slate-300 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-semibold file:text-white"
        />
      </div>
      <div className="flex items-start gap-3">
        <input id="application-consent" name="consent" type="checkbox" required className="mt-1 size-4 accent-brand-500" />
        <label htmlFor="application-consent" className="text-sm text-slate-300">
          I agree to the processing of my application and CV for recruiting, as described in the{' '}
          <Link href="/privacy" className="text-brand-300 underline hover:text-white">
            Privacy Policy
          </Link>
          .
        </label>
      </div>
      <Button type="submit" size="lg" data-sending-label="Sending..." className="w-full">
        Submit Application
      </Button>
      <p role="status" data-outcome={outcome?.status} className="min-h-5 text-sm text-red-300 data-[outcome=success]:text-emerald-300">
        {outcome?.status === 'success' && APPLICATION_SENT}
        {outcome?.status === 'error' && outcome.message}
      </p>
    </form>
  );
}
