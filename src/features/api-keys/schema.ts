// What the Settings form and `npm run api-key:create` take: a name, a role and an optional expiry
// date. Shared by the form (instant messages), the server action and the command line (the real
// check). No server-only import: the form runs in the browser.
import { z } from 'zod';
import { fromDateTimeLocalValue } from '@/lib/zoned-time';
import { API_KEY_ROLES } from '@/server/db/enums';

export const API_KEY_ROLE_LABELS: Record<(typeof API_KEY_ROLES)[number], string> = { editor: 'Editor', admin: 'Admin' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const apiKeyFormSchema = z.object({
  name: z.string('Please enter a name for the key.').trim().min(1, 'Please enter a name for the key.').max(100, 'Use at most 100 characters for the name.'),
  role: z.enum(API_KEY_ROLES, 'Choose the role: editor or admin.'),
  // '' is no expiry: an empty date input.
  expires: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (DATE.test(value) && fromDateTimeLocalValue(`${value}T00:00`, 'UTC') !== null),
      'Choose a valid expiry date (YYYY-MM-DD), or none.',
    )
    .default(''),
});
export type ApiKeyFormInput = z.input<typeof apiKeyFormSchema>;

/**
 * The instant a key with expiry date `date` (YYYY-MM-DD) stops working: the end of that day in
 * the site's time zone, so that "expires 30 Jun" still works all of 30 June, and the list shows
 * '30 Jun 2026, 23:59'. Null for '' (no expiry).
 */
export function expiryOfDate(date: string, timeZone: string): Date | null {
  if (date === '') return null;
  const lastMinute = fromDateTimeLocalValue(`${date}T23:59`, timeZone);
  if (!lastMinute) throw new RangeError(`Not a date: ${date}`);
  return new Date(lastMinute.getTime() + 59_999);
}
