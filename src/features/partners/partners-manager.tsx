'use client';

import { useState } from 'react';
import { ExternalLink } from '@/components/site/sections';
import { CrudManager, type CrudListProps, type CrudScreenText } from '@/features/admin/crud/crud-manager';
import { CheckboxField, FieldRow, SelectField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { Badge, CrudCardBody, StatusBadge } from '@/features/admin/crud/list-shell';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { MediaPickerButton } from '@/features/media/media-picker';
import { deletePartner, savePartner } from './admin-actions';
import type { AdminPartner } from './collection';
import { EMPTY_PARTNER, PARTNERSHIP_TYPES, type PartnerFormValues } from './admin-schema';

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

const TEXT: CrudScreenText = {
  title: 'Partners Management',
  description:
    'Technology and business partners shown on the partners page. Featured partners are listed first; inactive ones are hidden from the public site.',
  emptyText: 'No partners found. Add your first partner to show it on the partners page.',
};

/** A partner's card: the logo beside its name, facts, website and description. */
const card = (partner: AdminPartner) => {
  const href = safeHref(partner.websiteUrl);
  return (
    <div className="flex gap-4">
      <Logo key={partner.logoUrl} url={partner.logoUrl} />
      <div className="min-w-0">
        <CrudCardBody
          title={partner.name}
          badges={
            <>
              {partner.isFeatured && <Badge>Featured</Badge>}
              <StatusBadge active={partner.isActive} />
            </>
          }
          meta={[partner.partnershipType, partner.industry].filter(Boolean).join(' · ')}
          summary={partner.description}
        >
          {href && (
            <ExternalLink href={href} className="mt-1 inline-block text-sm text-brand-300 underline-offset-4 hover:underline">
              {href.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
              <span className="sr-only">: website of {partner.name}</span>
            </ExternalLink>
          )}
        </CrudCardBody>
      </div>
    </div>
  );
};

/** /admin/partners: the partners list with the create/edit form (spec section 2, 'Partners Management'). */
export function PartnersManager({ partners, ...list }: { partners: AdminPartner[] } & CrudListProps) {
  const crud = useCrudForm<PartnerFormValues>({ noun: 'partner', empty: EMPTY_PARTNER, save: savePartner, remove: deletePartner });
  return (
    <CrudManager {...list} crud={crud} text={TEXT} rows={partners} nameOf={(partner) => partner.name} card={card}>
      <TextField label="Partner Name" {...crud.bind('name')} maxLength={200} />
      <SelectField label="Partnership Type" {...crud.bind('partnershipType')} options={PARTNERSHIP_TYPES} />
      {/* Text, not type="url": a logo from the media library is a path on this site (/media/…). */}
      <TextField label="Logo URL" optional {...crud.bind('logoUrl')} maxLength={2000} placeholder="https://… or /media/…">
        <MediaPickerButton onSelect={(url) => crud.setField('logoUrl', url)} />
      </TextField>
      <TextField label="Website URL" optional type="url" {...crud.bind('websiteUrl')} placeholder="https://" />
      <TextField label="Industry" optional {...crud.bind('industry')} maxLength={100} />
      <TextAreaField label="Description" {...crud.bind('description')} maxLength={2000} />
      <FieldRow>
        <CheckboxField label="Featured" {...crud.bindChecked('isFeatured')} />
        <CheckboxField label="Active" {...crud.bindChecked('isActive')} />
      </FieldRow>
    </CrudManager>
  );
}
