'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { inputClasses } from './controls';
import type { Contact } from './state';

function Field({ label, htmlFor, required, children }: { label: string; htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-200">
        {label}
        {required && <span aria-hidden className="text-red-300"> *</span>}
      </label>
      {children}
    </div>
  );
}

/**
 * Step 6: who the estimate is for. The form is submitted by the wizard's Generate Estimate
 * button (form attribute), or by Enter in a field; the browser checks the required fields.
 */
export function ContactStep({ formId, value, onChange, onSubmit }: { formId: string; value: Contact; onChange: (value: Contact) => void; onSubmit: () => void }) {
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
        <Field label="Full Name" htmlFor="estimate-name" required>
          <input id="estimate-name" type="text" required maxLength={200} autoComplete="name" placeholder="Jane Smith" value={value.name} onChange={set('name')} className={inputClasses} />
        </Field>
        <Field label="Email Address" htmlFor="estimate-email" required>
          <input
            id="estimate-email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder="jane@company.com"
            value={value.email}
            onChange={set('email')}
            className={inputClasses}
          />
        </Field>
        <Field label="Company" htmlFor="estimate-company">
          <input id="estimate-company" type="text" maxLength={200} autoComplete="organization" placeholder="Company name" value={value.company} onChange={set('company')} className={inputClasses} />
        </Field>
        <Field label="Phone" htmlFor="estimate-phone">
          <input id="estimate-phone" type="tel" maxLength={50} autoComplete="tel" placeholder="+1 (555) 000-0000" value={value.phone} onChange={set('phone')} className={inputClasses} />
        </Field>
      </div>
      <Field label="Project Description" htmlFor="estimate-description">
        <textarea
          id="estimate-description"
          maxLength={5000}
          rows={5}
          placeholder="Goals, users, deadlines, systems to integrate with..."
          value={value.description}
          onChange={set('description')}
          className={inputClasses}
        />
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
