// Forms & Leads writes, as plain functions over the database (admin-actions.ts calls them after
// the role check; the integration tests call them directly). Each write is one transaction with
// its audit entry. Leads are not on the public site, so no cache tag is dropped.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { auditChangesOf } from '@/features/audit/record';
import { CrudError, isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { leadNotes, leads, mailOutbox } from '@/server/db/schema';
import type { LeadNoteInput, LeadSpamInput, LeadStatusInput, MailRetryInput } from './admin-schema';

const auditLeadChange = auditChangesOf('lead');

/** Moves the lead along the pipeline; audited with the status it left. */
export async function writeLeadStatus(db: Database, actor: CrudActor, input: LeadStatusInput): Promise<void> {
  if (!isUuid(input.id)) throw notFound('lead');
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, input.id)).for('update');
    if (!before) throw notFound('lead');
    await tx.update(leads).set({ status: input.status, isRead: true, updatedAt: new Date() }).where(eq(leads.id, input.id));
    await auditLeadChange(tx, actor, 'lead.status', input.id, { from: before.status, to: input.status });
  });
}

export async function writeLeadNote(db: Database, actor: CrudActor, input: LeadNoteInput): Promise<{ id: string }> {
  if (!isUuid(input.id)) throw notFound('lead');
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.id));
    if (!lead) throw notFound('lead');
    // A key is no user: the note names it as the audit log does.
    const author = actor.apiKey ? { authorUserId: null, authorEmail: `API key ${actor.email}` } : { authorUserId: actor.id, authorEmail: actor.email };
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId: input.id, ...author, body: input.body })
      .returning({ id: leadNotes.id });
    await auditLeadChange(tx, actor, 'lead.note', input.id, { noteId: note!.id });
    return { id: note!.id };
  });
}

/**
 * Marks the lead spam or not. Only the flag changes: a lead stored as spam never had its emails
 * queued, and marking it not spam does not send them late (staff answer it themselves).
 */
export async function writeLeadSpam(db: Database, actor: CrudActor, input: LeadSpamInput): Promise<void> {
  if (!isUuid(input.id)) throw notFound('lead');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({ isSpam: input.spam, spamReason: input.spam ? `marked by ${actor.email}` : null, updatedAt: new Date() })
      .where(eq(leads.id, input.id))
      .returning({ id: leads.id });
    if (!row) throw notFound('lead');
    await auditLeadChange(tx, actor, input.spam ? 'lead.spam' : 'lead.not_spam', input.id);
  });
}

/**
 * Puts a failed email (or webhook) of the lead back in the queue, due now, with a fresh count of
 * attempts so the worker's full retry schedule applies again. The caller wakes the worker.
 */
export async function requeueLeadMail(db: Database, actor: CrudActor, input: MailRetryInput): Promise<void> {
  if (!isUuid(input.leadId) || !isUuid(input.mailId)) throw notFound('email');
  await db.transaction(async (tx) => {
    const [mail] = await tx
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, input.mailId), eq(mailOutbox.leadId, input.leadId)))
      .for('update');
    if (!mail) throw notFound('email');
    if (mail.status !== 'failed') throw new CrudError('Only a failed email can be sent again.', 409);
    await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), updatedAt: new Date() })
      .where(eq(mailOutbox.id, input.mailId));
    await auditLeadChange(tx, actor, 'lead.mail_retry', input.leadId, { mailId: input.mailId, attempts: mail.attempts, lastError: mail.lastError });
  });
}

/** Opening a lead marks it read, so the header's bell stops counting it. */
export async function markLeadRead(db: Database, id: string): Promise<void> {
  if (!isUuid(id)) return;
  await db
    .update(leads)
    .set({ isRead: true })
    .where(and(eq(leads.id, id), eq(leads.isRead, false)));
}
