// What a form staff build is: its fields (forms.fields) and its settings (forms.settings), as zod
// schemas. The builder checks a save with them, the server reads every stored form through them,
// and the entry schema (entry-schema.ts) is generated from the fields. Pure: the builder uses it
// in the browser. docs/decisions/089-form-builder.md.
// A namespace import: bundled for the browser (entry-check.island.ts), `{ z }` carries every locale of zod (450 KB instead of 75).
import * as z from 'zod';
import { FORM_CLOSED_MESSAGE } from './catalogue';
import {
  CONSENT_TICKED,
  FILE_TYPES,
  FIELD_TYPES,
  hasOptions,
  isChoiceType,
  isTextType,
  MAX_FILE_MB,
  NO_INPUT_TYPES,
  RESERVED_NAMES,
  type FieldType,
} from './field-types';

export * from './field-types';
import { isAllowedHref, LINK_MESSAGE, richTextSchema, type RichTextDoc } from '@/features/rich-text/schema';
import { LEAD_STATUSES } from '@/server/db/enums';

const NAME_PATTERN = /^[a-z][a-z0-9_]*$/;

const fieldName = z
  .string('A field name must be text.')
  .trim()
  .min(1, 'Give the field a name.')
  .max(40, 'Use at most 40 characters for a field name.')
  .regex(NAME_PATTERN, 'A field name uses lower-case letters, digits and underscores, and starts with a letter.')
  .refine((name) => !(RESERVED_NAMES as readonly string[]).includes(name), {
    error: (issue) => `The name "${String(issue.input)}" is used by the form itself; choose another.`,
  });

const optionalCount = (label: string, max: number) =>
  z
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}.`)
    .nullable()
    .default(null);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
export const isValidDate = (value: string) =>
  isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const optionalDate = (label: string) =>
  z
    .string(`${label} must be a date.`)
    .trim()
    .refine((value) => value === '' || isValidDate(value), `${label} must be a date (YYYY-MM-DD).`)
    .default('');

export const formFieldSchema = z.object({
  /** Stable while the field is renamed or moved (the builder's key). */
  id: z.string('A field needs an id.').min(1, 'A field needs an id.').max(40, 'A field id has at most 40 characters.'),
  type: z.enum(FIELD_TYPES, 'Choose a field type from the list.'),
  name: fieldName,
  label: z.string('A label must be text.').trim().min(1, 'Give the field a label.').max(200, 'Use at most 200 characters for a label.'),
  help: z.string('Help text must be text.').trim().max(500, 'Use at most 500 characters for the help text.').default(''),
  placeholder: z.string('A placeholder must be text.').trim().max(200, 'Use at most 200 characters for a placeholder.').default(''),
  required: z.boolean('Say whether the field is required.').default(false),
  /** Short and long text. */
  minLength: optionalCount('The minimum length', 5000),
  maxLength: optionalCount('The maximum length', 5000),
  /** Number. */
  min: z.number('The minimum must be a number.').nullable().default(null),
  max: z.number('The maximum must be a number.').nullable().default(null),
  /** Date: YYYY-MM-DD, or '' for none. */
  minDate: optionalDate('The earliest date'),
  maxDate: optionalDate('The latest date'),
  /** Drop-down, choice, checkboxes. */
  options: z
    .array(
      z.string('An option must be text.').trim().min(1, 'Fill in or remove the empty option.').max(200, 'Use at most 200 characters for an option.'),
      'Options must be a list.',
    )
    .max(50, 'Use at most 50 options.')
    .default([]),
  /** File upload. */
  fileTypes: z.array(z.enum(FILE_TYPES, 'Choose file types from the list.')).default([...FILE_TYPES]),
  maxFileMb: z
    .number('The largest file must be a number.')
    .int('The largest file is a whole number of MB.')
    .min(1, 'The largest file is at least 1 MB.')
    .max(MAX_FILE_MB, `The largest file is at most ${MAX_FILE_MB} MB.`)
    .default(MAX_FILE_MB),
  /** Hidden value: what every entry stores (a campaign tag). */
  value: z.string('A value must be text.').trim().max(500, 'Use at most 500 characters for the value.').default(''),
  /** Shown only when an earlier choice field has this value (consent: CONSENT_TICKED). */
  showWhen: z
    .object({
      field: z.string('Choose the field it depends on.').min(1, 'Choose the field it depends on.'),
      equals: z.string('Choose the value it depends on.').min(1, 'Choose the value it depends on.').max(200),
    })
    .nullable()
    .default(null),
});
export type FormFieldDef = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

/** A field's problem at its place in the list: ['fields', index, key]. */
function fieldIssue(ctx: z.RefinementCtx, index: number, key: string, message: string) {
  ctx.addIssue({ code: 'custom', path: [index, key], message });
}

export const formFieldsSchema = z
  .array(formFieldSchema, 'Fields must be a list.')
  .max(60, 'Use at most 60 fields.')
  .superRefine((fields, ctx) => {
    const seen = new Map<string, number>();
    fields.forEach((field, index) => {
      if (seen.has(field.name)) fieldIssue(ctx, index, 'name', `Another field is already named "${field.name}".`);
      if (hasOptions(field.type) && field.options.length === 0) fieldIssue(ctx, index, 'options', 'Add at least one option.');
      if (hasOptions(field.type) && new Set(field.options).size !== field.options.length) fieldIssue(ctx, index, 'options', 'Each option may appear once.');
      if (isTextType(field.type) && field.minLength !== null && field.maxLength !== null && field.minLength > field.maxLength)
        fieldIssue(ctx, index, 'maxLength', 'The maximum length is below the minimum.');
      if (field.type === 'number' && field.min !== null && field.max !== null && field.min > field.max)
        fieldIssue(ctx, index, 'max', 'The maximum is below the minimum.');
      if (field.type === 'date' && field.minDate && field.maxDate && field.minDate > field.maxDate)
        fieldIssue(ctx, index, 'maxDate', 'The latest date is before the earliest.');
      if (field.type === 'file' && field.fileTypes.length === 0) fieldIssue(ctx, index, 'fileTypes', 'Allow at least one file type.');
      if (field.showWhen) {
        const controller = seen.has(field.showWhen.field) ? fields[seen.get(field.showWhen.field)!] : undefined;
        if (!controller || !isChoiceType(controller.type))
          fieldIssue(ctx, index, 'showWhen', 'A field can depend only on a drop-down, choice, checkbox or consent field above it.');
        else if (controller.type === 'consent' ? field.showWhen.equals !== CONSENT_TICKED : !controller.options.includes(field.showWhen.equals)) {
          fieldIssue(ctx, index, 'showWhen', `"${field.showWhen.equals}" is not an option of "${controller.label}".`);
        }
      }
      if (!seen.has(field.name)) seen.set(field.name, index);
    });
  });

export const LEAD_KIND_CHOICES = [
  { value: 'form', label: 'Form entry' },
  { value: 'contact', label: 'Contact' },
  { value: 'job_application', label: 'Job application' },
] as const;

/** What the visitor reads after sending, when staff have not written their own. */
export const DEFAULT_SUCCESS_TEXT = 'Thank you. We have received your answers and will be in touch.';

export function textDoc(text: string): RichTextDoc {
  return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] } as RichTextDoc;
}

const emailAddress = z
  .string('An address must be text.')
  .trim()
  .max(254, 'An email address has at most 254 characters.')
  .pipe(z.email('Enter valid email addresses, one per line.'));

export const formSettingsSchema = z.object({
  submitLabel: z
    .string('The button text must be text.')
    .trim()
    .min(1, 'Enter the button text.')
    .max(60, 'Use at most 60 characters for the button text.')
    .default('Send'),
  afterSubmit: z.enum(['message', 'redirect'], 'Choose what happens after sending.').default('message'),
  successMessage: richTextSchema.default(textDoc(DEFAULT_SUCCESS_TEXT)),
  /** A page of this site, when afterSubmit is 'redirect'. */
  redirectTo: z
    .string('The page must be text.')
    .trim()
    .max(2000)
    .refine((value) => value === '' || (value.startsWith('/') && !value.startsWith('//') && isAllowedHref(value)), LINK_MESSAGE)
    .default(''),
  notifyEmails: z.array(emailAddress, 'Notification addresses must be a list.').max(10, 'Use at most 10 notification addresses.').default([]),
  confirmation: z
    .object({
      enabled: z.boolean().default(false),
      subject: z.string().trim().max(200, 'Use at most 200 characters for the subject.').default('We have received your answers'),
      body: z.string().trim().max(5000, 'Use at most 5,000 characters for the email text.').default(''),
    })
    .default({ enabled: false, subject: 'We have received your answers', body: '' }),
  leadKind: z.enum(['form', 'contact', 'job_application'], 'Choose a lead type from the list.').default('form'),
  leadStatus: z.enum(LEAD_STATUSES, 'Choose a pipeline status from the list.').default('new'),
  closedMessage: z
    .string('The closed message must be text.')
    .trim()
    .max(300, 'Use at most 300 characters for the closed message.')
    .default(FORM_CLOSED_MESSAGE),
  /** Closes itself after this many entries (spam not counted). */
  entryLimit: z
    .number('The entry limit must be a number.')
    .int('The entry limit is a whole number.')
    .min(1, 'The entry limit is at least 1.')
    .max(1_000_000)
    .nullable()
    .default(null),
  /** Closes itself at this moment (ISO 8601 with its offset). */
  closesAt: z.iso.datetime({ offset: true, message: 'The closing time must be a date and time.' }).nullable().default(null),
});
export type FormSettings = z.output<typeof formSettingsSchema>;

/** A whole form as staff save it. */
export const formDefinitionSchema = z
  .object({
    name: z.string('The name must be text.').trim().min(1, 'Give the form a name.').max(120, 'Use at most 120 characters for the name.'),
    slug: z
      .string('The slug must be text.')
      .trim()
      .min(1, 'Give the form a slug.')
      .max(80, 'Use at most 80 characters for the slug.')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug uses lower-case letters, digits and single dashes.'),
    description: z.string('The description must be text.').trim().max(500, 'Use at most 500 characters for the description.').default(''),
    fields: formFieldsSchema,
    settings: formSettingsSchema,
  })
  .superRefine((form, ctx) => {
    if (form.settings.afterSubmit === 'redirect' && !form.settings.redirectTo)
      ctx.addIssue({ code: 'custom', path: ['settings', 'redirectTo'], message: 'Choose the page to go to after sending.' });
    if (form.settings.confirmation.enabled && !form.fields.some((field) => field.type === 'email')) {
      ctx.addIssue({
        code: 'custom',
        path: ['settings', 'confirmation', 'enabled'],
        message: 'Add an email field first: the confirmation goes to the address the visitor gives.',
      });
    }
    if (!form.fields.some((field) => !(NO_INPUT_TYPES as readonly FieldType[]).includes(field.type))) {
      ctx.addIssue({ code: 'custom', path: ['fields'], message: 'Add at least one field the visitor fills in.' });
    }
  });
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;
export type FormDefinition = z.output<typeof formDefinitionSchema>;

/** The definition the site draws: a saved form read back (its stored fields and settings re-checked). */
export type PublicForm = { id: string; name: string; slug: string; description: string; fields: FormFieldDef[]; settings: FormSettings; isActive: boolean };

/**
 * A stored form's fields and settings, through the schemas (defaults filled in). A row that no
 * longer parses (hand-edited, an older shape) draws as closed rather than break the page.
 */
export function readDefinition(row: {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  fields: unknown;
  settings: unknown;
  isActive: boolean;
}): PublicForm | null {
  const fields = formFieldsSchema.safeParse(row.fields);
  const settings = formSettingsSchema.safeParse(row.settings ?? {});
  if (!fields.success || !settings.success) return null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description ?? '',
    fields: fields.data,
    settings: settings.data,
    isActive: row.isActive,
  };
}

/** A field's machine name from its label: "Company size" -> company_size. */
export function nameFromLabel(label: string): string {
  const base = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  const named = /^[a-z]/.test(base) ? base : `field_${base}`.replace(/_+$/, '');
  return (RESERVED_NAMES as readonly string[]).includes(named) ? `${named}_field` : named;
}

/** Why a form takes no entry now, or null when it does: switched off, past its closing time, or full. */
export function closedReason(form: Pick<PublicForm, 'isActive' | 'settings'>, now: Date, entryCount?: number): 'inactive' | 'closed' | 'full' | null {
  if (!form.isActive) return 'inactive';
  if (form.settings.closesAt && Date.parse(form.settings.closesAt) <= now.getTime()) return 'closed';
  if (form.settings.entryLimit !== null && entryCount !== undefined && entryCount >= form.settings.entryLimit) return 'full';
  return null;
}
