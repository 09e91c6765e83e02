// The kinds of field a built form has and the constants about them, without zod: the public
// form's browser code reads them, and zod would add about 29 KiB to every page with a form
// (the schemas are in definition.ts and entry-schema.ts, loaded by the browser only to check a post).

export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'url',
  'date',
  'select',
  'radio',
  'checkboxes',
  'consent',
  'file',
  'hidden',
  'heading',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** How the builder names each type, in the order of its "Add a field" menu. */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Short text',
  textarea: 'Long text',
  email: 'Email',
  phone: 'Phone',
  number: 'Number',
  url: 'Web address',
  date: 'Date',
  select: 'Drop-down',
  radio: 'Choice (one)',
  checkboxes: 'Checkboxes (several)',
  consent: 'Consent checkbox',
  file: 'File upload',
  hidden: 'Hidden value',
  heading: 'Section heading',
};

/** Types whose answer is one of their options: the ones another field's visibility may depend on. */
export const CHOICE_TYPES = ['select', 'radio', 'checkboxes', 'consent'] as const satisfies readonly FieldType[];
export const OPTION_TYPES = ['select', 'radio', 'checkboxes'] as const satisfies readonly FieldType[];
const TEXT_TYPES = ['text', 'textarea'] as const satisfies readonly FieldType[];
/** Types that hold no answer from the visitor. */
export const NO_INPUT_TYPES = ['hidden', 'heading'] as const satisfies readonly FieldType[];

export const isChoiceType = (type: FieldType) => (CHOICE_TYPES as readonly FieldType[]).includes(type);
export const hasOptions = (type: FieldType) => (OPTION_TYPES as readonly FieldType[]).includes(type);
export const isTextType = (type: FieldType) => (TEXT_TYPES as readonly FieldType[]).includes(type);

/** The value a consent checkbox's condition compares with: ticked. */
export const CONSENT_TICKED = 'ticked';

/** The document types a file field takes: those we can tell by their bytes (the CV upload's check). */
export const FILE_TYPES = ['pdf', 'doc', 'docx'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const FILE_TYPE_LABELS: Record<FileType, string> = { pdf: 'PDF', doc: 'Word (.doc)', docx: 'Word (.docx)' };
/** The largest file a form takes, as a CV may be (application-options.ts reads it from here). */
export const MAX_FILE_MB = 10;

/** Default length limits of text answers, when the field sets none. */
export const DEFAULT_MAX_LENGTH = { text: 200, textarea: 5000 } as const;

/**
 * Names our own inputs use in a posted form, which a field may not take: the spam trap and the
 * tracking the browser adds (formToken, sourcePage and $ACTION_ fields cannot clash: a field name
 * is lower-case).
 */
export const RESERVED_NAMES = ['website', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The allowed types in words: "PDF", "PDF or DOCX", "PDF, DOC or DOCX". */
export function fileTypeList(types: readonly FileType[]): string {
  const names = types.map((type) => type.toUpperCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}
