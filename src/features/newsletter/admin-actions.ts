'use server';

// The newsletter's admin actions. Editors write issues and send tests to themselves; sending to
// every subscriber (now or scheduled), importing and removing subscribers are for admins: one
// click mails the whole list and cannot be called back (decision 092).
import { z } from 'zod';
import { staffAction, type StaffContext } from '@/features/admin/crud/action';
import type { ActionResult } from '@/server/auth/guarded';
import { env } from '@/server/env';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { IMPORT_LIMITS, parseSubscribersCsv } from './csv-import';
import { importSubscribers, staffUnsubscribe, type ImportSummary } from './import';
import { cancelIssueSchedule, queueTestIssue, removeIssue, scheduleIssue, startIssueNow, writeIssue, type IssueAuthor } from './issues';
import { issueIdSchema, issueInputSchema, issueScheduleSchema } from './schema';
import { wakeNewsletterWorker } from './sending';
import { newsletterMailContext } from './subscribers';

const author = ({ actor, user }: StaffContext) => ({ ...actor, name: user.name || user.email });

/** A step on one issue, by its id, done as the staff member; the answer says what was done. */
function issueStep(step: (db: StaffContext['db'], by: IssueAuthor, id: string) => Promise<void>, done: (context: StaffContext) => string) {
  return async ({ id }: { id: string }, context: StaffContext): Promise<ActionResult> => {
    await step(context.db, author(context), id);
    return { ok: true, message: done(context) };
  };
}

export const saveIssue = staffAction(
  'editor',
  issueInputSchema,
  async (input, context): Promise<ActionResult<{ id: string; created: boolean }>> => {
    const data = await writeIssue(context.db, author(context), input);
    return { ok: true, data, message: data.created ? 'Issue created successfully' : 'Issue updated successfully' };
  },
  { failure: 'Failed to save issue' },
);

export const deleteIssue = staffAction(
  'editor',
  issueIdSchema,
  issueStep(removeIssue, () => 'Issue deleted successfully'),
  { failure: 'Failed to delete issue' },
);

export const sendTestIssue = staffAction(
  'editor',
  issueIdSchema,
  issueStep(
    async (db, by, id) => {
      await queueTestIssue(db, by, id, await newsletterMailContext());
      wakeOutboxWorker();
    },
    ({ user }) => `Test sent to ${user.email}`,
  ),
  { failure: 'Failed to send the test' },
);

export const sendIssueNow = staffAction(
  'admin',
  issueIdSchema,
  async ({ id }, context): Promise<ActionResult<{ recipients: number }>> => {
    const recipients = await startIssueNow(context.db, author(context), id);
    wakeNewsletterWorker();
    return {
      ok: true,
      data: { recipients },
      message: `Sending to ${recipients.toLocaleString('en-US')} confirmed ${recipients === 1 ? 'subscriber' : 'subscribers'}`,
    };
  },
  { failure: 'Failed to send the issue' },
);

export const scheduleIssueSend = staffAction(
  'admin',
  issueScheduleSchema,
  async ({ id, sendAt }, context): Promise<ActionResult> => {
    await scheduleIssue(context.db, author(context), id, new Date(sendAt));
    return { ok: true, message: 'Issue scheduled' };
  },
  { failure: 'Failed to schedule the issue' },
);

export const cancelIssueSend = staffAction(
  'admin',
  issueIdSchema,
  issueStep(cancelIssueSchedule, () => 'Schedule cancelled'),
  {
    failure: 'Failed to cancel the schedule',
  },
);

export const unsubscribeSubscriber = staffAction(
  'admin',
  z.object({ id: z.uuid('This subscriber no longer exists. Reload the page.') }),
  async ({ id }, { db, actor }): Promise<ActionResult> => {
    const done = await staffUnsubscribe(db, actor, id);
    if (!done) return { ok: false, status: 404, error: 'This subscriber no longer exists. Reload the page.' };
    return { ok: true, message: `${done.email} unsubscribed` };
  },
  { failure: 'Failed to unsubscribe' },
);

export type ImportOutcome = ImportSummary & { duplicates: number };

/**
 * The import form (a CSV file and the consent box), sent as FormData. A file with a bad line is
 * refused whole: the error lists the lines (one a line), and nothing is stored.
 */
export const importSubscribersCsv = staffAction(
  'admin',
  z.instanceof(FormData, { error: 'Choose a CSV file to import.' }),
  async (form, { db, actor }): Promise<ActionResult<ImportOutcome>> => {
    const refuse = (...errors: string[]): ActionResult<ImportOutcome> => ({ ok: false, status: 400, error: errors.join('\n') });
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return refuse('Choose a CSV file to import.');
    if (file.size > IMPORT_LIMITS.bytes) return refuse('The file is larger than 1 MB: split it and import the parts one after another.');
    const text = new TextDecoder('utf-8').decode(await file.arrayBuffer());
    if (text.includes('\u0000')) return refuse('This is not a text file: save the list as CSV (comma-separated values) and import that.');
    const parsed = parseSubscribersCsv(text);
    if (!parsed.ok) return refuse(...parsed.errors);
    const summary = await importSubscribers(db, actor, parsed.rows, {
      consented: form.get('consented') === 'yes',
      context: await newsletterMailContext(),
      ratePerMinute: env().NEWSLETTER_SEND_RATE,
      fileName: file.name.slice(0, 200),
    });
    if (summary.pending > 0) wakeOutboxWorker();
    return { ok: true, data: { ...summary, duplicates: parsed.duplicates }, message: 'Subscribers imported' };
  },
  { failure: 'Failed to import the file.' },
);
