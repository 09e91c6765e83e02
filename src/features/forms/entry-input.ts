// A posted form read into one value per field, and what decides which fields are shown, without
// zod: the public form's browser code uses them on every page with a form (the checks themselves,
// entry-schema.ts, load when the visitor sends).
import { withoutNul } from './field-text';
import { CONSENT_TICKED, NO_INPUT_TYPES, RESERVED_NAMES, type FieldType } from './field-types';
import type { FormFieldDef } from './definition';

/** One field's value as posted: text, several options, a tick, a file, or nothing. */
export type EntryValue = string | string[] | boolean | File | null;
export type EntryInput = Record<string, EntryValue>;
/** The answers that passed: only fields that were shown and filled in. */
export type EntryAnswers = Record<string, string | string[] | boolean | File>;

/** Our own inputs in a posted form (never a field's name, which is lower-case). */
const OWN_INPUTS = new Set<string>(['formId', 'formToken', 'sourcePage', ...RESERVED_NAMES]);

export const takesInput = (field: FormFieldDef) => !(NO_INPUT_TYPES as readonly FieldType[]).includes(field.type);

/** A posted file: a File in the browser and in Node, without relying on the global's identity. */
export function isFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as File).size === 'number' &&
    typeof (value as File).name === 'string' &&
    typeof (value as File).arrayBuffer === 'function'
  );
}

/** Reads a posted form into one value per field the visitor fills in. */
export function entryInputOf(fields: readonly FormFieldDef[], data: FormData): EntryInput {
  const input: EntryInput = {};
  for (const field of fields.filter(takesInput)) {
    const all = data.getAll(field.name);
    if (field.type === 'checkboxes') input[field.name] = all.filter((value): value is string => typeof value === 'string');
    else if (field.type === 'consent') input[field.name] = all[0] === 'on' || all[0] === 'true';
    else if (field.type === 'file') input[field.name] = all.find((value): value is File => isFile(value) && value.size > 0) ?? null;
    // Two values for a one-value field is not what our form sends: kept, so the check refuses it.
    else input[field.name] = all.length > 1 ? all.map(String) : typeof all[0] === 'string' ? all[0] : null;
  }
  return input;
}

/** Names in a posted form that it has no field for (our own inputs and Next.js' aside). */
export function unknownNames(fields: readonly FormFieldDef[], data: FormData): string[] {
  const known = new Set(fields.filter((field) => field.type !== 'heading').map((field) => field.name));
  return [...new Set(data.keys())].filter((name) => !known.has(name) && !OWN_INPUTS.has(name) && !name.startsWith('$ACTION'));
}

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return withoutNul(value)!.toString().trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Whether a field is shown for these values: always, or when the field it depends on has its value. */
export function isShown(field: FormFieldDef, values: Readonly<Record<string, unknown>>, fields: readonly FormFieldDef[], depth = 0): boolean {
  if (!field.showWhen) return true;
  const controller = fields.find((other) => other.name === field.showWhen!.field);
  if (!controller || depth > fields.length || !isShown(controller, values, fields, depth + 1)) return false;
  const value = values[controller.name];
  if (controller.type === 'consent') return field.showWhen.equals === CONSENT_TICKED && value === true;
  if (Array.isArray(value)) return value.includes(field.showWhen.equals);
  return value === field.showWhen.equals;
}

/** What the visitor typed, sent back with a refusal so a page drawn without JavaScript keeps it (files cannot be). */
export type EntryValues = Record<string, string | string[] | boolean>;

export type EntryResult =
  | { status: 'idle'; formToken: string }
  | { status: 'success'; formToken: string; redirectTo?: string }
  | { status: 'invalid'; message: string; fieldErrors: Record<string, string>; values: EntryValues; formToken: string }
  | { status: 'error'; message: string; values?: EntryValues; formToken: string; reason?: EntryErrorReason };

/** Why a post was refused as a whole (the API answers each with its own status). */
export type EntryErrorReason = 'gone' | 'closed' | 'unknown-field' | 'rate-limited' | 'failed';

export const ENTRY_SEND_FAILED = 'Your answers could not be sent. Please try again in a moment.';

/** The values of a posted form to show again, each cut to a length the form allows. */
export function echoValues(fields: readonly FormFieldDef[], input: EntryInput): EntryValues {
  const values: EntryValues = {};
  for (const field of fields) {
    const value = input[field.name];
    if (typeof value === 'string') values[field.name] = value.replaceAll('\u0000', '').slice(0, 5000);
    else if (typeof value === 'boolean') values[field.name] = value;
    else if (Array.isArray(value)) values[field.name] = value.slice(0, 50).map((item) => item.slice(0, 200));
  }
  return values;
}

/** The refusal's line under the form: how many fields need a look, or the one problem. */
export function summarizeEntryErrors(errors: Record<string, string>): string {
  const messages = Object.values(errors);
  if (messages.length === 1) return messages[0]!;
  return `Please check the ${messages.length} marked fields.`;
}
