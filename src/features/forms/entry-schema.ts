// The rules of one form's answers, generated from its fields: the browser checks a filled-in form
// with them before sending, and the server checks every post with them again, so both say the
// same thing beside the same field. Pure: no server code.
import { z } from 'zod';
import { withoutNul } from './field-text';
import { CONSENT_TICKED, DEFAULT_MAX_LENGTH, isValidDate, NO_INPUT_TYPES, RESERVED_NAMES, type FieldType, type FormFieldDef } from './definition';

/** One field's value as posted: text, several options, a tick, a file, or nothing. */
export type EntryValue = string | string[] | boolean | File | null;
export type EntryInput = Record<string, EntryValue>;
/** The answers that passed: only fields that were shown and filled in. */
export type EntryAnswers = Record<string, string | string[] | boolean | File>;

/** Our own inputs in a posted form (never a field's name, which is lower-case). */
const OWN_INPUTS = new Set<string>(['formId', 'formToken', 'sourcePage', ...RESERVED_NAMES]);

export const takesInput = (field: FormFieldDef) => !(NO_INPUT_TYPES as readonly FieldType[]).includes(field.type);

/** A posted file: a File in the browser and in Node, without relying on the global's identity. */
function isFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && typeof (value as File).size === 'number' && typeof (value as File).name === 'string' && typeof (value as File).arrayBuffer === 'function';
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

function isEmpty(value: unknown): boolean {
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

const quoted = (label: string) => `"${label}"`;

function requiredMessage(field: FormFieldDef): string {
  if (field.type === 'consent') return 'Please tick this box to continue.';
  if (field.type === 'file') return `Please attach ${quoted(field.label)}.`;
  if (field.type === 'select' || field.type === 'radio' || field.type === 'checkboxes') return `Please choose ${quoted(field.label)}.`;
  return `Please fill in ${quoted(field.label)}.`;
}

const dateText = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The check of one filled-in value of a field (emptiness and visibility are the entry's). */
function valueSchema(field: FormFieldDef): z.ZodType {
  const label = quoted(field.label);
  const text = z.preprocess(withoutNul, z.string(`${label} must be text.`).trim());
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const max = field.maxLength ?? DEFAULT_MAX_LENGTH[field.type];
      let schema = z.preprocess(withoutNul, z.string(`${label} must be text.`).trim().max(max, `Use at most ${max.toLocaleString('en-US')} characters for ${label}.`));
      if (field.minLength) schema = z.preprocess(withoutNul, z.string(`${label} must be text.`).trim().min(field.minLength, `Use at least ${field.minLength.toLocaleString('en-US')} characters for ${label}.`).max(max, `Use at most ${max.toLocaleString('en-US')} characters for ${label}.`));
      return schema;
    }
    case 'email':
      return text.pipe(z.string().max(254, 'An email address has at most 254 characters.').pipe(z.email('Please enter a valid email address.')));
    case 'phone':
      return text.pipe(z.string().max(30, 'A phone number has at most 30 characters.').regex(/^\+?[0-9 ().\-/]+$/, 'Please enter a phone number: digits, spaces, + ( ) - only.').refine((value) => value.replace(/\D/g, '').length >= 5, 'Please enter the whole phone number.'));
    case 'url':
      return text.pipe(
        z
          .string()
          .max(2000, 'A web address has at most 2,000 characters.')
          .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'Please enter a web address starting with https://.'),
      );
    case 'number': {
      let number = z.number();
      if (field.min !== null) number = number.min(field.min, `${label} must be at least ${field.min}.`);
      if (field.max !== null) number = number.max(field.max, `${label} must be at most ${field.max}.`);
      return text.pipe(z.string().regex(/^-?\d{1,15}(\.\d{1,6})?$/, `${label} must be a number.`).transform(Number).pipe(number));
    }
    case 'date': {
      let date = z.string().refine(isValidDate, `${label} must be a date.`);
      if (field.minDate) date = date.refine((value) => value >= field.minDate, `${label} must be on or after ${dateText(field.minDate)}.`);
      if (field.maxDate) date = date.refine((value) => value <= field.maxDate, `${label} must be on or before ${dateText(field.maxDate)}.`);
      return text.pipe(date);
    }
    case 'select':
    case 'radio':
      return z.string(`Please choose one option for ${label}.`).refine((value) => field.options.includes(value), `Please choose ${label} from its options.`);
    case 'checkboxes':
      return z
        .array(z.string(), `${label} must be a list of options.`)
        .refine((values) => values.every((value) => field.options.includes(value)), `Please choose ${label} from its options.`)
        .refine((values) => new Set(values).size === values.length, `Each option of ${label} may be chosen once.`);
    case 'consent':
      return z.literal(true, 'Please tick this box to continue.');
    case 'file':
      return z.custom<File>(isFile, `${label} must be a file.`).superRefine((file, ctx) => {
        const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
        if (!(field.fileTypes as readonly string[]).includes(extension)) ctx.addIssue({ code: 'custom', message: `${label} must be a ${field.fileTypes.map((type) => type.toUpperCase()).join(', ')} file.` });
        else if (file.size > field.maxFileMb * 1024 * 1024) ctx.addIssue({ code: 'custom', message: `${label} is larger than ${field.maxFileMb} MB.` });
      });
    default:
      return z.never();
  }
}

/**
 * The schema of a form's answers, from its fields: each value checked by its type's rules, a
 * required field shown and empty refused, a field hidden by its condition refused when it holds
 * anything. The issues are keyed by field name; the output holds the shown, filled-in answers.
 */
export function entrySchema(fields: readonly FormFieldDef[]) {
  const inputs = fields.filter(takesInput).filter((field) => field.type !== 'hidden');
  return z.record(z.string(), z.unknown()).transform((values, ctx) => {
    const answers: EntryAnswers = {};
    for (const field of inputs) {
      const raw = values[field.name];
      const shown = isShown(field, values, fields);
      if (isEmpty(raw)) {
        if (shown && field.required) ctx.addIssue({ code: 'custom', path: [field.name], message: requiredMessage(field) });
        continue;
      }
      if (!shown) {
        const controller = fields.find((other) => other.name === field.showWhen?.field);
        const when = controller?.type === 'consent' ? `${quoted(controller.label)} is ticked` : `${quoted(controller?.label ?? '')} is ${quoted(field.showWhen?.equals ?? '')}`;
        ctx.addIssue({ code: 'custom', path: [field.name], message: `${quoted(field.label)} applies only when ${when}: leave it empty.` });
        continue;
      }
      const parsed = valueSchema(field).safeParse(raw);
      if (!parsed.success) ctx.addIssue({ code: 'custom', path: [field.name], message: parsed.error.issues[0]?.message ?? `Please check ${quoted(field.label)}.` });
      else answers[field.name] = parsed.data as EntryAnswers[string];
    }
    return answers;
  });
}

/** Each field's first problem, by name. */
export function entryFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string') errors[name] ??= issue.message;
  }
  return errors;
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
  return `Please check the ${messages.length} fields marked below.`;
}
