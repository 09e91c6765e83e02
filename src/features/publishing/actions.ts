'use server';

// The editor's publishing actions, for every collection with drafts (decision 085): save the
// working copy (autosave or a manual save, which is a version), publish, unpublish, restore a
// version, schedule, and share preview links. Editors and above.
import { z } from 'zod';
import { badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { SCHEDULE_ACTIONS } from '@/server/db/schema';
import { collectionOf } from './collections';
import { publishingPanels, type PublishingPanels } from './panels';
import { createPreviewLink, revokePreviewLink, type PreviewLink } from './preview-links';
import { answer, authorOf, note, SAVE_FAILED, saveWorkingCopyAs, target, type SaveAnswer } from './save';
import { addSchedule, cancelSchedule, type Schedule } from './schedules';
import { publish, restoreVersion, unpublish, type DraftState } from './workflow';

const publishSchema = z.object({ ...target, baseRevision: z.number().int().min(0).optional(), data: z.unknown().optional(), note });
const restoreSchema = z.object({ ...target, versionId: z.uuid('Unknown version.') });
const scheduleSchema = z.object({ ...target, action: z.enum(SCHEDULE_ACTIONS, 'Choose publish or unpublish.'), runAt: z.iso.datetime({ offset: true, error: 'Choose a date and a time.' }) });
const cancelScheduleSchema = z.object({ ...target, scheduleId: z.uuid('Unknown schedule.') });
const linkSchema = z.object({ ...target, days: z.number('Choose how long the link works.').int() });
const revokeSchema = z.object({ ...target, linkId: z.uuid('Unknown link.') });

export async function saveWorkingCopy(input: unknown): Promise<ActionResult<SaveAnswer>> {
  return guarded('editor', (user) => saveWorkingCopyAs(user, input), SAVE_FAILED);
}

export async function publishRecord(input: unknown): Promise<ActionResult<SaveAnswer>> {
  return guarded('editor', async (user): Promise<ActionResult<SaveAnswer>> => {
    const parsed = publishSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const outcome = await publish(await getDb(), collectionOf(parsed.data.collection), await authorOf(user), parsed.data);
      return answer(outcome, parsed.data.data, 'Published');
    } catch (error) {
      return refused(error);
    }
  }, 'It could not be published. Please try again.');
}

export async function unpublishRecord(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = z.object(target).safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await unpublish(await getDb(), collectionOf(parsed.data.collection), await authorOf(user), parsed.data.id);
      return { ok: true, message: 'Unpublished: visitors no longer see it' };
    } catch (error) {
      return refused(error);
    }
  }, 'It could not be unpublished. Please try again.');
}

export async function restoreRecordVersion(input: unknown): Promise<ActionResult<{ state: DraftState; version: number; restored: number }>> {
  return guarded('editor', async (user): Promise<ActionResult<{ state: DraftState; version: number; restored: number }>> => {
    const parsed = restoreSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await restoreVersion(await getDb(), collectionOf(parsed.data.collection), await authorOf(user), parsed.data);
      return { ok: true, data, message: `Version ${data.restored} restored as the draft` };
    } catch (error) {
      return refused(error);
    }
  }, 'The version could not be restored. Please try again.');
}

export async function scheduleRecord(input: unknown): Promise<ActionResult<Schedule>> {
  return guarded('editor', async (user): Promise<ActionResult<Schedule>> => {
    const parsed = scheduleSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await addSchedule(await getDb(), await authorOf(user), { ...parsed.data, runAt: new Date(parsed.data.runAt) });
      return { ok: true, data, message: parsed.data.action === 'publish' ? 'Publishing scheduled' : 'Unpublishing scheduled' };
    } catch (error) {
      return refused(error);
    }
  }, 'The schedule could not be saved. Please try again.');
}

export async function cancelRecordSchedule(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = cancelScheduleSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await cancelSchedule(await getDb(), await authorOf(user), parsed.data);
      return { ok: true, message: 'Schedule cancelled' };
    } catch (error) {
      return refused(error);
    }
  }, 'The schedule could not be cancelled. Please try again.');
}

export async function createRecordPreviewLink(input: unknown): Promise<ActionResult<PreviewLink>> {
  return guarded('editor', async (user): Promise<ActionResult<PreviewLink>> => {
    const parsed = linkSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await createPreviewLink(await getDb(), await authorOf(user), parsed.data);
      return { ok: true, data, message: 'Preview link created' };
    } catch (error) {
      return refused(error);
    }
  }, 'The preview link could not be created. Please try again.');
}

export async function revokeRecordPreviewLink(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = revokeSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await revokePreviewLink(await getDb(), await authorOf(user), parsed.data);
      return { ok: true, message: 'Preview link revoked: it now answers 404' };
    } catch (error) {
      return refused(error);
    }
  }, 'The preview link could not be revoked. Please try again.');
}

/** The history, schedules and links of a record, for the editor's panels after a change. */
export async function loadPublishingPanels(input: unknown): Promise<ActionResult<PublishingPanels>> {
  return guarded('editor', async (): Promise<ActionResult<PublishingPanels>> => {
    const parsed = z.object(target).safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    return { ok: true, data: await publishingPanels(await getDb(), parsed.data.collection, parsed.data.id) };
  }, 'The history could not be loaded. Please try again.');
}
