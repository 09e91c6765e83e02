// Storing one entry of a built form: its files checked by their bytes and kept privately, then in
// one transaction the lead (Forms & Leads), the submission with every answer under the labels the
// visitor saw, the notification and confirmation emails (the latter within its address's daily
// limit, decision 097) and the webhooks. Once this returns nothing can be lost; if the
// transaction fails, the files go again. The entry limit is counted under a lock of the form's
// row, so two visitors cannot both take the last place.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { InquiryContext } from '@/features/contact/submit';
import { emitLeadCreated, emitWebhookEvent } from '@/features/webhooks/emit';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { forms, formSubmissions, leads, mediaFiles } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { enqueueMail, type OutgoingMail } from '@/server/mail/outbox';
import { claimVisitorMail } from '@/server/mail/recipient-limit';
import type { Storage } from '@/server/storage';
import { documentProblem } from '@/server/storage/document-check';
import { detectDocumentType, type DocumentType } from '@/server/storage/document-type';
import { answerText, type StoredAnswer, type StoredFile, type SubmissionData } from './answers';
import { closedReason, fileTypeList, readDefinition, type FormFieldDef, type PublicForm } from './definition';
import { entryConfirmation, entryNotification } from './emails';
import { isFile, isShown, type EntryAnswers } from './entry-schema';

/** A refusal the visitor can act on: the form's message, or a problem beside a field. */
export class EntryRefused extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** closed: the form took no entry (switched off, past its closing time, full). */
    readonly reason: 'closed' | 'invalid' = 'invalid',
  ) {
    super(message);
  }
}

/** What an inquiry is stored with (contact/submit.ts), and: */
export type EntryContext = InquiryContext & {
  /**
   * False when nothing shows a person drew the form (a content API post without a form token):
   * the entry is stored and the team told, but the typed address is sent nothing (decision 097).
   */
  confirmVisitor?: boolean;
  now?: Date;
};

type CheckedFile = { field: FormFieldDef; bytes: Buffer; originalName: string; type: DocumentType };

/** A file answer checked by its content, as a CV is: a type the field allows, within its size, opening without a password. */
async function checkFile(field: FormFieldDef, file: File): Promise<CheckedFile> {
  const label = `"${field.label}"`;
  if (file.size > field.maxFileMb * 1024 * 1024)
    throw new EntryRefused(`${label} is larger than ${field.maxFileMb} MB.`, { [field.name]: `${label} is larger than ${field.maxFileMb} MB.` });
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = detectDocumentType(bytes);
  const allowed = fileTypeList(field.fileTypes);
  if (!type || !(field.fileTypes as readonly string[]).includes(type.extension)) {
    const message = `${label} must be a ${allowed} file; this one is not, whatever its name says.`;
    throw new EntryRefused(message, { [field.name]: message });
  }
  const problem = await documentProblem(bytes, type.extension);
  if (problem) {
    const message = {
      encrypted: `${label} is protected by a password; please attach a copy without one.`,
      unreadable: `${label} could not be opened; please attach another copy.`,
      'too-complex': `${label} is too large or complex for us to open once unpacked; please attach a simpler copy.`,
    }[problem];
    throw new EntryRefused(message, { [field.name]: message });
  }
  return { field, bytes, originalName: file.name, type };
}

const fileName = (name: string, extension: string) => name.replace(/[\r\n]/g, ' ').slice(0, 255) || `file.${extension}`;

/** Every field the visitor saw, in order, with its answer ('' or null when left empty); hidden values as the form sets them. */
function storedAnswers(form: PublicForm, answers: EntryAnswers, files: Map<string, StoredFile>): StoredAnswer[] {
  return form.fields
    .filter((field) => field.type !== 'heading' && isShown(field, answers, form.fields))
    .map((field) => {
      const base = { name: field.name, label: field.label, type: field.type };
      if (field.type === 'hidden') return { ...base, value: field.value };
      if (field.type === 'file') {
        const file = files.get(field.name);
        return file ? { ...base, value: file.filename, file } : { ...base, value: null };
      }
      const value = answers[field.name];
      if (field.type === 'consent') return { ...base, value: value === true };
      if (field.type === 'checkboxes') return { ...base, value: Array.isArray(value) ? value : [] };
      return { ...base, value: typeof value === 'string' ? value : null };
    });
}

/** The lead's own columns, read from the answers: who sent it, how to reach them, what they wrote. */
function leadColumns(form: PublicForm, answers: readonly StoredAnswer[]) {
  const text = (answer: StoredAnswer | undefined) => (answer && typeof answer.value === 'string' && answer.value ? answer.value : null);
  const find = (test: (answer: StoredAnswer) => boolean) => text(answers.find((answer) => test(answer) && text(answer) !== null));
  const email = find((answer) => answer.type === 'email');
  const name = find((answer) => answer.type === 'text' && (/(^|_)name$/.test(answer.name) || /\bname\b/i.test(answer.label)));
  return {
    name: (name ?? email ?? `${form.name} entry`).slice(0, 200),
    email: email ?? '',
    phone: find((answer) => answer.type === 'phone'),
    company: find((answer) => answer.type === 'text' && (/company|organi[sz]ation/.test(answer.name) || /company|organi[sz]ation/i.test(answer.label))),
    message: find((answer) => answer.type === 'textarea'),
    consent: answers.some((answer) => answer.type === 'consent' && answer.value === true),
  };
}

export type StoredEntry = { leadId: string; duplicate: boolean };

/** How many entries a built form holds, spam not counted: what its entry limit and the lists count. */
export async function countEntries(db: Pick<Database, 'select'>, formId: string): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(formSubmissions)
    .innerJoin(leads, eq(leads.id, formSubmissions.leadId))
    .where(and(eq(formSubmissions.formId, formId), eq(leads.isSpam, false)));
  return counted?.total ?? 0;
}

/** Stores a checked entry of `form` (its answers from entrySchema). Throws EntryRefused. */
export async function storeEntry(db: Database, storage: Storage, form: PublicForm, answers: EntryAnswers, context: EntryContext): Promise<StoredEntry> {
  const now = context.now ?? new Date();
  const checked: CheckedFile[] = [];
  for (const field of form.fields) {
    const value = answers[field.name];
    if (field.type === 'file' && isFile(value)) checked.push(await checkFile(field, value));
  }
  const keys = checked.map((file) => `private/forms/${randomUUID()}.${file.type.extension}`);
  await Promise.all(checked.map((file, index) => storage.put(keys[index]!, file.bytes)));
  try {
    const result = await db.transaction(async (tx) => {
      // Read again inside the transaction, locked: staff may have closed the form, and the last
      // place may be taken, since the page was drawn.
      const [row] = await tx.select().from(forms).where(eq(forms.id, form.id)).for('update');
      const current = row ? readDefinition(row) : null;
      if (!current) throw new EntryRefused('This form no longer exists.', {}, 'closed');
      // A retry of an entry already stored (a double click, a lost answer) is that entry, even if
      // it took the last place.
      const [existing] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, context.idempotencyKey)).limit(1);
      if (existing) return { leadId: existing.id, duplicate: true };
      const entryCount = current.settings.entryLimit !== null ? await countEntries(tx, form.id) : undefined;
      if (closedReason(current, now, entryCount)) throw new EntryRefused(current.settings.closedMessage, {}, 'closed');

      const files = new Map<string, StoredFile>();
      for (const [index, file] of checked.entries()) {
        const key = keys[index]!;
        const filename = fileName(file.originalName, file.type.extension);
        const [media] = await tx
          .insert(mediaFiles)
          .values({
            filename: key.split('/').pop()!,
            originalFilename: filename,
            filePath: key,
            fileSize: file.bytes.length,
            mimeType: file.type.mimeType,
            folder: 'forms',
            isPrivate: true,
          })
          .returning({ id: mediaFiles.id });
        files.set(file.field.name, { id: media!.id, filename, size: file.bytes.length, mimeType: file.type.mimeType });
      }
      const stored = storedAnswers(current, answers, files);
      const columns = leadColumns(current, stored);
      const spam = context.spamReason !== null;
      const [lead] = await tx
        .insert(leads)
        .values({
          kind: current.settings.leadKind,
          status: current.settings.leadStatus,
          ...columns,
          // The form's name where the inbox shows a contact's project type: what the entry is about.
          projectType: current.name.slice(0, 200),
          consentAt: columns.consent ? now : null,
          ...context.tracking,
          ...context.visit,
          idempotencyKey: context.idempotencyKey,
          isSpam: spam,
          spamReason: context.spamReason,
          userAgent: context.userAgent?.slice(0, 500),
        })
        .returning({ id: leads.id, createdAt: leads.createdAt });
      const data: SubmissionData = { formName: current.name, answers: stored };
      await tx.insert(formSubmissions).values({ formId: current.id, leadId: lead!.id, data, sourcePage: context.tracking.sourcePage });
      if (!spam) {
        const who = columns.email ? `${columns.name === columns.email ? columns.email : `${columns.name} (${columns.email})`}` : 'A visitor';
        const mails: OutgoingMail[] = current.settings.notifyEmails.map((to) =>
          entryNotification({
            formName: current.name,
            to,
            who,
            replyTo: columns.email || null,
            answers: stored,
            tracking: context.tracking,
            company: context.company,
            leadId: lead!.id,
          }),
        );
        const { confirmation } = current.settings;
        if (confirmation.enabled && columns.email && context.confirmVisitor !== false) {
          if (await claimVisitorMail(tx, columns.email))
            mails.push(
              entryConfirmation({ to: columns.email, subject: confirmation.subject, body: confirmation.body, company: context.company, leadId: lead!.id }),
            );
          else logger.info({ leadId: lead!.id, formId: current.id }, 'form entry: the address had its emails for the day; no confirmation sent');
        }
        await enqueueMail(tx, mails);
        await emitLeadCreated(tx, lead!.id);
        await emitWebhookEvent(
          tx,
          'form.submitted',
          {
            form: { id: current.id, slug: current.slug, name: current.name },
            lead_id: lead!.id,
            submitted_at: lead!.createdAt.toISOString(),
            answers: stored.map((answer) => ({
              name: answer.name,
              label: answer.label,
              type: answer.type,
              value: answer.file ? answer.file.filename : answer.value,
              text: answerText(answer),
            })),
            tracking: context.tracking,
          },
          { leadId: lead!.id },
        );
      }
      // The last place is taken: pages showing the form show its closed message from now on.
      const filled = !spam && entryCount !== undefined && entryCount + 1 >= current.settings.entryLimit!;
      return { leadId: lead!.id, duplicate: false, filled };
    });
    if ('filled' in result && result.filled) invalidateCacheTags('site');
    // A retried submission stored nothing new: drop this copy of its files.
    if (result.duplicate) await Promise.all(keys.map((key) => storage.remove(key)));
    return { leadId: result.leadId, duplicate: result.duplicate };
  } catch (error) {
    await Promise.all(
      keys.map((key) =>
        storage.remove(key).catch((removeError: unknown) => logger.error({ err: removeError, key }, 'form entry: removing a file again failed')),
      ),
    );
    throw error;
  }
}
