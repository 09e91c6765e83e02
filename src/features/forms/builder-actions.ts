'use server';

import { z } from 'zod';
import { actorOf, badInput, CrudError } from '@/features/admin/crud/server';
import { recordId } from '@/features/admin/crud/schema-helpers';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { createForm, deleteForm, FormRefusal, updateForm, type SavedForm } from './builder-writes';

const updateInputSchema = z.object({ id: recordId, updatedAt: z.string('Reload the form and save again.').max(40), form: z.unknown() });
const deleteInputSchema = z.object({ id: recordId });

/** A refusal as the builder shows it: the message for the toast, and each problem by its path. */
function refusal(error: unknown): ActionResult<never> {
  if (error instanceof FormRefusal && Object.keys(error.fieldErrors).length > 0) return { ok: false, status: error.status, error: error.message, fieldErrors: error.fieldErrors };
  if (error instanceof CrudError) return { ok: false, status: error.status, error: error.message };
  throw error;
}

export async function createBuiltForm(input: unknown): Promise<ActionResult<SavedForm>> {
  return guarded('editor', async (user): Promise<ActionResult<SavedForm>> => {
    try {
      const data = await createForm(await getDb(), await actorOf(user), input);
      return { ok: true, data, message: 'Form created successfully' };
    } catch (error) {
      return refusal(error);
    }
  }, 'The form could not be saved. Please try again.');
}

export async function updateBuiltForm(input: unknown): Promise<ActionResult<SavedForm>> {
  return guarded('editor', async (user): Promise<ActionResult<SavedForm>> => {
    const parsed = updateInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await updateForm(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data, message: 'Form updated successfully' };
    } catch (error) {
      return refusal(error);
    }
  }, 'The form could not be saved. Please try again.');
}

export async function deleteBuiltForm(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user): Promise<ActionResult> => {
    const parsed = deleteInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await deleteForm(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, message: 'Form deleted successfully' };
    } catch (error) {
      return refusal(error);
    }
  }, 'The form could not be deleted. Please try again.');
}
