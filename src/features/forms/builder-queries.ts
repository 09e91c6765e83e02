// What the form builder opens: one form's definition, as the builder edits it. Not cached: staff
// see the latest save, and its updatedAt is what a later save is checked against.
import 'server-only';
import { count, eq } from 'drizzle-orm';
import { isUuid } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { forms, formSubmissions } from '@/server/db/schema';
import { isBuiltInForm } from './catalogue';
import { formFieldSchema, formSettingsSchema, readDefinition, type FormFieldDef, type FormSettings } from './definition';

export type BuilderRecord = {
  id: string;
  name: string;
  slug: string;
  description: string;
  fields: FormFieldDef[];
  settings: FormSettings;
  isActive: boolean;
  /** ISO: sent back with a save, which is refused if the form changed since. */
  updatedAt: string;
  builtIn: boolean;
  entryCount: number;
};

/** The form with this id, or null for an unknown id (or one that is not a UUID). */
export async function getBuilderForm(db: Database, id: string): Promise<BuilderRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(forms).where(eq(forms.id, id));
  if (!row) return null;
  const [{ entries } = { entries: 0 }] = await db.select({ entries: count() }).from(formSubmissions).where(eq(formSubmissions.formId, id));
  const definition = readDefinition(row);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description ?? '',
    // A stored form that no longer passes as a whole (an older shape) opens with each field's
    // defaults filled in, and the builder shows what to fix when it is saved.
    fields: definition?.fields ?? (Array.isArray(row.fields) ? row.fields.map(lenientField) : []),
    settings: definition?.settings ?? formSettingsSchema.catch(formSettingsSchema.parse({})).parse(row.settings ?? {}),
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
    builtIn: isBuiltInForm(row.slug),
    entryCount: entries,
  };
}

function lenientField(raw: unknown, index: number): FormFieldDef {
  const field = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const parsed = formFieldSchema.safeParse(field);
  if (parsed.success) return parsed.data;
  const defaults = formFieldSchema.parse({ id: `field-${index + 1}`, type: 'text', name: 'field', label: 'Field' });
  return { ...defaults, ...field, id: typeof field.id === 'string' && field.id ? field.id : defaults.id } as FormFieldDef;
}
