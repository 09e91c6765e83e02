// Zod pieces shared by the admin CRUD schemas (jobs, partners): used by the forms and by the
// server actions, so this file holds no server code.
import { z } from 'zod';

/** A required single-line text, trimmed, with a length limit. */
export const requiredText = (label: string, max: number) =>
  z.string(`Please enter the ${label}.`).trim().min(1, `Please enter the ${label}.`).max(max, `Use at most ${max} characters for the ${label}.`);

/** An optional text: blank becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string(`Please enter a valid ${label}.`)
    .trim()
    .max(max, `Use at most ${max} characters for the ${label}.`)
    .optional()
    .transform((value) => value || null);

/** A longer free text (empty allowed). */
export const longText = (label: string, max: number) =>
  z
    .string(`Please enter a valid ${label}.`)
    .trim()
    .max(max, `Use at most ${max} characters for the ${label}.`)
    .optional()
    .transform((value) => value ?? '');

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A path on this site (/logos/acme.svg), not a protocol-relative //host URL. */
export const isSitePath = (value: string) => /^\/(?![/\\])[^\s]*$/.test(value);

/**
 * An optional http(s) URL: blank becomes null; anything else (javascript:, ftp:, text) is refused.
 * With allowSitePath, a path on this site (a seeded logo under /logos/) is accepted too.
 */
export const optionalHttpUrl = (label: string, { allowSitePath = false } = {}) =>
  z
    .string(`Please enter a valid ${label}.`)
    .trim()
    .max(2000, `Use at most 2000 characters for the ${label}.`)
    .optional()
    .refine(
      (value) => !value || isHttpUrl(value) || (allowSitePath && isSitePath(value)),
      `The ${label} must be a web address starting with http:// or https://.`,
    )
    .transform((value) => value || null);

/** A list of short texts (requirements, benefits): blank and whitespace-only rows are dropped. */
export const textList = (label: string, maxItems = 50, maxLength = 500) =>
  z
    .array(z.string(`Each ${label} must be text.`).max(maxLength, `Use at most ${maxLength} characters per ${label}.`), `Please list the ${label}s.`)
    .max(maxItems, `Use at most ${maxItems} ${label}s.`)
    .optional()
    .transform((rows) => (rows ?? []).map((row) => row.trim()).filter((row) => row.length > 0));

/** The record an edit targets (checked against the database: an unknown id is a 404). */
export const recordId = z.string('Unknown record.').trim().min(1, 'Unknown record.').max(100, 'Unknown record.');

export const deleteSchema = z.object({ id: recordId });

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * A form's values for its input schema: every field the schema reads, none left out (absent
 * optional text is '' in the form), without the record's id, which the form keeps apart.
 */
export type FormValuesOf<Schema extends z.ZodType> = Required<Omit<z.input<Schema>, 'id'>>;

/** What a save action answers on success. */
export type SaveResult = { id: string; created: boolean };
