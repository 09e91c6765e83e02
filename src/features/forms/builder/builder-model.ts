// The form builder's data, apart from how it is shown: the form as the builder edits it, new and
// copied fields, names suggested from labels, the definition a save sends, and problems (zod
// paths) keyed by field id so they stay with their field when it moves. Pure: the builder uses it
// in the browser, the unit tests directly.
import { newId } from '@/features/pages/editor/editor-model';
import { slugify } from '@/features/pages/slug';
import { fromDateTimeLocalValue, toDateTimeLocalValue } from '@/lib/zoned-time';
import {
  CONSENT_TICKED,
  formFieldSchema,
  formSettingsSchema,
  hasOptions,
  isChoiceType,
  nameFromLabel,
  type FieldType,
  type FormDefinitionInput,
  type FormFieldDef,
  type FormSettings,
  type PublicForm,
} from '../definition';

/**
 * A field as the builder holds it: the definition's shape, except that options are the lines of
 * their text box as typed (blank lines kept while typing, dropped when saved).
 */
export type BuilderField = FormFieldDef;

/** The settings as the builder holds them: addresses as typed lines, the closing time as a datetime-local value in the site's zone. */
export type BuilderSettings = Omit<FormSettings, 'closesAt'> & { closesAt: string };

export type BuilderForm = { name: string; slug: string; description: string; fields: BuilderField[]; settings: BuilderSettings };

export type BuilderSource = { name: string; slug: string; description: string; fields: FormFieldDef[]; settings: FormSettings };

export const emptySettings = (): BuilderSettings => ({ ...formSettingsSchema.parse({}), closesAt: '' });

export function builderFormOf(source: BuilderSource | null, timeZone: string): BuilderForm {
  if (!source) return { name: '', slug: '', description: '', fields: [], settings: emptySettings() };
  const { closesAt, ...settings } = source.settings;
  return {
    name: source.name,
    slug: source.slug,
    description: source.description,
    fields: source.fields,
    settings: { ...settings, closesAt: closesAt ? toDateTimeLocalValue(new Date(closesAt), timeZone) : '' },
  };
}

/** The lines of a text box that hold something, trimmed. */
export const filledLines = (lines: readonly string[]) => lines.map((line) => line.trim()).filter(Boolean);

/** A name no other field has: 'email', else 'email_2', 'email_3'... */
export function uniqueName(base: string, taken: readonly string[]): string {
  if (!base || !taken.includes(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, 40 - suffix.length)}${suffix}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** The name a field gets from its label while staff have not typed one: unique in the form. */
export function suggestedName(label: string, fieldId: string, fields: readonly BuilderField[]): string {
  if (!label.trim()) return '';
  return uniqueName(
    nameFromLabel(label),
    fields.filter((field) => field.id !== fieldId).map((field) => field.name),
  );
}

/** The slug a form gets from its name while staff have not typed one. */
export const suggestedSlug = (name: string) => slugify(name).slice(0, 80).replace(/-+$/, '');

/** A new field of `type`, every rule at its default; the builder fills in the label and name. */
export function newField(type: FieldType): BuilderField {
  return { ...formFieldSchema.parse({ id: newId(), type, name: 'x', label: 'x' }), name: '', label: '' };
}

/** A copy placed after the original: a new id, a name of its own, and 'copy' in its label. */
export function duplicateField(field: BuilderField, fields: readonly BuilderField[]): BuilderField {
  const taken = fields.map((other) => other.name);
  return { ...structuredClone(field), id: newId(), label: `${field.label} (copy)`.slice(0, 200), name: uniqueName(field.name || 'field', taken) };
}

/**
 * The fields with one changed. A renamed field takes the fields that depend on it along, so a
 * condition keeps pointing at the same field.
 */
export function changeField(fields: readonly BuilderField[], id: string, patch: Partial<BuilderField>): BuilderField[] {
  const before = fields.find((field) => field.id === id);
  if (!before) return [...fields];
  const after = { ...before, ...patch };
  const renamed = before.name !== after.name && before.name !== '';
  return fields.map((field) => {
    if (field.id === id) return after;
    if (renamed && field.showWhen?.field === before.name) return { ...field, showWhen: { ...field.showWhen, field: after.name } };
    return field;
  });
}

/** The fields a field may depend on: choice fields above it that have a name. */
export function controllersFor(fields: readonly BuilderField[], index: number): BuilderField[] {
  return fields.slice(0, index).filter((field) => isChoiceType(field.type) && field.name.trim() !== '');
}

/** The values a condition on `controller` can compare with: its options, or 'ticked' for a consent box. */
export function conditionValues(controller: BuilderField): { value: string; label: string }[] {
  if (controller.type === 'consent') return [{ value: CONSENT_TICKED, label: 'Ticked' }];
  return [...new Set(filledLines(controller.options))].map((option) => ({ value: option, label: option }));
}

/**
 * What a save sends: the builder's form as formDefinitionSchema reads it. A closing time that is
 * not a time in the zone is sent as typed, so the check says so beside its input.
 */
export function definitionOf(form: BuilderForm, timeZone: string): FormDefinitionInput {
  const closesAt = form.settings.closesAt.trim();
  return {
    name: form.name,
    slug: form.slug,
    description: form.description,
    fields: form.fields.map((field) => ({ ...field, options: hasOptions(field.type) ? filledLines(field.options) : [] })),
    settings: {
      ...form.settings,
      notifyEmails: filledLines(form.settings.notifyEmails),
      closesAt: closesAt ? (fromDateTimeLocalValue(closesAt, timeZone)?.toISOString() ?? closesAt) : null,
    },
  };
}

/**
 * The form the preview draws: the builder's, open, with options cleaned. A field still without a
 * label or a name of its own waits until it has them (the form names its inputs by them).
 */
export function previewOf(form: BuilderForm, id: string | undefined): PublicForm {
  const named = new Set<string>();
  const fields = form.fields.filter((field) => {
    const name = field.name.trim();
    if (!name || !field.label.trim() || named.has(name)) return false;
    named.add(name);
    return true;
  });
  return {
    id: id ?? 'new-form',
    name: form.name,
    slug: form.slug,
    description: form.description,
    fields: fields.map((field) => ({ ...field, name: field.name.trim(), options: hasOptions(field.type) ? [...new Set(filledLines(field.options))] : [] })),
    settings: {
      ...form.settings,
      submitLabel: form.settings.submitLabel.trim() || 'Send',
      notifyEmails: filledLines(form.settings.notifyEmails),
      closesAt: null,
    },
    isActive: true,
  };
}

/**
 * The key a problem is shown under: a field's by its id ('<id>.options'), a setting's by its
 * place ('settings.redirectTo', 'settings.confirmation.enabled'), a form's by its name ('slug').
 * Deeper paths (one address of the list, a node of the rich text) go to their input.
 */
export function errorKeyOf(path: readonly (string | number)[], fields: readonly { id: string }[]): string {
  const [head, second, third] = path;
  if (head === 'fields') {
    const field = typeof second === 'number' ? fields[second] : undefined;
    if (!field) return 'fields';
    return third === undefined ? field.id : `${field.id}.${third}`;
  }
  if (head === 'settings')
    return second === 'confirmation' && third !== undefined ? `settings.confirmation.${third}` : second === undefined ? 'settings' : `settings.${second}`;
  return String(head ?? 'form');
}

/** The server's problems ('fields.2.options') keyed for the builder, first problem first. */
export function errorsByKey(fieldErrors: Record<string, string> | undefined, fields: readonly { id: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    errors[errorKeyOf(parts, fields)] ??= message;
  }
  return errors;
}

/** Whether a problem belongs to this field. */
export const isFieldError = (key: string, fieldId: string) => key === fieldId || key.startsWith(`${fieldId}.`);

/** A problem as the toast says it: 'Field 3 (Company size): Add at least one option.' (the server words it the same). */
export function problemText(path: readonly (string | number)[], message: string, fields: readonly BuilderField[]): string {
  const index = path[0] === 'fields' && typeof path[1] === 'number' ? path[1] : -1;
  const field = fields[index];
  if (!field) return message;
  return `Field ${index + 1}${field.label.trim() ? ` (${field.label.trim()})` : ''}: ${message}`;
}
