'use server';

import { staffAction } from '@/features/admin/crud/action';
import type { ActionResult } from '@/server/auth/guarded';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { requeueLeadMail, writeLeadNote, writeLeadSpam, writeLeadStatus } from './admin-leads';
import { leadNoteSchema, leadSpamSchema, leadStatusSchema, mailRetrySchema } from './admin-schema';

export const updateLeadStatus = staffAction(
  'editor',
  leadStatusSchema,
  async (input, { db, actor }): Promise<ActionResult> => {
    await writeLeadStatus(db, actor, input);
    return { ok: true, message: 'Status Updated' };
  },
  { failure: 'Failed to update lead.' },
);

export const addLeadNote = staffAction(
  'editor',
  leadNoteSchema,
  async (input, { db, actor }): Promise<ActionResult> => {
    await writeLeadNote(db, actor, input);
    return { ok: true, message: 'Note Added' };
  },
  { failure: 'Failed to add note.' },
);

export const setLeadSpam = staffAction(
  'editor',
  leadSpamSchema,
  async (input, { db, actor }): Promise<ActionResult> => {
    await writeLeadSpam(db, actor, input);
    return { ok: true, message: input.spam ? 'Marked as Spam' : 'Marked as Not Spam' };
  },
  { failure: 'Failed to update lead.' },
);

export const retryLeadEmail = staffAction(
  'editor',
  mailRetrySchema,
  async (input, { db, actor }): Promise<ActionResult> => {
    await requeueLeadMail(db, actor, input);
    wakeOutboxWorker();
    return { ok: true, message: 'Email Queued Again' };
  },
  { failure: 'Failed to retry email.' },
);
