'use server';

// The newsletter's admin actions. Editors write issues and send tests to themselves; sending to
// every subscriber (now or scheduled), importing and removing subscribers are for admins: one
// click mails the whole list and cannot be called back (decision 092).
import { z } from 'zod';
import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import type { SessionUser } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { IMPORT_LIMITS, parseSubscribersCsv } from './csv-import';
import { importSubscribers, staffUnsubscribe, type ImportSummary } from './import';
import { cancelIssueSchedule, queueTestIssue, removeIssue, scheduleIssue, startIssueNow, writeIssue } from './issues';
import { issueIdSchema, issueInputSchema, issueScheduleSchema } from './schema';
import { wakeNewsletterWorker } from './sending';
import { newsletterMailContext } from './subscribers';

const author = async (user: SessionUser) => ({ ...(await actorOf(user)), name: user.name || user.email });

export async function saveIssue(input: unknown): Promise<ActionResult<{ id: string; created: boolean }>> {
  return guarded('editor', async (user): Promise<ActionResult<{ id: string; created: boolean }>> => {
    const parsed = issueInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await writeIssue(await getDb(), await author(user), parsed.data);
      return { ok: true, data, message: data.created ? 'Issue created successfully' : 'Issue updated successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to save issue');
}

export async function deleteIssue(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = issueIdSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await removeIssue(await getDb(), await author(user), parsed.data.id);
      return { ok: true, message: 'Issue deleted successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to delete issue');
}

export async function sendTestIssue(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = issueIdSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await queueTestIssue(await getDb(), await author(user), parsed.data.id, await newsletterMailContext());
      wakeOutboxWorker();
      return { ok: true, message: `Test sent to ${user.email}` };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to send the test');
}

export async function sendIssueNow(input: unknown): Promise<ActionResult<{ recipients: number }>> {
  return guarded('admin', async (user): Promise<ActionResult<{ recipients: number }>> => {
    const parsed = issueIdSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const recipients = await startIssueNow(await getDb(), await author(user), parsed.data.id);
      wakeNewsletterWorker();
      return { ok: true, data: { recipients }, message: `Sending to ${recipients.toLocaleString('en-US')} confirmed ${recipients === 1 ? 'subscriber' : 'subscribers'}` };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to send the issue');
}

export async function scheduleIssueSend(input: unknown): Promise<ActionResult> {
  return guarded('admin', async (user) => {
    const parsed = issueScheduleSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await scheduleIssue(await getDb(), await author(user), parsed.data.id, new Date(parsed.data.sendAt));
      return { ok: true, message: 'Issue scheduled' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to schedule the issue');
}

export async function cancelIssueSend(input: unknown): Promise<ActionResult> {
  return guarded('admin', async (user) => {
    const parsed = issueIdSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await cancelIssueSchedule(await getDb(), await author(user), parsed.data.id);
      return { ok: true, message: 'Schedule cancelled' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to cancel the schedule');
}

export async function unsubscribeSubscriber(input: unknown): Promise<ActionResult> {
  return guarded('admin', async (user) => {
    const parsed = z.object({ id: z.uuid('This subscriber no longer exists. Reload the page.') }).safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    const done = await staffUnsubscribe(await getDb(), await actorOf(user), parsed.data.id);
    if (!done) return { ok: false, status: 404, error: 'This subscriber no longer exists. Reload the page.' };
    return { ok: true, message: `${done.email} unsubscribed` };
  }, 'Failed to unsubscribe');
}

export type ImportOutcome = ImportSummary & { duplicates: number };

/**
 * The import form (a CSV file and the consent box), sent as FormData. A file with a bad line is
 * refused whole: the error lists the lines (one a line), and nothing is stored.
 */
export async function importSubscribersCsv(input: unknown): Promise<ActionResult<ImportOutcome>> {
  return guarded('admin', async (user): Promise<ActionResult<ImportOutcome>> => {
    const refuse = (...errors: string[]): ActionResult<ImportOutcome> => ({ ok: false, status: 400, error: errors.join('\n') });
    const file = input instanceof FormData ? input.get('file') : null;
    if (!(file instanceof File) || file.size === 0) return refuse('Choose a CSV file to import.');
    if (file.size > IMPORT_LIMITS.bytes) return refuse('The file is larger than 1 MB: split it and import the parts one after another.');
    const text = new TextDecoder('utf-8').decode(await file.arrayBuffer());
    if (text.includes('\u0000')) return refuse('This is not a text file: save the list as CSV (comma-separated values) and import that.');
    const parsed = parseSubscribersCsv(text);
    if (!parsed.ok) return refuse(...parsed.errors);
    const summary = await importSubscribers(await getDb(), await actorOf(user), parsed.rows, {
      consented: (input as FormData).get('consented') === 'yes',
      context: await newsletterMailContext(),
      ratePerMinute: env().NEWSLETTER_SEND_RATE,
      fileName: file.name.slice(0, 200),
    });
    if (summary.pending > 0) wakeOutboxWorker();
    return { ok: true, data: { ...summary, duplicates: parsed.duplicates }, message: 'Subscribers imported' };
  }, 'Failed to import the file.');
}
