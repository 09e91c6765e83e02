// An identity provider's form (Settings -> Single sign-on, decision 107), shared by the form
// (instant messages) and the actions (the real check).
import { z } from 'zod';
import { type FormValuesOf, recordId, requiredText } from '@/features/admin/crud/schema-helpers';

export const PROVIDER_LIMITS = { name: 60, issuer: 500, clientId: 300, clientSecret: 1000, domains: 20 } as const;

/** The roles a first sign-in may give: a super admin is only ever made by a super admin, in Users & Roles. */
export const NEW_ACCOUNT_ROLES = ['none', 'editor', 'admin'] as const;
export type NewAccountRole = (typeof NEW_ACCOUNT_ROLES)[number];
export const NEW_ACCOUNT_ROLE_LABELS: Record<NewAccountRole, string> = {
  none: 'No role: a super admin grants one',
  editor: 'Editor',
  admin: 'Admin',
};

// A host name made of labels (xn-- for international names), with at least one dot.
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Where an issuer may be: https, or http on this machine for development and tests. */
export function issuerRefusal(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'The issuer must be a web address such as https://accounts.google.com.';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return null;
  return 'The issuer must start with https:// (http:// only for a provider on this machine).';
}

export const providerInputSchema = z.object({
  id: recordId.optional(),
  name: requiredText('name shown on the button', PROVIDER_LIMITS.name),
  issuer: z
    .string('Please enter the issuer.')
    .trim()
    .min(1, 'Please enter the issuer.')
    .max(PROVIDER_LIMITS.issuer, `Use at most ${PROVIDER_LIMITS.issuer} characters for the issuer.`)
    .superRefine((value, context) => {
      const refusal = issuerRefusal(value);
      if (refusal) context.addIssue({ code: 'custom', message: refusal });
    })
    // The discovery document lives under the issuer exactly as the provider names it, without a trailing slash.
    .transform((value) => value.replace(/\/+$/, '')),
  clientId: requiredText('client ID', PROVIDER_LIMITS.clientId),
  // Blank when editing: the stored secret stays (it is never sent back to the form).
  clientSecret: z
    .string('Please enter the client secret.')
    .trim()
    .max(PROVIDER_LIMITS.clientSecret, `Use at most ${PROVIDER_LIMITS.clientSecret} characters for the client secret.`),
  domains: z
    .string('Please list the email domains.')
    .max(2000, 'Use at most 2000 characters for the email domains.')
    .transform((text) => [
      ...new Set(
        text
          .split(/[\s,;]+/)
          .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(DOMAIN, 'Each email domain must look like example.com.'))
        .min(1, 'List at least one email domain, such as example.com.')
        .max(PROVIDER_LIMITS.domains, `List at most ${PROVIDER_LIMITS.domains} email domains.`),
    ),
  newAccountRole: z.enum(NEW_ACCOUNT_ROLES, 'Choose the role new accounts get.'),
  isActive: z.boolean('Say whether the provider is active.'),
});

export type ProviderFormValues = FormValuesOf<typeof providerInputSchema>;

// A new provider starts active, making editors: the role most staff have.
export const EMPTY_PROVIDER: ProviderFormValues = {
  name: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
  domains: '',
  newAccountRole: 'editor',
  isActive: true,
};

/** Each provider's accounts (better-auth's accounts table) are its own: a subject is unique only within its issuer. */
export const accountProviderId = (providerId: string) => `sso:${providerId}`;

/** The address providers send people back to: the one to register with the provider. */
export const SSO_CALLBACK_PATH = '/auth/sso/callback';
