// Where a link that staff type may point (menu items, the header's button, the logo image): a
// path on this site or an http(s) address. Anything else (javascript:, data:, //host) is refused,
// since the header renders it as a link on every page.
import { z } from 'zod';
import { isHttpUrl, isSitePath } from '@/features/admin/crud/schema-helpers';

export const isSiteLink = (value: string) => isSitePath(value) || isHttpUrl(value);

export const siteLinkMessage = (label: string) =>
  `The ${label} must be a path on this site (like /services) or a web address starting with http:// or https://.`;

/** A required link: trimmed, at most 2000 characters. */
export const siteLink = (label: string) =>
  z
    .string(`Please enter the ${label}.`)
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(2000, `Use at most 2000 characters for the ${label}.`)
    .refine(isSiteLink, siteLinkMessage(label));

/** An optional link: blank becomes ''. */
export const optionalSiteLink = (label: string) =>
  z
    .string(`Please enter a valid ${label}.`)
    .trim()
    .max(2000, `Use at most 2000 characters for the ${label}.`)
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || isSiteLink(value), siteLinkMessage(label));
