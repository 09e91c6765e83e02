'use server';

import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { requeueLeadMail, writeLeadNote, writeLeadSpam, writeLeadStatus } from './admin-leads';
import { leadNoteSchema, leadSpamSchema, leadStatusSchema, mailRetrySchema } from './admin-schema';

export async function updateLeadStatus(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = leadStatusSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await writeLeadStatus(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, message: 'Status Updated' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to update lead.');
}

export async function addLeadNote(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = leadNoteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await writeLeadNote(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, message: 'Note Added' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to add note.');
}

export async function setLeadSpam(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = leadSpamSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await writeLeadSpam(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, message: parsed.data.spam ? 'Marked as Spam' : 'Marked as Not Spam' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to update lead.');
}

export async function retryLeadEmail(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = mailRetrySchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await requeueLeadMail(await getDb(), await actorOf(user), parsed.data);
      wakeOutboxWorker();
      return { ok: true, message: 'Email Queued Again' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to retry email.');
}
