'use client';

import Link from 'next/link';
import { useActionState, useState, useSyncExternalStore, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { submitInquiry } from './actions';
import {
  BUDGETS,
  CONSENT_MESSAGE,
  PROJECT_TYPES,
  REQUIRED_FIELDS_MESSAGE,
  SEND_FAILED_MESSAGE,
  TIMELINES,
  type InquiryResult,
} from './options';

export type ContactFormDefaults = { message?: string; projectType?: string; partnershipType?: string };
type Props = { formToken: string; defaults: ContactFormDefaults; tracking: Record<string, string> };

const inputClasses =
  'mt-1.5 block w-full rounded-lg border border-white/15 bg-slate-900 px-3.5 py-2.5 text-sm text-white placeholder:text-slate-400 focus:border-brand-400';
const labelClasses = 'block text-sm font-medium text-slate-200';

function Field({ label, htmlFor, required, children }: { label: string; htmlFor: string; required?: boolean; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className={labelClasses}>
        {label}
        {required && <span aria-hidden className="text-red-300"> *</span>}
      </label>
      {children}
    </div>
  );
}

function Select({ id, options, defaultValue, placeholder }: { id: string; options: readonly string[]; defaultValue?: string; placeholder: string }) {
  return (
    <select id={id} name={id} defaultValue={defaultValue ?? ''} className={inputClasses}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

/**
 * The project inquiry form. With JavaScript it checks the required fields, sends through the
 * server action and answers with toasts; without, it is a plain POST to the same action and the
 * page shows the result.
 */
export function ContactForm({ formToken, defaults, tracking }: Props) {
  // Without JavaScript the browser posts the form to this action and the page renders its result.
  const [serverResult, formAction] = useActionState<InquiryResult, FormData>(submitInquiry, { status: 'idle', formToken });
  const [result, setResult] = useState<InquiryResult>(serverResult);
  const [sending, startSending] = useTransition();
  // With JavaScript our own checks and toasts replace the browser's validation bubbles.
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const missing = ['name', 'email', 'message'].some((field) => !String(data.get(field) ?? '').trim());
    if (missing) {
      toast.error('Validation Error', { description: REQUIRED_FIELDS_MESSAGE });
      return;
    }
    if (!data.get('consent')) {
      toast.error('Validation Error', { description: CONSENT_MESSAGE });
      return;
    }
    startSending(async () => {
      let next: InquiryResult;
      try {
        next = await submitInquiry(result, data);
      } catch (error) {
        console.error('Contact form submission failed', error);
        next = { status: 'error', message: SEND_FAILED_MESSAGE, formToken: result.formToken };
      }
      setResult(next);
      if (next.status === 'success') {
        toast.success('Message Sent Successfully!', { description: "We'll get back to you within 24 hours." });
        form.reset();
      } else if (next.status === 'invalid') {
        toast.error('Validation Error', { description: next.message });
      } else if (next.status === 'error') {
        toast.error('Error', { description: next.message || SEND_FAILED_MESSAGE });
      }
    });
  };

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate={hydrated} className="space-y-5" aria-labelledby="inquiry-heading" aria-describedby="contact-form-status">
      <input type="hidden" name="formToken" value={result.formToken} />
      {defaults.partnershipType && <input type="hidden" name="partnershipType" value={defaults.partnershipType} />}
      {Object.entries(tracking).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Invisible to people; bots fill it in. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full Name" htmlFor="name" required>
          <input id="name" name="name" required maxLength={200} autoComplete="name" placeholder="Jane Smith" className={inputClasses} />
        </Field>
        <Field label="Email Address" htmlFor="email" required>
          <input id="email" name="email" type="email" required maxLength={254} autoComplete="email" placeholder="jane@company.com" className={inputClasses} />
        </Field>
        <Field label="Company" htmlFor="company">
          <input id="company" name="company" maxLength={200} autoComplete="organization" placeholder="Company name" className={inputClasses} />
        </Field>
        <Field label="Phone" htmlFor="phone">
          <input id="phone" name="phone" type="tel" maxLength={50} autoComplete="tel" placeholder="+1 (555) 000-0000" className={inputClasses} />
        </Field>
        <Field label="Project Type" htmlFor="projectType" required>
          <Select id="projectType" options={PROJECT_TYPES} defaultValue={defaults.projectType} placeholder="Select project type" />
        </Field>
        <Field label="Budget Range" htmlFor="budget">
          <Select id="budget" options={BUDGETS} placeholder="Select budget range" />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Timeline" htmlFor="timeline">
            <Select id="timeline" options={TIMELINES} placeholder="Select timeline" />
          </Field>
        </div>
      </div>
      <Field label="Project Details" htmlFor="message" required>
        <textarea
          id="message"
          name="message"
          required
          maxLength={5000}
          rows={6}
          defaultValue={defaults.message}
          placeholder="Tell us about your project, goals and any requirements..."
          className={inputClasses}
        />
      </Field>
      <div className="flex items-start gap-3">
        <input id="consent" name="consent" type="checkbox" required className="mt-1 size-4 rounded border-white/20 bg-slate-900 accent-brand-500" />
        <label htmlFor="consent" className="text-sm text-slate-300">
          I agree to the processing of my details to answer this inquiry, as described in the{' '}
          <Link href="/privacy" className="text-brand-300 underline hover:text-white">
            Privacy Policy
          </Link>
          .
        </label>
      </div>
      <Button type="submit" size="lg" disabled={sending} className="w-full">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
      <p id="contact-form-status" role="status" className={`min-h-5 text-sm ${result.status === 'success' ? 'text-emerald-300' : 'text-red-300'}`}>
        {result.status === 'success' && "Message Sent Successfully! We'll get back to you within 24 hours."}
        {(result.status === 'invalid' || result.status === 'error') && result.message}
      </p>
    </form>
  );
}
