'use server';

// The editor's publishing actions, for every collection with drafts (decision 085): save the
// working copy (autosave or a manual save, which is a version), publish, unpublish, restore a
// version, schedule, and share preview links. Editors and above.
import { z } from 'zod';
import { staffAction } from '@/features/admin/crud/action';
import type { ActionResult } from '@/server/auth/guarded';
import { SCHEDULE_ACTIONS } from '@/server/db/schema';
import { collectionOf } from './collections';
import { publishingPanels, type PublishingPanels } from './panels';
import { createPreviewLink, revokePreviewLink, type PreviewLink } from './preview-links';
import { answer, authorOf, note, SAVE_FAILED, saveParsedWorkingCopy, saveSchema, target, type SaveAnswer } from './save';
import { addSchedule, cancelSchedule, type Schedule } from './schedules';
import { publish, restoreVersion, unpublish, type DraftState } from './workflow';

const targetSchema = z.object(target);
const publishSchema = z.object({ ...target, baseRevision: z.number().int().min(0).optional(), data: z.unknown().optional(), note });
const restoreSchema = z.object({ ...target, versionId: z.uuid('Unknown version.') });
const scheduleSchema = z.object({
  ...target,
  action: z.enum(SCHEDULE_ACTIONS, 'Choose publish or unpublish.'),
  runAt: z.iso.datetime({ offset: true, error: 'Choose a date and a time.' }),
});
const cancelScheduleSchema = z.object({ ...target, scheduleId: z.uuid('Unknown schedule.') });
const linkSchema = z.object({ ...target, days: z.number('Choose how long the link works.').int() });
const revokeSchema = z.object({ ...target, linkId: z.uuid('Unknown link.') });

export const saveWorkingCopy = staffAction(
  'editor',
  saveSchema,
  async (input, { db, actor, user }): Promise<ActionResult<SaveAnswer>> => saveParsedWorkingCopy(db, authorOf(actor, user), input),
  { failure: SAVE_FAILED },
);

export const publishRecord = staffAction(
  'editor',
  publishSchema,
  async (input, { db, actor, user }): Promise<ActionResult<SaveAnswer>> => {
    const outcome = await publish(db, collectionOf(input.collection), authorOf(actor, user), input);
    return answer(outcome, input.data, 'Published');
  },
  { failure: 'It could not be published. Please try again.' },
);

export const unpublishRecord = staffAction(
  'editor',
  targetSchema,
  async (input, { db, actor, user }): Promise<ActionResult> => {
    await unpublish(db, collectionOf(input.collection), authorOf(actor, user), input.id);
    return { ok: true, message: 'Unpublished: visitors no longer see it' };
  },
  { failure: 'It could not be unpublished. Please try again.' },
);

export const restoreRecordVersion = staffAction(
  'editor',
  restoreSchema,
  async (input, { db, actor, user }): Promise<ActionResult<{ state: DraftState; version: number; restored: number }>> => {
    const data = await restoreVersion(db, collectionOf(input.collection), authorOf(actor, user), input);
    return { ok: true, data, message: `Version ${data.restored} restored as the draft` };
  },
  { failure: 'The version could not be restored. Please try again.' },
);

export const scheduleRecord = staffAction(
  'editor',
  scheduleSchema,
  async (input, { db, actor, user }): Promise<ActionResult<Schedule>> => {
    const data = await addSchedule(db, authorOf(actor, user), { ...input, runAt: new Date(input.runAt) });
    return { ok: true, data, message: input.action === 'publish' ? 'Publishing scheduled' : 'Unpublishing scheduled' };
  },
  { failure: 'The schedule could not be saved. Please try again.' },
);

export const cancelRecordSchedule = staffAction(
  'editor',
  cancelScheduleSchema,
  async (input, { db, actor, user }): Promise<ActionResult> => {
    await cancelSchedule(db, authorOf(actor, user), input);
    return { ok: true, message: 'Schedule cancelled' };
  },
  { failure: 'The schedule could not be cancelled. Please try again.' },
);

export const createRecordPreviewLink = staffAction(
  'editor',
  linkSchema,
  async (input, { db, actor, user }): Promise<ActionResult<PreviewLink>> => {
    const data = await createPreviewLink(db, authorOf(actor, user), input);
    return { ok: true, data, message: 'Preview link created' };
  },
  { failure: 'The preview link could not be created. Please try again.' },
);

export const revokeRecordPreviewLink = staffAction(
  'editor',
  revokeSchema,
  async (input, { db, actor, user }): Promise<ActionResult> => {
    await revokePreviewLink(db, authorOf(actor, user), input);
    return { ok: true, message: 'Preview link revoked: it now answers 404' };
  },
  { failure: 'The preview link could not be revoked. Please try again.' },
);

/** The history, schedules and links of a record, for the editor's panels after a change. */
export const loadPublishingPanels = staffAction(
  'editor',
  targetSchema,
  async ({ collection, id }, { db }): Promise<ActionResult<PublishingPanels>> => ({ ok: true, data: await publishingPanels(db, collection, id) }),
  { failure: 'The history could not be loaded. Please try again.' },
);
