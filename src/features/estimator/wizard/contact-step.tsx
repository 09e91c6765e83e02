'use client';

import Link from 'next/link';
import { Field, Input, Textarea } from '@/components/ui/field';
import type { Contact } from './state';

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
        <Field tone="site" id="estimate-name" label="Full Name" required>
          {(control) => (
            <Input
              tone="site"
              {...control}
              type="text"
              required
              maxLength={200}
              autoComplete="name"
              placeholder="Jane Smith"
              value={value.name}
              onChange={set('name')}
            />
          )}
        </Field>
        <Field tone="site" id="estimate-email" label="Email Address" required>
          {(control) => (
            <Input
              tone="site"
              {...control}
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              placeholder="jane@company.com"
              value={value.email}
              onChange={set('email')}
            />
          )}
        </Field>
        <Field tone="site" id="estimate-company" label="Company">
          {(control) => (
            <Input
              tone="site"
              {...control}
              type="text"
              maxLength={200}
              autoComplete="organization"
              placeholder="Company name"
              value={value.company}
              onChange={set('company')}
            />
          )}
        </Field>
        <Field tone="site" id="estimate-phone" label="Phone">
          {(control) => (
            <Input
              tone="site"
              {...control}
              type="tel"
              maxLength={50}
              autoComplete="tel"
              placeholder="+1 (555) 000-0000"
              value={value.phone}
              onChange={set('phone')}
            />
          )}
        </Field>
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
