'use client';

import { useState, type ReactNode } from 'react';
import { ExternalLink } from '@/components/site/sections';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { CrudFormFrame } from '@/features/admin/crud/form-frame';
import { Badge, CrudCard, CrudListShell, StatusBadge } from '@/features/admin/crud/list-shell';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { MediaPickerButton } from '@/features/media/media-picker';
import { deletePartner, savePartner } from './admin-actions';
import type { AdminPartner } from './collection';
import { EMPTY_PARTNER, PARTNERSHIP_TYPES, type PartnerFormValues } from './admin-schema';

const toForm = (partner: AdminPartner): PartnerFormValues => ({
  name: partner.name,
  description: partner.description,
  logoUrl: partner.logoUrl ?? '',
  websiteUrl: partner.websiteUrl ?? '',
  partnershipType: partner.partnershipType,
  industry: partner.industry ?? '',
  isFeatured: partner.isFeatured,
  isActive: partner.isActive,
});

const safeHref = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** The logo, hidden when it fails to load (spec). */
function Logo({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  const src = url && (safeHref(url) ?? (url.startsWith('/') && !url.startsWith('//') ? url : null));
  if (!src || failed) return null;
  // A plain <img>: logos come from anywhere on the web, and a failure must be detectable.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt="" width={48} height={48} onError={() => setFailed(true)} className="size-12 shrink-0 rounded-lg bg-white object-contain p-1" />;
}

/** /admin/partners: the partners list with the create/edit form (spec section 2, 'Partners Management'). */
export function PartnersManager({ partners, controls, loadFailed }: { partners: AdminPartner[]; controls: ReactNode; loadFailed?: boolean }) {
  const crud = useCrudForm<PartnerFormValues>({ noun: 'partner', empty: EMPTY_PARTNER, save: savePartner, remove: deletePartner });
  const { values, setField } = crud;
  const form = crud.isOpen && (
    <CrudFormFrame
      title={crud.mode.kind === 'editing' ? 'Edit Partner' : 'Create New Partner'}
      pending={crud.pending}
      onSubmit={crud.submit}
      onCancel={crud.cancel}
    >
      <TextField label="Partner Name" value={values.name} onChange={(v) => setField('name', v)} maxLength={200} />
      <SelectField label="Partnership Type" value={values.partnershipType} options={PARTNERSHIP_TYPES} onChange={(v) => setField('partnershipType', v)} />
      {/* Text, not type="url": a logo from the media library is a path on this site (/media/…). */}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label="Logo URL"
            optional
            value={values.logoUrl}
            onChange={(v) => setField('logoUrl', v)}
            maxLength={2000}
            placeholder="https://… or /media/…"
          />
        </div>
        <MediaPickerButton onSelect={(url) => setField('logoUrl', url)} />
      </div>
      <TextField label="Website URL" optional type="url" value={values.websiteUrl} onChange={(v) => setField('websiteUrl', v)} placeholder="https://" />
      <TextField label="Industry" optional value={values.industry} onChange={(v) => setField('industry', v)} maxLength={100} />
      <TextAreaField label="Description" value={values.description} onChange={(v) => setField('description', v)} maxLength={2000} />
      <div className="flex flex-wrap gap-6 sm:col-span-2">
        <CheckboxField label="Featured" checked={values.isFeatured} onChange={(v) => setField('isFeatured', v)} />
        <CheckboxField label="Active" checked={values.isActive} onChange={(v) => setField('isActive', v)} />
      </div>
    </CrudFormFrame>
  );
  return (
    <CrudListShell
      title="Partners Management"
      description="Technology and business partners shown on the partners page. Featured partners are listed first; inactive ones are hidden from the public site."
      addLabel="Add Partner"
      onAdd={crud.openCreate}
      addDisabled={crud.isOpen}
      form={form}
      controls={controls}
      count={partners.length}
      emptyText="No partners found. Add your first partner to show it on the partners page."
      loadFailed={loadFailed}
      plural="partners"
    >
      {partners.map((partner) => {
        const href = safeHref(partner.websiteUrl);
        return (
          <CrudCard
            key={partner.id}
            name={partner.name}
            onEdit={() => crud.openEdit(partner.id, toForm(partner))}
            onDelete={() => crud.remove(partner.id)}
            editDisabled={crud.isOpen}
            deleteDisabled={crud.pending}
          >
            <div className="flex gap-4">
              <Logo key={partner.logoUrl} url={partner.logoUrl} />
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-semibold text-white">{partner.name}</h2>
                  {partner.isFeatured && <Badge>Featured</Badge>}
                  <StatusBadge active={partner.isActive} />
                </div>
                <p className="mt-1 text-sm text-slate-300">{[partner.partnershipType, partner.industry].filter(Boolean).join(' · ')}</p>
                {href && (
                  <ExternalLink href={href} className="mt-1 inline-block text-sm text-brand-300 underline-offset-4 hover:underline">
                    {href.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
                    <span className="sr-only">: website of {partner.name}</span>
                  </ExternalLink>
                )}
                {partner.description && <p className="mt-2 line-clamp-2 text-sm text-slate-400">{partner.description}</p>}
              </div>
            </div>
          </CrudCard>
        );
      })}
    </CrudListShell>
  );
}
