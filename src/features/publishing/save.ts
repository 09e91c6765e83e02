// Saving a working copy, for the editor's server action and for the keepalive request a closing
// tab sends (src/app/api/admin/drafts/route.ts): one rule for both.
import 'server-only';
import { z } from 'zod';
import { actorOf, badInput, refused, type CrudActor } from '@/features/admin/crud/server';
import type { ActionResult } from '@/server/auth/guarded';
import type { SessionUser } from '@/server/auth/session';
import { getDb, type Database } from '@/server/db/client';
import { PUBLISHABLE_COLLECTIONS } from '@/server/db/schema';
import { collectionOf } from './collections';
import { refusedInput } from './refusal';
import type { Author } from './types';
import { saveDraft, type Conflict, type DraftState, type SaveOutcome } from './workflow';

export const target = {
  collection: z.enum(PUBLISHABLE_COLLECTIONS, 'Unknown kind of record.'),
  id: z.uuid('Unknown record.'),
};
export const note = z.string('The note must be text.').trim().max(200, 'Use at most 200 characters for the note.').optional();
export const saveSchema = z.object({ ...target, baseRevision: z.number().int().min(0), data: z.unknown(), manual: z.boolean(), note });

export const SAVE_FAILED = 'The draft could not be saved. Please try again: your changes are still here.';

/** What a save or publish answers: the new state, or the conflict (the editor's copy is kept as a version). */
export type SaveAnswer = { kind: 'saved'; state: DraftState; version?: number } | { kind: 'conflict'; conflict: Conflict };

/** Who acts, with the name the history shows. */
export function authorOf(actor: CrudActor, user: SessionUser): Author {
  return { ...actor, name: user.name?.trim() || user.email };
}

export function answer(outcome: SaveOutcome, data: unknown, message: string): ActionResult<SaveAnswer> {
  if (outcome.ok) return { ok: true, data: { kind: 'saved', state: outcome.state, version: outcome.version }, message };
  if ('conflict' in outcome) return { ok: true, data: { kind: 'conflict', conflict: outcome.conflict } };
  return refusedInput(outcome.issues, data);
}

/** The save itself, once the role is checked and the input parsed: the editor's action (actions.ts) and saveWorkingCopyAs share it. */
export async function saveParsedWorkingCopy(db: Database, author: Author, input: z.output<typeof saveSchema>): Promise<ActionResult<SaveAnswer>> {
  const outcome = await saveDraft(db, collectionOf(input.collection), author, input);
  return answer(outcome, input.data, input.manual ? 'Saved as a new version' : 'Draft saved');
}

/** The keepalive request's save: it checks its role itself, as a route does, and answers as the action. */
export async function saveWorkingCopyAs(user: SessionUser, input: unknown): Promise<ActionResult<SaveAnswer>> {
  const parsed = saveSchema.safeParse(input);
  if (!parsed.success) return badInput(parsed.error.issues);
  try {
    return await saveParsedWorkingCopy(await getDb(), authorOf(await actorOf(user), user), parsed.data);
  } catch (error) {
    return refused(error);
  }
}
