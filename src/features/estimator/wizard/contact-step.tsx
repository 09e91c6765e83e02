'use client';

import Link from 'next/link';
import { Field, Input, Textarea } from '@/components/ui/field';
import type { Contact } from './state';

/** The one-line fields, in their order on the form; the description below them is a text area. */
const INPUTS: {
  key: Exclude<keyof Contact, 'description'>;
  label: string;
  type: 'text' | 'email' | 'tel';
  required?: boolean;
  maxLength: number;
  autoComplete: string;
  placeholder: string;
}[] = [
  { key: 'name', label: 'Full Name', type: 'text', required: true, maxLength: 200, autoComplete: 'name', placeholder: 'Jane Smith' },
  { key: 'email', label: 'Email Address', type: 'email', required: true, maxLength: 254, autoComplete: 'email', placeholder: 'jane@company.com' },
  { key: 'company', label: 'Company', type: 'text', maxLength: 200, autoComplete: 'organization', placeholder: 'Company name' },
  { key: 'phone', label: 'Phone', type: 'tel', maxLength: 50, autoComplete: 'tel', placeholder: '+1 (555) 000-0000' },
];

/**
 * Step 6: who the estimate is for. The form is submitted by the wizard's Generate Estimate
 * button (form attribute), or by Enter in a field; the browser checks the required fields.
 */
export function ContactStep({
  formId,
  value,
  onChange,
  onSubmit,
}: {
  formId: string;
  value: Contact;
  onChange: (value: Contact) => void;
  onSubmit: () => void;
}) {
  const set = (key: keyof Contact) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ ...value, [key]: event.target.value });
  return (
    <form
      id={formId}
      aria-label="Contact information"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map(({ key, label, ...input }) => (
          <Field key={key} tone="site" id={`estimate-${key}`} label={label} required={input.required}>
            {(control) => <Input tone="site" {...control} {...input} value={value[key]} onChange={set(key)} />}
          </Field>
        ))}
      </div>
      <Field tone="site" id="estimate-description" label="Project Description">
        {(control) => (
          <Textarea
            tone="site"
            {...control}
            maxLength={5000}
            rows={5}
            placeholder="Goals, users, deadlines, systems to integrate with..."
            value={value.description}
            onChange={set('description')}
          />
        )}
      </Field>
      <p className="text-sm text-slate-400">
        Fields marked * are required. We use your details to prepare and send this estimate and to follow up on it, as described in our{' '}
        <Link href="/privacy" className="text-brand-300 underline hover:text-white">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
