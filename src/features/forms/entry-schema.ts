// The rules of one form's answers, generated from its fields: the browser checks a filled-in form
// with them before sending, and the server checks every post with them again, so both say the
// same thing beside the same field. Pure: no server code.
// A namespace import: bundled for the browser (entry-check.island.ts), `{ z }` carries every locale of zod (450 KB instead of 75).
import * as z from 'zod';
import { withoutNul } from './field-text';
import { DEFAULT_MAX_LENGTH, fileTypeList, isValidDate, type FormFieldDef } from './definition';
import { isEmpty, isFile, isShown, takesInput, type EntryAnswers } from './entry-input';

export * from './entry-input';

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
      let checked = z.string(`${label} must be text.`).trim();
      if (field.minLength) checked = checked.min(field.minLength, `Use at least ${field.minLength.toLocaleString('en-US')} characters for ${label}.`);
      return z.preprocess(withoutNul, checked.max(max, `Use at most ${max.toLocaleString('en-US')} characters for ${label}.`));
    }
    case 'email':
      return text.pipe(z.string().max(254, 'An email address has at most 254 characters.').pipe(z.email('Please enter a valid email address.')));
    case 'phone':
      return text.pipe(
        z
          .string()
          .max(30, 'A phone number has at most 30 characters.')
          .regex(/^\+?[0-9 ().\-/]+$/, 'Please enter a phone number: digits, spaces, + ( ) - only.')
          .refine((value) => value.replace(/\D/g, '').length >= 5, 'Please enter the whole phone number.'),
      );
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
      return text.pipe(
        z
          .string()
          .regex(/^-?\d{1,15}(\.\d{1,6})?$/, `${label} must be a number.`)
          .transform(Number)
          .pipe(number),
      );
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
        if (!(field.fileTypes as readonly string[]).includes(extension))
          ctx.addIssue({ code: 'custom', message: `${label} must be a ${fileTypeList(field.fileTypes)} file.` });
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
        const when =
          controller?.type === 'consent'
            ? `${quoted(controller.label)} is ticked`
            : `${quoted(controller?.label ?? '')} is ${quoted(field.showWhen?.equals ?? '')}`;
        ctx.addIssue({ code: 'custom', path: [field.name], message: `${quoted(field.label)} applies only when ${when}: leave it empty.` });
        continue;
      }
      const parsed = valueSchema(field).safeParse(raw);
      if (!parsed.success)
        ctx.addIssue({ code: 'custom', path: [field.name], message: parsed.error.issues[0]?.message ?? `Please check ${quoted(field.label)}.` });
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
