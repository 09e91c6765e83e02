'use server';

import { z } from 'zod';
import { staffAction } from '@/features/admin/crud/action';
import { recordId } from '@/features/admin/crud/schema-helpers';
import { CrudError, type CrudActor } from '@/features/admin/crud/server';
import type { ActionResult } from '@/server/auth/guarded';
import type { Database } from '@/server/db/client';
import { createForm, deleteForm, FormRefusal, updateForm, type SavedForm } from './builder-writes';

const updateInputSchema = z.object({ id: recordId, updatedAt: z.string('Reload the form and save again.').max(40), form: z.unknown() });
const deleteInputSchema = z.object({ id: recordId });

/** A refusal as the builder shows it: the message for the toast, and each problem by its path. */
function refusal(error: unknown): ActionResult<never> {
  if (error instanceof FormRefusal && Object.keys(error.fieldErrors).length > 0)
    return { ok: false, status: error.status, error: error.message, fieldErrors: error.fieldErrors };
  if (error instanceof CrudError) return { ok: false, status: error.status, error: error.message };
  throw error;
}

/** Create and update: the write answers with the saved form; the toast says which it was. */
function saved<Input>(write: (db: Database, actor: CrudActor, input: Input) => Promise<SavedForm>, message: string) {
  return async (input: Input, { db, actor }: { db: Database; actor: CrudActor }): Promise<ActionResult<SavedForm>> => ({
    ok: true,
    data: await write(db, actor, input),
    message,
  });
}
const SAVE_OPTIONS = { failure: 'The form could not be saved. Please try again.', refusal };

/** A new form: createForm checks the whole definition itself (each problem by its path), so the action takes its input as it comes. */
export const createBuiltForm = staffAction('editor', z.unknown(), saved(createForm, 'Form created successfully'), SAVE_OPTIONS);

export const updateBuiltForm = staffAction('editor', updateInputSchema, saved(updateForm, 'Form updated successfully'), SAVE_OPTIONS);

export const deleteBuiltForm = staffAction(
  'editor',
  deleteInputSchema,
  async (input, { db, actor }): Promise<ActionResult> => {
    await deleteForm(db, actor, input);
    return { ok: true, message: 'Form deleted successfully' };
  },
  { failure: 'The form could not be deleted. Please try again.', refusal },
);
