// What the website sections manager sends to saveWebsiteSection, one section at a time, checked
// on the server (and the forms' values). The content shapes are LogoContent, HeaderContent and
// FooterContent of the database schema.
import { z } from 'zod';
import { longText, requiredText } from '@/features/admin/crud/schema-helpers';
import { optionalSiteLink, siteLink } from '@/features/navigation/link-schema';
import { SECTION_TYPES } from '@/server/db/enums';
import type { FooterContent, HeaderContent, LogoContent } from '@/server/db/schema';

export { SECTION_TYPES };
export type SectionType = (typeof SECTION_TYPES)[number];

/** The tab labels, also the start of the toasts ('Header Section Updated'). */
export const SECTION_LABELS: Record<SectionType, string> = { logo: 'Logo', header: 'Header', footer: 'Footer' };

const optionalText = (label: string, max: number) =>
  z
    .string(`Please enter a valid ${label}.`)
    .trim()
    .max(max, `Use at most ${max} characters for the ${label}.`)
    .optional()
    .transform((value) => value ?? '');

const logoInput = z.object({
  section: z.literal('logo'),
  url: optionalSiteLink('logo image URL'),
  alt: optionalText('alt text', 200),
  text: optionalText('logo text', 100),
});

const headerInput = z.object({
  section: z.literal('header'),
  showSearch: z.boolean('Say whether the header shows the search.').default(true),
  ctaText: requiredText('button text', 40),
  ctaLink: siteLink('button link'),
});

const footerInput = z.object({
  section: z.literal('footer'),
  companyDescription: longText('company description', 1000),
  email: optionalText('email address', 254).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Please enter a valid email address, or leave it blank.',
  ),
  phone: optionalText('phone number', 50).refine((value) => /^[\d\s+().-]*$/.test(value), 'The phone number may only contain digits, spaces and + ( ) - .'),
  address: optionalText('address', 300),
});

export const websiteSectionInputSchema = z.discriminatedUnion('section', [logoInput, headerInput, footerInput], 'Choose a section: logo, header or footer.');

export type WebsiteSectionInput = z.output<typeof websiteSectionInputSchema>;

/** What each tab edits (and what the database's content holds for it). */
export type SectionContents = { logo: LogoContent; header: HeaderContent; footer: FooterContent };

/** A section never saved: what the site shows without it. */
export const DEFAULT_SECTION_CONTENTS: SectionContents = {
  logo: { url: '', alt: '', text: '' },
  header: { showSearch: true, ctaText: 'Get Estimate', ctaLink: '/estimator' },
  footer: { companyDescription: '', email: '', phone: '', address: '' },
};
