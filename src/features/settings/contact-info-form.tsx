'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/features/admin/crud/fields';
import { saveContactInfo } from './admin-actions';
import type { ContactInfoFormValues } from './admin-schema';

/**
 * The Contact Info tab: company name, email, phone and address, saved together (getSiteInfo reads
 * them for the contact page, emails and the footer's blank fields).
 */
export function ContactInfoForm({ initial }: { initial: ContactInfoFormValues }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [pending, startTransition] = useTransition();
  const set = (field: keyof ContactInfoFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = () =>
    startTransition(async () => {
      const result = await saveContactInfo(values).catch(() => ({ ok: false as const, error: 'The server could not be reached. Please try again.', status: 500 as const }));
      if (!result.ok) {
        toast.error('Failed to update setting.', { description: result.error });
        return;
      }
      toast.success('Setting Updated');
      router.refresh();
    });

  return (
    <form
      aria-labelledby="contact-info-heading"
      className="rounded-2xl border border-white/10 bg-white/[0.03] p-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="contact-info-heading" className="text-xl font-semibold text-white">
        Contact Info
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-400">Shown on the contact page and in emails, and in the footer wherever the footer section (Website Sections) leaves a field blank.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="Company Name" value={values.companyName} onChange={set('companyName')} maxLength={100} />
        <TextField label="Contact Email" value={values.contactEmail} onChange={set('contactEmail')} maxLength={254} placeholder="hello@example.com" />
        <TextField label="Contact Phone" optional value={values.contactPhone} onChange={set('contactPhone')} maxLength={50} placeholder="+1 (307) 555-0142" />
        <TextAreaField label="Contact Address" value={values.contactAddress} onChange={set('contactAddress')} maxLength={500} rows={2} />
      </div>
      <Button type="submit" className="mt-6" disabled={pending}>
        {pending ? 'Saving…' : 'Save Contact Info'}
      </Button>
    </form>
  );
}
