// The form builder's writes, as plain functions over the database (builder-actions.ts calls them
// after the role check; the integration tests call them directly). Each checks the definition
// with formDefinitionSchema, writes in one transaction with its audit entry, then drops the
// 'site' cache so pages that place the form draw the new definition.
import 'server-only';
import { and, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '@/features/audit/record';
import { CrudError, isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import { siteTimeZone } from '@/features/settings/queries';
import { toDateTimeLocalValue } from '@/lib/zoned-time';
import type { Tx } from '@/features/publishing/types';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { forms, formSubmissions, type FormField } from '@/server/db/schema';
import { isBuiltInForm } from './catalogue';
import { formDefinitionSchema, type FormDefinition } from './definition';
import { withoutNul } from './field-text';

export const SLUG_TAKEN = 'Another form already uses this slug.';
export const BUILT_IN_REFUSAL = 'This is one of the site’s built-in forms: its fields and texts are fixed. You can only switch it on or off in the forms list.';

/** A refusal that names the fields it is about ('fields.2.options'), for the builder to show beside them. */
export class FormRefusal extends CrudError {
  constructor(
    message: string,
    status: 400 | 404 | 409,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message, status);
  }
}

export type SavedForm = { id: string; updatedAt: string };

/**
 * Every text of the input as PostgreSQL's jsonb can hold it: without NUL characters and with any
 * lone surrogate replaced (either made the insert fail, and the save answer 'try again' for ever).
 * Nothing a person types holds one.
 */
function storableText(value: unknown): unknown {
  if (typeof value === 'string') return (withoutNul(value) as string).toWellFormed();
  if (Array.isArray(value)) return value.map(storableText);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, storableText(inner)]));
  return value;
}

/** The definition, or a refusal carrying every problem at its path; the toast names the field of the first. */
function checkedDefinition(raw: unknown): FormDefinition {
  const input = storableText(raw);
  const parsed = formDefinitionSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.map(String).join('.')] ??= issue.message;
  const first = parsed.error.issues[0]!;
  throw new FormRefusal(`${whereIs(first, input)}${first.message}`, 400, fieldErrors);
}

function whereIs(issue: z.core.$ZodIssue, input: unknown): string {
  const [head, index] = issue.path;
  if (head !== 'fields' || typeof index !== 'number') return '';
  const field = (input as { fields?: { label?: unknown }[] } | null)?.fields?.[index];
  const label = typeof field?.label === 'string' ? field.label.trim() : '';
  return `Field ${index + 1}${label ? ` (${label})` : ''}: `;
}

const slugRefusal = (slug: string) =>
  isBuiltInForm(slug)
    ? new FormRefusal('This slug belongs to one of the site’s built-in forms.', 409, { slug: 'This slug belongs to one of the site’s built-in forms.' })
    : new FormRefusal(SLUG_TAKEN, 409, { slug: SLUG_TAKEN });

/** Two saves took the same slug at once: the unique index refused the second. */
function isSlugConflict(error: unknown): boolean {
  for (let cause = error as { code?: string; constraint?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.code === '23505' && (cause.constraint === 'forms_slug_key' || String(cause).includes('forms_slug_key'))) return true;
  }
  return false;
}

async function inTransaction<T>(db: Database, slug: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isSlugConflict(error)) throw slugRefusal(slug);
    throw error;
  }
}

async function refuseTakenSlug(tx: Tx, slug: string, exceptId?: string) {
  // A built-in slug is refused even when its row is missing (a database not seeded yet): a built
  // form under it would be taken for the built-in one.
  if (isBuiltInForm(slug)) throw slugRefusal(slug);
  const [taken] = await tx
    .select({ id: forms.id })
    .from(forms)
    .where(exceptId ? and(eq(forms.slug, slug), ne(forms.id, exceptId)) : eq(forms.slug, slug))
    .limit(1);
  if (taken) throw slugRefusal(slug);
}

const auditDetails = (form: FormDefinition) => ({ name: form.name, slug: form.slug, fields: form.fields.length });

export async function createForm(db: Database, actor: CrudActor, input: unknown): Promise<SavedForm> {
  const form = checkedDefinition(input);
  const saved = await inTransaction(db, form.slug, async (tx) => {
    await refuseTakenSlug(tx, form.slug);
    const [row] = await tx
      .insert(forms)
      .values({ name: form.name, slug: form.slug, description: form.description, fields: form.fields as unknown as FormField[], settings: form.settings })
      .returning({ id: forms.id, updatedAt: forms.updatedAt });
    await recordAudit(tx, { action: 'form.create', actor, ipAddress: actor.ipAddress, entityType: 'form', entityId: row!.id, details: auditDetails(form) });
    return { id: row!.id, updatedAt: row!.updatedAt.toISOString() };
  });
  invalidateCacheTags('site');
  return saved;
}

/**
 * Saves the builder's definition over the form it loaded. `updatedAt` is the form's as the
 * builder loaded it (or last saved it): a form someone else saved since is refused, so nobody's
 * work is silently overwritten; the builder keeps its changes on screen.
 */
export async function updateForm(db: Database, actor: CrudActor, input: { id: string; updatedAt: string; form: unknown }): Promise<SavedForm> {
  if (!isUuid(input.id)) throw notFound('form');
  const form = checkedDefinition(input.form);
  const saved = await inTransaction(db, form.slug, async (tx) => {
    const [before] = await tx
      .select({ name: forms.name, slug: forms.slug, updatedAt: forms.updatedAt })
      .from(forms)
      .where(eq(forms.id, input.id))
      .for('update');
    if (!before) throw notFound('form');
    if (isBuiltInForm(before.slug)) throw new FormRefusal(BUILT_IN_REFUSAL, 400);
    if (before.updatedAt.toISOString() !== input.updatedAt) {
      const at = toDateTimeLocalValue(before.updatedAt, await siteTimeZone(tx as Database)).slice(11);
      throw new FormRefusal(`Someone else saved this form at ${at}; reload to see their changes.`, 409);
    }
    await refuseTakenSlug(tx, form.slug, input.id);
    const [row] = await tx
      .update(forms)
      .set({
        name: form.name,
        slug: form.slug,
        description: form.description,
        fields: form.fields as unknown as FormField[],
        settings: form.settings,
        updatedAt: new Date(),
      })
      .where(eq(forms.id, input.id))
      .returning({ updatedAt: forms.updatedAt });
    const renamed = before.slug !== form.slug ? { previousSlug: before.slug } : {};
    await recordAudit(tx, {
      action: 'form.update',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'form',
      entityId: input.id,
      details: { ...auditDetails(form), ...renamed },
    });
    return { id: input.id, updatedAt: row!.updatedAt.toISOString() };
  });
  invalidateCacheTags('site');
  return saved;
}

/**
 * Deletes a built form that has no entries. Its submissions would go with it (form_id cascades),
 * so a form with entries is refused: switching it off keeps them. The form's row is locked first;
 * a submission being stored meanwhile waits for that lock (its foreign key), so none can slip in
 * between the count and the delete.
 */
export async function deleteForm(db: Database, actor: CrudActor, input: { id: string }): Promise<void> {
  if (!isUuid(input.id)) throw notFound('form');
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ name: forms.name, slug: forms.slug }).from(forms).where(eq(forms.id, input.id)).for('update');
    if (!before) throw notFound('form');
    if (isBuiltInForm(before.slug)) throw new FormRefusal(BUILT_IN_REFUSAL, 400);
    const [{ entries } = { entries: 0 }] = await tx.select({ entries: count() }).from(formSubmissions).where(eq(formSubmissions.formId, input.id));
    if (entries > 0)
      throw new FormRefusal(`This form has ${entries} ${entries === 1 ? 'entry' : 'entries'}; switch it off instead, or delete its entries first.`, 409);
    await tx.delete(forms).where(eq(forms.id, input.id));
    await recordAudit(tx, {
      action: 'form.delete',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'form',
      entityId: input.id,
      details: { name: before.name, slug: before.slug },
    });
  });
  invalidateCacheTags('site');
}
