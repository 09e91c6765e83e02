import { z } from 'zod';

/** Enough for a phone, a laptop, two security keys and spares; a cap keeps the list and excludeCredentials small. */
export const MAX_PASSKEYS = 10;

export const passkeyNameSchema = z
  .string('Give the passkey a name.')
  .trim()
  .min(1, 'Give the passkey a name.')
  .max(60, 'Use at most 60 characters for the name.');

export const passkeyIdSchema = z.string('That passkey is no longer on your account. Reload the page.').min(1).max(100);

/** A passkey as the profile lists it: its times already written in the site's time zone. */
export type PasskeyRow = { id: string; name: string; addedAt: string; lastUsedAt: string | null };
