'use client';

import { Tabs } from 'radix-ui';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { MediaPickerButton } from '@/features/media/media-picker';
import { saveWebsiteSection } from './admin-actions';
import type { FooterFallbacks } from './admin-data';
import { SECTION_LABELS, SECTION_TYPES, type SectionContents, type SectionType } from './schema';

function SectionForm({
  section,
  pending,
  onSubmit,
  description,
  children,
}: {
  section: SectionType;
  pending: boolean;
  onSubmit: () => void;
  description: ReactNode;
  children: ReactNode;
}) {
  const label = SECTION_LABELS[section];
  return (
    <form
      aria-label={`${label} section`}
      className="rounded-2xl border border-white/10 bg-white/[0.03] p-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 className="text-lg font-semibold text-white">{label}</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-400">{description}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
      <Button type="submit" className="mt-6" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}

/** /admin/website-sections: the logo, header and footer the public site shows, one tab each. */
export function WebsiteSectionsManager({ sections, footerFallbacks }: { sections: SectionContents; footerFallbacks: FooterFallbacks }) {
  const router = useRouter();
  const [tab, setTab] = useState<SectionType>('logo');
  const [values, setValues] = useState(sections);
  const [pending, startTransition] = useTransition();
  const set = <S extends SectionType, K extends keyof SectionContents[S]>(section: S, key: K, value: SectionContents[S][K]) =>
    setValues((current) => ({ ...current, [section]: { ...current[section], [key]: value } }));
  /** A field's value and change handler, to spread on its input. */
  const bind = <S extends SectionType, K extends keyof SectionContents[S]>(section: S, key: K) => ({
    value: values[section][key],
    onChange: (value: SectionContents[S][K]) => set(section, key, value),
  });

  const save = (section: SectionType) =>
    startTransition(async () => {
      const result = await saveWebsiteSection({ section, ...values[section] }).catch(() => ({
        ok: false as const,
        status: 500 as const,
        error: 'The server could not be reached. Please try again.',
      }));
      if (!result.ok) {
        toast.error(`Failed to update ${section} section.`, { description: result.error });
        if (result.status === 401) router.refresh();
        return;
      }
      toast.success(`${SECTION_LABELS[section]} Section Updated`);
      router.refresh();
    });

  const fallback = (value: string) => (value ? ` (now ${value})` : '');
  // Each tab's form: what the section is, then its fields.
  const forms: Record<SectionType, { description: string; fields: ReactNode }> = {
    logo: {
      description: 'With an image URL the header and footer show the image; without one, the logo text. Blank alt text or logo text: the company name.',
      fields: (
        <>
          <div className="flex items-end gap-2 sm:col-span-2">
            <div className="min-w-0 flex-1">
              <TextField label="Logo Image URL" optional {...bind('logo', 'url')} maxLength={2000} placeholder="/media/logo.svg or https://…" />
            </div>
            <MediaPickerButton onSelect={(url) => set('logo', 'url', url)} />
          </div>
          <TextField label="Alt Text" optional {...bind('logo', 'alt')} maxLength={200} />
          <TextField label="Logo Text" optional {...bind('logo', 'text')} maxLength={100} />
        </>
      ),
    },
    header: {
      description: 'The button at the right of the header (and at the bottom of the mobile menu), and the search link next to it.',
      fields: (
        <>
          <TextField label="Button Text" {...bind('header', 'ctaText')} maxLength={40} />
          <TextField label="Button Link" {...bind('header', 'ctaLink')} maxLength={2000} placeholder="/estimator or https://…" />
          <CheckboxField label="Show the search in the header" checked={values.header.showSearch} onChange={(v) => set('header', 'showSearch', v)} />
        </>
      ),
    },
    footer: {
      description: `Left blank, the email, phone and address come from the Contact Info settings, which the contact page shows: email${fallback(footerFallbacks.email)}, phone${fallback(footerFallbacks.phone)}, address${fallback(footerFallbacks.address)}.`,
      fields: (
        <>
          <TextAreaField label="Company Description" {...bind('footer', 'companyDescription')} maxLength={1000} rows={3} />
          <TextField label="Email" optional {...bind('footer', 'email')} maxLength={254} placeholder={footerFallbacks.email} />
          <TextField label="Phone" optional {...bind('footer', 'phone')} maxLength={50} placeholder={footerFallbacks.phone} />
          <div className="sm:col-span-2">
            <TextField label="Address" optional {...bind('footer', 'address')} maxLength={300} placeholder={footerFallbacks.address} />
          </div>
        </>
      ),
    },
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Website Sections</h1>
        <p className="mt-1 max-w-3xl text-slate-400">
          The logo, header and footer shown on every page of the public site. A saved change shows on the next page a visitor opens.
        </p>
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as SectionType)}>
        <Tabs.List aria-label="Website sections" className="flex gap-1 border-b border-white/10">
          {SECTION_TYPES.map((section) => (
            <Tabs.Trigger
              key={section}
              value={section}
              className="-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 data-[state=active]:border-brand-400 data-[state=active]:text-white"
            >
              {SECTION_LABELS[section]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        {SECTION_TYPES.map((section) => (
          <Tabs.Content key={section} value={section} className="pt-6 focus-visible:outline-none">
            <SectionForm section={section} pending={pending} onSubmit={() => save(section)} description={forms[section].description}>
              {forms[section].fields}
            </SectionForm>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
