'use client';

import Link from 'next/link';
import { useState, useSyncExternalStore } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { FormTokenField } from '@/features/contact/form-token-field';
import { APPLICATION_FAILED_MESSAGE, APPLICATION_REQUIRED_MESSAGE, CV_ACCEPT, CV_SIZE_MESSAGE, MAX_CV_BYTES, type ApplicationResponse } from './application-options';

/** `formToken`: the one-time token, or the page cache's slot for one (FormTokenField). */
type Props = { jobId?: string; returnTo: string; formToken: string; outcome?: ApplicationResponse };

const inputClasses =
  'mt-1.5 block w-full rounded-lg border border-white/15 bg-slate-900 px-3.5 py-2.5 text-sm text-white placeholder:text-slate-400 focus:border-brand-400';
const labelClasses = 'block text-sm font-medium text-slate-200';

/**
 * The job application form. It posts multipart data (the CV) to /api/applications: with
 * JavaScript through fetch and toasts, without as a plain form whose answer is a redirect back here.
 */
export function ApplicationForm({ jobId, returnTo, formToken, outcome }: Props) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ApplicationResponse | undefined>(outcome);
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const cv = data.get('cv');
    if (!String(data.get('name') ?? '').trim() || !String(data.get('email') ?? '').trim() || !(cv instanceof File) || cv.size === 0) {
      toast.error('Validation Error', { description: APPLICATION_REQUIRED_MESSAGE });
      return;
    }
    if (cv.size > MAX_CV_BYTES) {
      toast.error('Validation Error', { description: CV_SIZE_MESSAGE });
      return;
    }
    setSending(true);
    let answer: ApplicationResponse;
    try {
      const response = await fetch('/api/applications', { method: 'POST', body: data, headers: { Accept: 'application/json' } });
      answer = (await response.json()) as ApplicationResponse;
    } catch (error) {
      console.error('Job application failed', error);
      answer = { status: 'error', code: 'failed', message: APPLICATION_FAILED_MESSAGE };
    }
    setSending(false);
    setResult(answer);
    if (answer.status === 'success') {
      toast.success('Application Sent!', { description: 'Thank you. We will get back to you within five business days.' });
      form.reset();
    } else {
      toast.error('Error', { description: answer.message });
    }
  };

  return (
    <form
      action="/api/applications"
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate={hydrated}
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
        <div>
          <label htmlFor="application-name" className={labelClasses}>
            Full Name<span aria-hidden className="text-red-300"> *</span>
          </label>
          <input id="application-name" name="name" type="text" required maxLength={200} autoComplete="name" className={inputClasses} />
        </div>
        <div>
          <label htmlFor="application-email" className={labelClasses}>
            Email Address<span aria-hidden className="text-red-300"> *</span>
          </label>
          <input id="application-email" name="email" type="email" required maxLength={254} autoComplete="email" className={inputClasses} />
        </div>
        <div>
          <label htmlFor="application-phone" className={labelClasses}>
            Phone
          </label>
          <input id="application-phone" name="phone" type="tel" maxLength={50} autoComplete="tel" className={inputClasses} />
        </div>
        <div>
          <label htmlFor="application-profile" className={labelClasses}>
            LinkedIn, GitHub or Portfolio URL
          </label>
          <input id="application-profile" name="profileUrl" type="url" maxLength={500} autoComplete="url" placeholder="https://" className={inputClasses} />
        </div>
      </div>
      <div>
        <label htmlFor="application-cover" className={labelClasses}>
          Cover Letter
        </label>
        <textarea id="application-cover" name="coverLetter" rows={6} maxLength={5000} placeholder="What would you like us to know about you?" className={inputClasses} />
      </div>
      <div>
        <label htmlFor="application-cv" className={labelClasses}>
          CV (PDF, DOC or DOCX, up to 10 MB)<span aria-hidden className="text-red-300"> *</span>
        </label>
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
      <Button type="submit" size="lg" disabled={sending} className="w-full">
        {sending ? 'Sending...' : 'Submit Application'}
      </Button>
      <p role="status" className={`min-h-5 text-sm ${result?.status === 'success' ? 'text-emerald-300' : 'text-red-300'}`}>
        {result?.status === 'success' && 'Application sent! Thank you. We will get back to you within five business days.'}
        {result?.status === 'error' && result.message}
      </p>
    </form>
  );
}
