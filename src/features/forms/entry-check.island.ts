// A built form's check in the browser (decision 100): the same schema the server checks every post
// with, generated from the form's fields (entry-schema.ts). Not loaded with the page: zod is most
// of it, so built-form.island.ts imports this only when the visitor sends.
import type { FormFieldDef } from './definition';
import { entryFieldErrors, entryInputOf, entrySchema } from './entry-schema';

/** Each field's problem by its name; empty when the answers may be sent. */
export function checkEntry(fields: FormFieldDef[], data: FormData): Record<string, string> {
  const checked = entrySchema(fields).safeParse(entryInputOf(fields, data));
  return checked.success ? {} : entryFieldErrors(checked.error);
}
