// What the Partners Management form sends to savePartner, checked on the server (and the choices the form uses).
import { z } from 'zod';
import { type FormValuesOf, longText, optionalHttpUrl, optionalText, recordId, requiredText } from '@/features/admin/crud/schema-helpers';
import { PARTNERSHIP_TYPES } from '@/server/db/enums';

export { PARTNERSHIP_TYPES };

export const partnerInputSchema = z.object({
  id: recordId.optional(),
  name: requiredText('partner name', 200),
  description: longText('description', 2000),
  logoUrl: optionalHttpUrl('logo URL', { allowSitePath: true }),
  websiteUrl: optionalHttpUrl('website URL'),
  partnershipType: z.enum(PARTNERSHIP_TYPES, 'Choose a partnership type: technology, strategic, integration, consulting or reseller.').default('technology'),
  industry: optionalText('industry', 100),
  isFeatured: z.boolean('Say whether the partner is featured.').default(false),
  isActive: z.boolean('Say whether the partner is active.').default(true),
});

export type PartnerInput = z.output<typeof partnerInputSchema>;

/** The form's values: every text as text (absent optional values are empty text). */
export type PartnerFormValues = FormValuesOf<typeof partnerInputSchema>;

export const EMPTY_PARTNER: PartnerFormValues = {
  name: '',
  description: '',
  logoUrl: '',
  websiteUrl: '',
  partnershipType: 'technology',
  industry: '',
  isFeatured: false,
  isActive: true,
};
