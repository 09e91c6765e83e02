'use server';

import { staffAction, writeThenSay } from '@/features/admin/crud/action';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { requeueLeadMail, writeLeadNote, writeLeadSpam, writeLeadStatus } from './admin-leads';
import { leadNoteSchema, leadSpamSchema, leadStatusSchema, mailRetrySchema } from './admin-schema';

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
