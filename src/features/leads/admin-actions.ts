'use server';

import { staffAction, type StaffContext } from '@/features/admin/crud/action';
import type { CrudActor } from '@/features/admin/crud/server';
import type { ActionResult } from '@/server/auth/guarded';
import type { Database } from '@/server/db/client';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { requeueLeadMail, writeLeadNote, writeLeadSpam, writeLeadStatus } from './admin-leads';
import { leadNoteSchema, leadSpamSchema, leadStatusSchema, mailRetrySchema } from './admin-schema';

/** The work of every lead action: the write (admin-leads.ts), then the toast it answers with, a sentence or one made from the input. */
function writeThenSay<Input>(write: (db: Database, actor: CrudActor, input: Input) => Promise<unknown>, message: string | ((input: Input) => string)) {
  return async (input: Input, { db, actor }: StaffContext): Promise<ActionResult> => {
    await write(db, actor, input);
    return { ok: true, message: typeof message === 'string' ? message : message(input) };
  };
}

export const updateLeadStatus = staffAction('editor', leadStatusSchema, writeThenSay(writeLeadStatus, 'Status Updated'), { failure: 'Failed to update lead.' });

export const addLeadNote = staffAction('editor', leadNoteSchema, writeThenSay(writeLeadNote, 'Note Added'), { failure: 'Failed to add note.' });

export const setLeadSpam = staffAction(
  'editor',
  leadSpamSchema,
  writeThenSay(writeLeadSpam, (input) => (input.spam ? 'Marked as Spam' : 'Marked as Not Spam')),
  { failure: 'Failed to update lead.' },
);

/** Queues the email again and wakes the outbox worker, so that it goes out now rather than at the worker's next round. */
export const retryLeadEmail = staffAction(
  'editor',
  mailRetrySchema,
  writeThenSay(async (db, actor, input) => {
    await requeueLeadMail(db, actor, input);
    wakeOutboxWorker();
  }, 'Email Queued Again'),
  { failure: 'Failed to retry email.' },
);
