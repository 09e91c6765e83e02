'use client';

import Link from 'next/link';
import { useActionState, useState, useSyncExternalStore, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { controlProps, Field, FieldNotes, Input, Select, Textarea, type ControlProps } from '@/components/ui/field';
import { trackEvent } from '@/features/analytics/track';
import { submitInquiry } from './actions';
import { checkInquiryForm, firstInvalid } from './check-form';
import { FormTokenField } from './form-token-field';
import {
  BUDGETS,
  CONTACT_LABELS,
  PROJECT_TYPES,
  SEND_FAILED_MESSAGE,
  summarizeFieldErrors,
  TIMELINES,
  type InquiryField,
  type InquiryFieldErrors,
  type InquiryResult,
  type InquiryValues,
} from './options';

export type ContactFormDefaults = { message?: string; projectType?: string; partnershipType?: string };
type Props = {
  /** The one-time token, or the page cache's slot for one (FormTokenField). */
  formToken: string;
  defaults: ContactFormDefaults;
  /** The page's own address: without JavaScript the form posts there and the page shows the answer. */
  permalink: string;
};

const SITE = { tone: 'site' } as const;

/** The toast of each answer, as React shows it and as the island does from the answer drawn. */
const TOAST_TITLES: Record<InquiryResult['status'], string | undefined> = {
  idle: undefined,
  success: 'Message Sent Successfully!',
  invalid: 'Validation Error',
  error: 'Error',
};
const SUCCESS_TEXT = "We'll get back to you within 24 hours.";

type InputField = Exclude<InquiryField, 'consent' | 'message'>;

/** The one-line inputs, in order: what each takes, its limit, what the browser may fill it with, an example. */
const TEXT_INPUTS: { name: InputField; required?: boolean; type: 'text' | 'email' | 'tel'; maxLength: number; autoComplete: string; placeholder: string }[] = [
  { name: 'name', required: true, type: 'text', maxLength: 200, autoComplete: 'name', placeholder: 'Jane Smith' },
  { name: 'email', required: true, type: 'email', maxLength: 254, autoComplete: 'email', placeholder: 'jane@company.com' },
  { name: 'company', type: 'text', maxLength: 200, autoComplete: 'organization', placeholder: 'Company name' },
  { name: 'phone', type: 'tel', maxLength: 50, autoComplete: 'tel', placeholder: '+1 (555) 000-0000' },
];

/** The drop-downs, each opening on the empty choice its placeholder names. */
const CHOICES: { name: InputField; required?: boolean; options: readonly string[]; placeholder: string; className?: string }[] = [
  { name: 'projectType', required: true, options: PROJECT_TYPES, placeholder: 'Select project type' },
  { name: 'budget', options: BUDGETS, placeholder: 'Select budget range' },
  { name: 'timeline', options: TIMELINES, placeholder: 'Select timeline', className: 'sm:col-span-2' },
];

/** A select whose first option is the empty choice its placeholder names. */
function ChoiceSelect({
  options,
  placeholder,
  defaultValue,
  ...rest
}: ControlProps & { name: string; options: readonly string[]; defaultValue?: string; placeholder: string; autoFocus: boolean }) {
  return (
    <Select {...SITE} {...rest} defaultValue={defaultValue ?? ''}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </Select>
  );
}

/**
 * The project inquiry form. With JavaScript it checks the required fields, sends through the
 * server action and answers with toasts and with each error beside its field; without, it is a
 * plain POST to the same action and the page shows the result, errors beside the fields and
 * what the visitor typed.
 */
export function ContactForm({ formToken, defaults, permalink }: Props) {
  // Without JavaScript the browser posts the form to the permalink and the page renders this result.
  // Until the server answers, the token is the one in the page's markup (FormTokenField).
  const [serverResult, formAction] = useActionState<InquiryResult, FormData>(submitInquiry, { status: 'idle', formToken: '' }, permalink);
  const [result, setResult] = useState<InquiryResult>(serverResult);
  const [fieldErrors, setFieldErrors] = useState<InquiryFieldErrors>(serverResult.status === 'invalid' ? serverResult.fieldErrors : {});
  const [sending, startSending] = useTransition();
  // With JavaScript our own checks and toasts replace the browser's validation bubbles.
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  const values: InquiryValues = (serverResult.status === 'invalid' || serverResult.status === 'error' ? serverResult.values : undefined) ?? {};
  // What the fields start with: what the visitor sent (a post without JavaScript), else the link's defaults.
  const initial: InquiryValues = { ...values, projectType: values.projectType ?? defaults.projectType, message: values.message ?? defaults.message };
  // Only the server's answer focuses a field as the page loads (after a post without JavaScript).
  const autoFocusField = serverResult.status === 'invalid' ? firstInvalid(serverResult.fieldErrors) : undefined;
  // Each field's label, its error beside it (the id the island finds it by: `${field}-error`).
  const fieldOf = (field: Exclude<InquiryField, 'consent'>, required = false) => ({
    ...SITE,
    errorSlot: true,
    id: field,
    label: CONTACT_LABELS[field],
    required,
    error: fieldErrors[field],
  });

  const showErrors = (form: HTMLFormElement, errors: InquiryFieldErrors, message: string) => {
    setFieldErrors(errors);
    toast.error('Validation Error', { description: message });
    const first = firstInvalid(errors);
    const control = first && form.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const errors = checkInquiryForm(form);
    if (Object.keys(errors).length > 0) {
      showErrors(form, errors, summarizeFieldErrors(errors));
      return;
    }
    setFieldErrors({});
    const data = new FormData(form);
    // After a first answer, the newer token the server gave (the one in the markup is used up).
    if (result.formToken) data.set('formToken', result.formToken);
    // Read here, not rendered into the page: the page is the same for every visitor (page cache).
    data.set('sourcePage', window.location.href);
    data.set('referrer', document.referrer);
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
        trackEvent('contact_sent');
        toast.success(TOAST_TITLES.success!, { description: SUCCESS_TEXT });
        form.reset();
      } else if (next.status === 'invalid') {
        showErrors(form, next.fieldErrors, next.message);
      } else if (next.status === 'error') {
        toast.error('Error', { description: next.message || SEND_FAILED_MESSAGE });
      }
    });
  };

  // An error goes away once its field is changed.
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as InquiryField;
    if (!fieldErrors[name]) return;
    setFieldErrors((errors) => {
      const next = { ...errors };
      delete next[name];
      return next;
    });
  };

  return (
    <form
      action={formAction}
      // The visit statistics report 'contact_started' when a field of this form is first entered.
      data-event="contact"
      // On a page without React, contact-form.island.ts checks it and form-post.island.ts sends it,
      // showing the answer drawn here (decision 100).
      data-island-form="contact"
      data-result={serverResult.status === 'idle' ? undefined : serverResult.status}
      data-toast-title={TOAST_TITLES[serverResult.status]}
      data-toast-text={
        serverResult.status === 'success' ? SUCCESS_TEXT : serverResult.status === 'idle' ? undefined : serverResult.message || SEND_FAILED_MESSAGE
      }
      data-success-event="contact_sent"
      data-failed-title="Error"
      data-failed-text={SEND_FAILED_MESSAGE}
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate={hydrated}
      className="space-y-5"
      aria-labelledby="inquiry-heading"
      aria-describedby="contact-form-status"
    >
      <FormTokenField token={serverResult.status === 'idle' ? formToken : serverResult.formToken} />
      {defaults.partnershipType && <input type="hidden" name="partnershipType" value={defaults.partnershipType} />}
      {/* Invisible to people; bots fill it in. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_INPUTS.map(({ name, required = false, ...input }) => (
          <Field key={name} {...fieldOf(name, required)}>
            {(control) => (
              <Input {...SITE} {...control} {...input} name={name} required={required} defaultValue={initial[name]} autoFocus={autoFocusField === name} />
            )}
          </Field>
        ))}
        {CHOICES.map(({ name, required = false, className, ...choice }) => (
          <Field key={name} {...fieldOf(name, required)} className={className}>
            {(control) => <ChoiceSelect {...control} {...choice} name={name} defaultValue={initial[name]} autoFocus={autoFocusField === name} />}
          </Field>
        ))}
      </div>
      <Field {...fieldOf('message', true)}>
        {(control) => (
          <Textarea
            {...SITE}
            {...control}
            name="message"
            required
            maxLength={5000}
            rows={6}
            defaultValue={initial.message}
            placeholder="Tell us about your project, goals and any requirements..."
            autoFocus={autoFocusField === 'message'}
          />
        )}
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            {...controlProps('consent', undefined, fieldErrors.consent)}
            name="consent"
            type="checkbox"
            required
            defaultChecked={values.consent}
            autoFocus={autoFocusField === 'consent'}
            className="mt-0.5 size-5 shrink-0 rounded border-white/20 bg-slate-900 accent-brand-500"
          />
          <label htmlFor="consent" className="text-sm text-slate-300">
            I agree to the processing of my details to answer this inquiry, as described in the{' '}
            <Link href="/privacy" className="text-brand-300 underline hover:text-white">
              Privacy Policy
            </Link>
            .
          </label>
        </div>
        <FieldNotes {...SITE} errorSlot id="consent" error={fieldErrors.consent} />
      </div>
      <Button type="submit" size="lg" disabled={sending} className="w-full" data-sending-label="Sending...">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
      <p id="contact-form-status" role="status" className={`min-h-5 text-sm ${result.status === 'success' ? 'text-emerald-300' : 'text-red-300'}`}>
        {result.status === 'success' && "Message Sent Successfully! We'll get back to you within 24 hours."}
        {(result.status === 'invalid' || result.status === 'error') && result.message}
      </p>
    </form>
  );
}
