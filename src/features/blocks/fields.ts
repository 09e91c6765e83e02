// The kinds of field a block is made of. Each constructor returns a zod schema (what a save and a
// read accept) carrying, as zod metadata, how the editor shows it: one definition gives the
// validation, the TypeScript type and the form. Pure: used by the editor in the browser and by
// the server.
import { z } from 'zod';
import { mediaRefSchema } from '@/features/media/media-ref';
import { isAllowedHref, LINK_MESSAGE, richTextSchema } from '@/features/rich-text/schema';
import { ICON_NAMES } from './icon-names';

type Common = { label: string; help?: string };

export type FieldMeta =
  | (Common & { kind: 'text'; max: number; required: boolean; multiline: boolean; placeholder?: string })
  | (Common & { kind: 'link'; required: boolean })
  | (Common & { kind: 'richText' })
  | (Common & { kind: 'image'; required: boolean })
  | (Common & { kind: 'icon' })
  | (Common & { kind: 'select'; options: readonly { value: string; label: string }[] })
  | (Common & { kind: 'toggle' })
  | (Common & { kind: 'number'; min: number; max: number })
  | (Common & { kind: 'list'; itemLabel: string; max: number; min: number; titleField?: string; item: z.ZodObject })
  | (Common & { kind: 'textList'; itemLabel: string; max: number; itemMax: number })
  | (Common & { kind: 'form' });

/** The editor's description of a field, or undefined for a schema made without these constructors. */
export function fieldMeta(schema: z.ZodType): FieldMeta | undefined {
  return (schema.meta() as { field?: FieldMeta } | undefined)?.field;
}

const withMeta = <S extends z.ZodType>(schema: S, field: FieldMeta): S => schema.meta({ field }) as S;

const tooLong = (label: string, max: number) => `Use at most ${max.toLocaleString('en-US')} characters for ${label.toLowerCase()}.`;

/** One line (or, multiline, a short paragraph) of plain text. Optional ones store '' when blank. */
export function text(label: string, options: { max?: number; required?: boolean; multiline?: boolean; help?: string; placeholder?: string } = {}) {
  const { max = options.multiline ? 1_000 : 200, required = false, multiline = false, help, placeholder } = options;
  const base = z.string(`${label} must be text.`).trim().max(max, tooLong(label, max));
  const schema = required ? base.min(1, `Enter ${label.toLowerCase()}.`) : base.default('');
  // Typed as optional for both: the seed copy may leave any text out; a missing required one is
  // still refused when parsed.
  return withMeta(schema, { kind: 'text', label, help, max, required, multiline, placeholder }) as unknown as z.ZodDefault<z.ZodString>;
}

/**
 * Where a link or button leads: the rich text's rule (a page of this site, #anchor, http(s)://,
 * mailto:, tel:). javascript:, data: and //host are refused: they would run code or leave the
 * site unannounced.
 */
export function link(label: string, options: { required?: boolean; help?: string } = {}) {
  const { required = true, help } = options;
  const base = z.string(`${label} must be text.`).trim().max(2_000, tooLong(label, 2_000));
  const schema = required
    ? base.min(1, `Enter where ${label.toLowerCase()} leads.`).refine(isAllowedHref, LINK_MESSAGE)
    : base.refine((value) => value === '' || isAllowedHref(value), LINK_MESSAGE).default('');
  return withMeta(schema, { kind: 'link', label, help, required }) as unknown as z.ZodDefault<z.ZodString>;
}

export function richText(label: string, options: { help?: string } = {}) {
  return withMeta(richTextSchema, { kind: 'richText', label, help: options.help });
}

/** Rich text a block may go without (null, drawn as nothing). */
export function optionalRichText(label: string, options: { help?: string } = {}) {
  return withMeta(richTextSchema.nullable().default(null), { kind: 'richText', label, help: options.help });
}

export function image(label: string, options: { help?: string } = {}) {
  return withMeta(mediaRefSchema.nullable().default(null), { kind: 'image', label, help: options.help, required: false });
}

export function requiredImage(label: string, options: { help?: string } = {}) {
  // Its own message when no image is chosen yet (the editor starts it at null), not zod's 'expected object'.
  const chosen = z.object(mediaRefSchema.shape, `Choose ${label.toLowerCase()} from the media library.`);
  return withMeta(
    chosen.refine((ref) => ref.alt.length > 0, { message: 'Describe the image in its alt text.', path: ['alt'] }),
    { kind: 'image', label, help: options.help, required: true },
  );
}

export function icon(label = 'Icon') {
  return withMeta(z.enum(ICON_NAMES, 'Choose an icon from the list.'), { kind: 'icon', label });
}

/**
 * One of a few values, offered as a list. The choices are given as `{ value: 'label' }` in the
 * order the editor offers them; the first is the default unless `fallback` names another.
 * Values that look like numbers ('3' columns) keep their order only in the array form
 * (`[{ value, label }]`): an object lists integer-like keys first, in ascending order.
 */
export function select<const C extends Record<string, string>>(
  label: string,
  choices: C,
  fallback?: keyof C & string,
): z.ZodDefault<z.ZodEnum<{ [K in keyof C & string]: K }>>;
export function select<const V extends readonly [string, ...string[]]>(
  label: string,
  options: { [K in keyof V]: { value: V[K]; label: string } },
  fallback: V[number],
): z.ZodDefault<z.ZodEnum<{ [K in V[number]]: K }>>;
export function select(label: string, choices: readonly { value: string; label: string }[] | Record<string, string>, fallback?: string) {
  const options = Array.isArray(choices) ? choices : Object.entries(choices).map(([value, optionLabel]) => ({ value, label: optionLabel }));
  const values = options.map((option) => option.value) as [string, ...string[]];
  return withMeta(z.enum(values, `Choose ${label.toLowerCase()} from the list.`).default(fallback ?? values[0]), { kind: 'select', label, options });
}

export function toggle(label: string, fallback = false, options: { help?: string } = {}) {
  return withMeta(z.boolean(`Say whether ${label.toLowerCase()}.`).default(fallback), { kind: 'toggle', label, help: options.help });
}

export function number(label: string, options: { min: number; max: number; fallback: number; help?: string }) {
  const { min, max, fallback, help } = options;
  const schema = z
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`)
    .default(fallback);
  return withMeta(schema, { kind: 'number', label, help, min, max });
}

/** A repeated group of fields (cards, slides, questions...). `titleField` names the item in the editor. */
export function list<Shape extends z.ZodRawShape>(
  label: string,
  itemLabel: string,
  shape: Shape,
  options: { max: number; min?: number; titleField?: keyof Shape & string; help?: string },
) {
  const { max, min = 0, titleField, help } = options;
  const item = z.object(shape);
  const schema = z
    .array(item, `${label} must be a list.`)
    .max(max, `Use at most ${max} ${itemLabel.toLowerCase()}s.`)
    .min(min, min === 1 ? `Add at least one ${itemLabel.toLowerCase()}.` : `Add at least ${min} ${itemLabel.toLowerCase()}s.`)
    .default([]);
  return withMeta(schema, { kind: 'list', label, help, itemLabel, max, min, titleField, item });
}

/** A list of short texts (technologies, features of a price tier...). */
export function textList(label: string, itemLabel: string, options: { max: number; itemMax?: number; help?: string }) {
  const { max, itemMax = 200, help } = options;
  const schema = z
    .array(
      z
        .string(`Each ${itemLabel.toLowerCase()} must be text.`)
        .trim()
        .min(1, `Fill in or remove the empty ${itemLabel.toLowerCase()}.`)
        .max(itemMax, tooLong(itemLabel, itemMax)),
      `${label} must be a list.`,
    )
    .max(max, `Use at most ${max} ${itemLabel.toLowerCase()}s.`)
    .default([]);
  return withMeta(schema, { kind: 'textList', label, help, itemLabel, max, itemMax });
}

/** One of the forms staff built (the editor offers them by name); stored by id. */
export function formRef(label: string, options: { help?: string } = {}) {
  const schema = z
    .string(`Choose ${label.toLowerCase()} from the list.`)
    .trim()
    .regex(/^$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, `Choose ${label.toLowerCase()} from the list.`)
    .min(1, `Choose ${label.toLowerCase()} to show.`);
  return withMeta(schema, { kind: 'form', label, help: options.help }) as unknown as z.ZodString;
}

/** The values a new, empty field starts with in the editor. */
export function emptyValue(schema: z.ZodType): unknown {
  const meta = fieldMeta(schema);
  switch (meta?.kind) {
    case 'text':
    case 'link':
    case 'form':
      return '';
    case 'richText':
      return { type: 'doc', content: [{ type: 'paragraph' }] };
    case 'image':
      return null;
    case 'icon':
      return ICON_NAMES[0];
    case 'select':
      return meta.options[0]?.value;
    case 'toggle':
      return false;
    case 'number':
      return meta.min;
    case 'list':
      return [];
    case 'textList':
      return [];
    default:
      return undefined;
  }
}

/** A new item of a list field, every field empty. */
export function emptyItem(item: z.ZodObject): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item.shape).map(([key, schema]) => [key, emptyValue(schema as z.ZodType)]));
}
